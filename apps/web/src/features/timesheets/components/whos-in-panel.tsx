import { formatDayMonthYear } from "@brigade/contract/dates";
import type { TimesheetEmployee } from "@brigade/contract/timesheets";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { clockIn } from "../../../lib/formats";
import { useTimesheet } from "../api/timesheets";

type Person = { id: number; name: string; detail: string; onBreak?: boolean };

/** Today at a location: who is clocked in now (and on a break), who came late, who did not come. */
export function WhosInPanel({ locationId, timeZone }: { locationId: number; timeZone: string }) {
  const { t } = useTranslation("time");
  const today = formatDayMonthYear(Temporal.Now.plainDateISO(timeZone));
  const sheet = useTimesheet({ location_id: locationId, from: today, to: today }, 60_000);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="whos-in-title">
      <Title order={2} size="h4" id="whos-in-title" mb="sm">
        {t("whosIn.title")}
      </Title>
      {sheet.isError ? (
        <QueryError error={sheet.error} onRetry={() => void sheet.refetch()} title={t("whosIn.failed")} />
      ) : !sheet.data ? (
        <LoadingState label={t("whosIn.loading")} />
      ) : (
        <WhosInLists employees={sheet.data.employees} timeZone={timeZone} />
      )}
    </Paper>
  );
}

function WhosInLists({ employees, timeZone }: { employees: TimesheetEmployee[]; timeZone: string }) {
  const { t } = useTranslation("time");
  const inNow: Person[] = [];
  const late: Person[] = [];
  const noShow: Person[] = [];
  for (const e of employees) {
    const day = e.days[0];
    if (!day) continue;
    const open = day.punches.find((p) => p.out_at === null);
    if (open)
      inNow.push({
        id: e.employee_id,
        name: e.name,
        detail: t("whosIn.since", { time: clockIn(open.in_at, timeZone) }),
        onBreak: open.breaks.some((b) => b.end_at === null),
      });
    for (const s of day.scheduled) {
      const when = t("whosIn.shift", { shift: s.shift_name, time: clockIn(s.from, timeZone) });
      if (s.attendance === "late") late.push({ id: e.employee_id, name: e.name, detail: when });
      if (s.attendance === "no_show") noShow.push({ id: e.employee_id, name: e.name, detail: when });
    }
  }
  const list = (title: string, people: Person[], empty: string, color: string) => (
    <Stack gap={4}>
      <Text fw={600}>{t("whosIn.count", { title, count: people.length })}</Text>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={2} style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={title}>
          {people.map((p) => (
            <Group component="li" key={`${p.id}-${p.detail}`} gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {p.name}
              </Text>
              <Text size="sm" c="dimmed">
                {p.detail}
              </Text>
              {p.onBreak && (
                <Badge size="sm" color="gray.8" variant="outline">
                  {t("whosIn.onBreak")}
                </Badge>
              )}
              {color !== "teal" && (
                <Badge size="sm" color={color} variant="filled">
                  {title}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {list(t("whosIn.in"), inNow, t("whosIn.nobodyIn"), "teal")}
      {list(t("whosIn.late"), late, t("whosIn.nobodyLate"), "red.9")}
      {list(t("whosIn.noShow"), noShow, t("whosIn.nobodyMissing"), "red.9")}
    </SimpleGrid>
  );
}
