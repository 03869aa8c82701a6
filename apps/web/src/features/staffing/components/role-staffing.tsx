import "@mantine/charts/styles.css";
import { parseDayMonthYear } from "@brigade/contract/dates";
import type { StaffingRole } from "@brigade/contract/staffing";
import { CompositeChart } from "@mantine/charts";
import { Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ReferenceLine } from "recharts";
import type { Temporal } from "temporal-polyfill";
import { currentLocale } from "../../../i18n";
import { formatApiDay, formatClock } from "../../../lib/formats";
import { type Bucket, buckets, type DayWindow, roleTotals, type ShownPeriod, within } from "../lib/staffing-figures";

type Props = {
  role: StaffingRole;
  /** The staffing read's quarters (UTC instants), one per figure of the role. */
  starts: string[];
  timeZone: string;
  grain: ShownPeriod["grain"];
  /** The stretch of each day every role's chart shows (minutes of the day, on the location's clock). */
  stretch: DayWindow;
};

const weekday = (day: Temporal.PlainDate) => day.toLocaleString(currentLocale(), { weekday: "short" });

/**
 * One role's required people against its scheduled positions over the period shown: per hour of a week, per quarter
 * of a day, on the location's clock, with the people missing as red bars. The chart is for the eye; the same figures
 * are tables for screen readers: the server's person-hours per day and, in a day view, the people per hour.
 */
export function RoleStaffing({ role, starts, timeZone, grain, stretch }: Props) {
  const { t } = useTranslation("staffing");
  const titleId = useId();
  const count = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  const totals = roleTotals(role);
  const name = t("role.title", { role: role.role, area: role.area });

  const points = within(buckets(starts, role, timeZone, grain === "day" ? 15 : 60), stretch);
  const label = (b: Bucket) =>
    grain === "day" ? formatClock(b.hour, b.minute) : `${weekday(b.day)} ${formatClock(b.hour, b.minute)}`;
  const data = points.map((b) => ({ label: label(b), required: b.required, scheduled: b.scheduled, short: b.short }));
  // A week's axis names each day at its first hour shown; a day's names its hours as they fit.
  const dayTicks = new Map<string, string>();
  if (grain === "week")
    points.forEach((b, i) => {
      if (i === 0 || !points[i - 1]?.day.equals(b.day)) dayTicks.set(label(b), weekday(b.day));
    });
  // The day's table has its hours: from the one the window starts in.
  const hourStretch = stretch && { first: stretch.first - (stretch.first % 60), last: stretch.last };
  const hours = grain === "day" ? within(buckets(starts, role, timeZone, 60), hourStretch) : [];
  // Whole people on the axis, at most five steps of them.
  const top = Math.max(1, Math.ceil(Math.max(0, ...points.map((b) => Math.max(b.required, b.scheduled + b.short)))));
  const step = Math.ceil(top / 4);
  const yTicks = Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);

  return (
    <Stack gap={6} component="section" aria-labelledby={titleId} miw={0}>
      <div>
        <Title order={3} size="h6" id={titleId}>
          {name}
        </Title>
        <Group gap="xs" mt={2}>
          <Text size="sm" c="dimmed">
            {t("role.totals", { required: count.format(totals.required), scheduled: count.format(totals.scheduled) })}
          </Text>
          {totals.under > 0 && (
            <Badge color="red.9" variant="filled" tt="none">
              {t("role.under", { hours: count.format(totals.under) })}
            </Badge>
          )}
          {totals.over > 0 && (
            <Badge color="blue.9" variant="outline" tt="none">
              {t("role.over", { hours: count.format(totals.over) })}
            </Badge>
          )}
          {totals.under === 0 && totals.over === 0 && totals.required > 0 && (
            <Badge color="teal.9" variant="light" tt="none">
              {t("role.matched")}
            </Badge>
          )}
        </Group>
      </div>
      {data.length > 0 && (
        <div aria-hidden data-testid="staffing-chart">
          <CompositeChart
            h={170}
            data={data}
            dataKey="label"
            curveType="step"
            withDots={false}
            series={[
              { name: "scheduled", label: t("chart.scheduled"), color: "brand.5", type: "area" },
              // Stacked on what is scheduled, the people missing fill the gap up to the requirement, in red.
              { name: "short", label: t("chart.short"), color: "red.7", type: "area" },
              { name: "required", label: t("chart.required"), color: "dark.7", type: "line", strokeDasharray: "5 3" },
            ]}
            areaProps={(series) => ({
              stackId: series.name === "required" ? undefined : "people",
              fillOpacity: series.name === "short" ? 0.75 : 0.25,
              // No edge of its own: drawn where nobody is missing, it would run along what is scheduled.
              ...(series.name === "short" ? { strokeWidth: 0 } : {}),
            })}
            valueFormatter={count.format}
            composedChartProps={{ accessibilityLayer: false }}
            xAxisProps={
              grain === "week"
                ? { ticks: [...dayTicks.keys()], tickFormatter: (value: string) => dayTicks.get(value) ?? "" }
                : { interval: "preserveStartEnd", minTickGap: 20 }
            }
            yAxisProps={{ width: 28, allowDecimals: false, domain: [0, yTicks[yTicks.length - 1] ?? 1], ticks: yTicks }}
            tickLine="y"
          >
            {/* A week's days apart. */}
            {[...dayTicks.keys()].slice(1).map((x) => (
              <ReferenceLine key={x} x={x} stroke="var(--mantine-color-gray-5)" />
            ))}
          </CompositeChart>
        </div>
      )}
      <VisuallyHidden>
        <Table>
          <caption>{t("table.byDay", { role: role.role, area: role.area })}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("table.day")}</Table.Th>
              <Table.Th scope="col">{t("table.required")}</Table.Th>
              <Table.Th scope="col">{t("table.scheduled")}</Table.Th>
              <Table.Th scope="col">{t("table.under")}</Table.Th>
              <Table.Th scope="col">{t("table.over")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {role.days.map((d) => {
              const date = parseDayMonthYear(d.day);
              return (
                <Table.Tr key={d.day}>
                  <Table.Th scope="row">{`${date ? weekday(date) : ""} ${formatApiDay(d.day)}`.trim()}</Table.Th>
                  <Table.Td>{count.format(d.required_hours)}</Table.Td>
                  <Table.Td>{count.format(d.scheduled_hours)}</Table.Td>
                  <Table.Td>{count.format(d.under_hours)}</Table.Td>
                  <Table.Td>{count.format(d.over_hours)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {hours.length > 0 && (
          <Table>
            <caption>{t("table.byHour", { role: role.role, area: role.area })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("table.hour")}</Table.Th>
                <Table.Th scope="col">{t("table.required")}</Table.Th>
                <Table.Th scope="col">{t("table.scheduled")}</Table.Th>
                <Table.Th scope="col">{t("table.short")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hours.map((b) => (
                <Table.Tr key={b.start}>
                  <Table.Th scope="row">{formatClock(b.hour, b.minute)}</Table.Th>
                  <Table.Td>{count.format(b.required)}</Table.Td>
                  <Table.Td>{count.format(b.scheduled)}</Table.Td>
                  <Table.Td>{count.format(b.short)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </VisuallyHidden>
    </Stack>
  );
}
