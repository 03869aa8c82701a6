import { Alert, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { type TimelineQuery, useShiftTimeline } from "../api/shift-timeline";
import { useTeamAvailability } from "../api/team-availability";
import { dayShades } from "../lib/day-shading";
import { daysOf, longDate, periodOf, step, type TimelineSpan, toServerDate } from "../lib/periods";
import { timelineRows } from "../lib/rows";
import { ShadingLegend } from "./day-shading";
import { DayTimelineGrid } from "./day-timeline-grid";
import { PeriodHeader } from "./period-header";
import { ScrollGrid } from "./scroll-grid";
import { WEEK_GRID_WIDTH, WeekTimelineGrid } from "./week-timeline-grid";

type Props = {
  /** The sidebar's filters, without the period. */
  filters: Omit<TimelineQuery, "from" | "to">;
  /** The day to start from: today in the chosen location's zone, or the day picked in the sidebar. */
  initialDay: Temporal.PlainDate;
  /** Which zone the days are in, said under the header. */
  zoneNote: string;
  /** Told the week or day shown (DD-MM-YYYY), whenever it changes: the page loads the week's cost for it. */
  onPeriodChange?: (period: { from: string; to: string; span: TimelineSpan }) => void;
  /** The week's cost per employee and in all, formatted: for those who see money, once loaded. */
  money?: { of: (employeeId: number) => string | undefined; total: string };
};

/** The employee view of the calendar screen: who works when, a week or a day at a time. */
export function EmployeeTimeline({ filters, initialDay, zoneNote, onPeriodChange, money }: Props) {
  const { t } = useTranslation("rosters");
  const [span, setSpan] = useState<TimelineSpan>("week");
  const [anchor, setAnchor] = useState(initialDay);
  const period = periodOf(span, anchor);
  const from = toServerDate(period.from);
  const to = toServerDate(period.to);
  const timeline = useShiftTimeline({ ...filters, from, to });
  useEffect(() => onPeriodChange?.({ from, to, span }), [onPeriodChange, from, to, span]);
  const rows = timeline.data ? timelineRows(timeline.data) : [];
  // Availability and time off of the employees on screen shade their days once loaded; the grid never waits.
  const team = useTeamAvailability(
    rows.map((r) => r.employeeId),
    from,
    to,
  );
  const shadesOf = (employeeId: number, day: Temporal.PlainDate) => {
    const facts = team.byEmployee.get(employeeId);
    return facts ? dayShades(facts, day) : [];
  };
  const title = span === "week" ? `${longDate(period.from)} – ${longDate(period.to)}` : longDate(period.from);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <PeriodHeader title={title} unit={span} onStep={(direction) => setAnchor(step(span, anchor, direction))} />
        <SegmentedControl
          aria-label={t("timeline.spanLabel")}
          value={span}
          onChange={(value) => setSpan(value as TimelineSpan)}
          data={[
            { value: "week", label: t("timeline.week") },
            { value: "day", label: t("timeline.day") },
          ]}
        />
      </Group>
      <Text size="sm" c="gray.7">
        {zoneNote}
      </Text>
      {timeline.isPending ? (
        <LoadingState label={t("timeline.loading")} />
      ) : timeline.isError ? (
        <QueryError error={timeline.error} onRetry={() => timeline.refetch()} title={t("timeline.loadError")} />
      ) : rows.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t("timeline.emptyTitle")}>
          {t("timeline.empty")}
        </Alert>
      ) : (
        <>
          {team.loaded && <ShadingLegend />}
          <ScrollGrid
            label={span === "week" ? t("timeline.weekGrid") : t("timeline.dayGrid")}
            minWidth={span === "week" ? WEEK_GRID_WIDTH : 4400}
            fixed={span === "week"}
          >
            {span === "week" ? (
              <WeekTimelineGrid rows={rows} days={daysOf(period)} shadesOf={shadesOf} money={money} />
            ) : (
              <DayTimelineGrid rows={rows} day={period.from} shadesOf={shadesOf} />
            )}
          </ScrollGrid>
        </>
      )}
    </Stack>
  );
}
