import { Button, Group, Skeleton, Text } from "@mantine/core";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";

type Props = {
  /** Undefined in the page's static frame (apps/web/src/app/frames), which knows nobody: a bar of their length. */
  businessName?: string;
  firstName?: string;
};

/** The employee home's title, greeting and intro: the page's own and, without the names, its static frame's. */
export function EmployeeHomeIntro({ businessName, firstName }: Props) {
  const { t } = useTranslation("member");
  return (
    <>
      <PageHeader
        title={t("employeeHome.title")}
        description={businessName ?? <Skeleton component="span" display="block" h={24} w={160} />}
      />
      {firstName === undefined ? (
        <Skeleton h={29} w={180} mb="xs" />
      ) : (
        <Text fw={600} size="lg" mb="xs">
          {t("employeeHome.hello", { name: firstName })}
        </Text>
      )}
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Text c="dimmed" size="sm">
          {t("employeeHome.intro")}
        </Text>
        {/* Every shift of their roles, further ahead too (read only). */}
        <Button
          component={Link}
          to="/employee-calendar"
          variant="light"
          size="xs"
          leftSection={<IconCalendar size={16} aria-hidden />}
        >
          {t("employeeHome.calendar")}
        </Button>
      </Group>
    </>
  );
}
