import { AppShell, Box, Burger, Group, Skeleton, Stack, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { HomeTabs } from "../../features/member/components/home-tabs";
import { NextShiftPlaceholder } from "../../features/time-clock/components/next-shift-card";
import { SHELL } from "../layout/shell-frame";
import { EmployeeHomeIntro } from "../routes/employee-home-intro";

/**
 * The employee home as it looks before anything of the member is known: the app shell, the page's title, intro
 * and tabs, bars where the names go, and the schedule's loader. The build writes it into the page's HTML
 * (frames/render.tsx), so a phone shows the page's frame at once instead of a splash until the scripts have run.
 */
export function EmployeeHomeFrame() {
  const { t } = useTranslation("member");
  return (
    <AppShell
      header={SHELL.header}
      navbar={{ width: SHELL.navbarWidth, breakpoint: SHELL.navbarBreakpoint, collapsed: { mobile: true } }}
      padding={SHELL.padding}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={false} hiddenFrom="sm" size="sm" disabled aria-hidden />
            <Skeleton h={20} w={140} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Skeleton h={28} w={28} circle />
            <Skeleton h={28} w={28} circle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Stack gap="sm">
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <EmployeeHomeIntro />
        <Box maw={760}>
          <NextShiftPlaceholder />
          <Tabs value="schedule">
            <HomeTabs value="schedule" />
          </Tabs>
          <LoadingState label={t("employeeHome.shiftsLoading")} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
