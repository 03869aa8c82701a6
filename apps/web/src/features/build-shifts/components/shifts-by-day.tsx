import type { BuiltShift } from "@brigade/contract/build-shifts";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { dayText } from "../../../lib/day-text";
import { groupByDay, hoursFigure, timeRange } from "../lib/build-shifts-preview";

type Props = { shifts: BuiltShift[] };

/** The proposed (or created) shifts by the location's local day: a table at a desk, a card per shift on a phone. */
export function ShiftsByDay({ shifts }: Props) {
  const { t } = useTranslation("buildShifts");
  const phone = useMediaQuery("(max-width: 36em)");
  const locale = currentLocale();
  return (
    <Stack gap="md">
      {groupByDay(shifts).map((group) => {
        const headingId = `build-shifts-day-${group.day}`;
        const roles = (s: BuiltShift) => (
          <Group gap={4} wrap="wrap">
            {s.roles.map((r) => (
              <Badge key={r.area_role_id} variant="light" radius="sm" tt="none" size="md">
                {t("preview.roleCount", { role: r.role, count: r.count })}
              </Badge>
            ))}
          </Group>
        );
        return (
          <section key={group.day} aria-labelledby={headingId}>
            <Group gap="xs" mb={6} align="baseline">
              <Title order={4} size="h6" id={headingId}>
                {group.date ? dayText(group.date, locale, { long: true, year: true }) : group.day}
              </Title>
              <Text size="xs" c="dimmed">
                {t("preview.dayShifts", { count: group.shifts.length })}
              </Text>
            </Group>
            {phone ? (
              <Stack gap={6}>
                {group.shifts.map((s) => (
                  <Paper key={`${s.starts_at}-${s.ends_at}-${s.name}`} withBorder radius="sm" p="xs">
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
                        {s.name}
                      </Text>
                      <Text size="sm" style={{ flexShrink: 0 }}>
                        {t("preview.hoursValue", { hours: hoursFigure(s.hours, locale) })}
                      </Text>
                    </Group>
                    <Text size="sm" c="dimmed" mb={4}>
                      {timeRange(s, locale)}
                    </Text>
                    {roles(s)}
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Table withTableBorder verticalSpacing={6} aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("preview.shift")}</Table.Th>
                    <Table.Th>{t("preview.time")}</Table.Th>
                    <Table.Th ta="end">{t("preview.hours")}</Table.Th>
                    <Table.Th>{t("preview.roles")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.shifts.map((s) => (
                    <Table.Tr key={`${s.starts_at}-${s.ends_at}-${s.name}`}>
                      <Table.Td fw={500}>{s.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{timeRange(s, locale)}</Table.Td>
                      <Table.Td ta="end">{hoursFigure(s.hours, locale)}</Table.Td>
                      <Table.Td>{roles(s)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
