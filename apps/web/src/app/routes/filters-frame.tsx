import { Button, Drawer, Group, Paper, Stack, Tooltip } from "@mantine/core";
import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { IconFilter, IconLayoutSidebarLeftCollapse } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../session";

/**
 * Where the sidebar filters sit: beside the page on a wide screen, behind a "Filters" button (a drawer) on a phone.
 * Beside the page they can be hidden, to give a list the width; each user's choice is kept on the device. The
 * toggle stays in place in both states, so keyboard focus stays on it. Not `collapsible`: the page has its own.
 */
export function FiltersFrame({ children, collapsible = true }: { children: ReactNode; collapsible?: boolean }) {
  const { t } = useTranslation("schedule");
  const { user } = useSession();
  const phone = useMediaQuery("(max-width: 62em)");
  const [opened, drawer] = useDisclosure(false);
  const [hidden, setHidden] = useLocalStorage({
    key: `brigade.filters-hidden.${user.id}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const panelId = useId();
  if (phone)
    return (
      <>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={drawer.open}>
          {t("filters.title")}
        </Button>
        <Drawer
          opened={opened}
          onClose={drawer.close}
          title={t("filters.title")}
          size="sm"
          closeButtonProps={{ "aria-label": t("filters.close") }}
        >
          {children}
        </Drawer>
      </>
    );
  if (!collapsible)
    return (
      <Paper withBorder radius="md" p="md" w={280} style={{ flexShrink: 0 }}>
        {children}
      </Paper>
    );
  // Hidden, the toggle is a slim icon (its name for a screen reader, a tooltip for the eye) so the list gets the
  // width; it is the same button in both states, so focus stays on it.
  return (
    <Stack gap="xs" w={hidden ? undefined : 280} style={{ flexShrink: 0 }}>
      <Tooltip label={t("filters.show")} position="right" disabled={!hidden}>
        <Button
          variant="default"
          size="xs"
          px={hidden ? 8 : undefined}
          aria-label={hidden ? t("filters.show") : undefined}
          aria-expanded={!hidden}
          aria-controls={panelId}
          onClick={() => setHidden(!hidden)}
          style={{ alignSelf: "flex-start" }}
        >
          <Group gap={6} wrap="nowrap">
            {hidden ? <IconFilter size={16} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={16} aria-hidden />}
            {hidden ? null : t("filters.hide")}
          </Group>
        </Button>
      </Tooltip>
      <Paper id={panelId} display={hidden ? "none" : undefined} withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}
