import "@mantine/charts/styles.css";
import { parseDayMonthYear } from "@brigade/contract/dates";
import type { LabourCostPayload } from "@brigade/contract/labour-cost";
import { formatAmount, formatMoney, parseCents } from "@brigade/contract/money";
import { BarChart } from "@mantine/charts";
import { Button, Group, Paper, Progress, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { formatApiDay } from "../../../lib/formats";
import { useLabourCost } from "../api/labour";
import { BudgetDialog } from "./budget-dialog";

type Props = { locationId: number; from: string; to: string; canSetBudget: boolean };

/**
 * A location's week of labour: scheduled (and worked) cost per day as bars, the week's cost against its budget,
 * overtime and Premium bonuses. Only for those who see money: a 403 shows nothing.
 */
export function LabourCostPanel({ locationId, from, to, canSetBudget }: Props) {
  const { t } = useTranslation("time");
  const cost = useLabourCost({ location_id: locationId, from, to });
  const [editing, setEditing] = useState(false);
  if (cost.error instanceof ApiError && cost.error.status === 403) return null;
  if (!cost.data) return null;
  const data = cost.data;
  const locale = currentLocale();
  const money = (amount: string | null) => formatAmount(amount ?? "0", data.currency, locale);
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const week = data.weeks[0];
  const pct = week?.budget_used_pct ?? null;
  const weekday = (day: string) => parseDayMonthYear(day)?.toLocaleString(locale, { weekday: "short" }) ?? day;
  const bars = data.days.map((d) => ({
    day: weekday(d.day),
    scheduled: (parseCents(d.scheduled_cost) ?? 0) / 100,
    actual: (parseCents(d.actual_cost) ?? 0) / 100,
  }));
  const money2 = (value: number) => formatMoney(Math.round(value * 100), data.currency, locale);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="labour-cost-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="labour-cost-title">
            {t("labour.title")}
          </Title>
          {canSetBudget && week && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t("labour.setBudget")}
            </Button>
          )}
        </Group>
        {week?.budget ? (
          <div>
            <Text size="sm">
              {t("labour.againstBudget", {
                cost: money(week.scheduled_cost),
                budget: money(week.budget),
                pct: pct ?? 0,
              })}
            </Text>
            <Progress
              value={Math.min(pct ?? 0, 100)}
              color={(pct ?? 0) > 100 ? "red.8" : (pct ?? 0) > 90 ? "orange.8" : "teal.8"}
              aria-label={t("labour.budgetUsed")}
              mt={4}
            />
            {(pct ?? 0) > 100 && (
              <Text size="sm" c="red.9" fw={600} mt={4}>
                {t("labour.overBudget", {
                  amount: money2(((parseCents(week.scheduled_cost) ?? 0) - (parseCents(week.budget) ?? 0)) / 100),
                })}
              </Text>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t("labour.noBudget", { cost: money(week?.scheduled_cost ?? "0") })}
          </Text>
        )}
        <Text size="sm">
          {t("labour.totals", {
            hours: hours.format(data.totals.scheduled_hours),
            overtime: hours.format(data.totals.overtime_hours),
            overtimeCost: money(data.totals.overtime_cost),
            bonus: money(data.totals.premium_bonus),
            actual: money(data.totals.actual_cost),
          })}
        </Text>
        {data.unpriced_bookings > 0 && (
          <Text size="sm" c="red.9">
            {t("labour.unpriced", { count: data.unpriced_bookings })}
          </Text>
        )}
        {/* The bars for the eye; the same figures as a table for screen readers. */}
        <div aria-hidden>
          <BarChart
            h={180}
            data={bars}
            dataKey="day"
            valueFormatter={money2}
            barChartProps={{ accessibilityLayer: false }}
            series={[
              { name: "scheduled", label: t("labour.scheduled"), color: "brand.6" },
              { name: "actual", label: t("labour.actual"), color: "teal.7" },
            ]}
            withLegend
          />
        </div>
        <VisuallyHidden>
          <DaysTable data={data} hours={hours} money={money} />
        </VisuallyHidden>
      </Stack>
      {editing && week && (
        <BudgetDialog
          locationId={locationId}
          week={week.week}
          current={week.budget}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}

function DaysTable(props: { data: LabourCostPayload; hours: Intl.NumberFormat; money: (a: string) => string }) {
  const { t } = useTranslation("time");
  return (
    <Table>
      <caption>{t("labour.tableCaption")}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("labour.day")}</Table.Th>
          <Table.Th scope="col">{t("labour.scheduledHours")}</Table.Th>
          <Table.Th scope="col">{t("labour.scheduled")}</Table.Th>
          <Table.Th scope="col">{t("labour.actual")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.data.days.map((d) => (
          <Table.Tr key={d.day}>
            <Table.Th scope="row">{formatApiDay(d.day)}</Table.Th>
            <Table.Td>{props.hours.format(d.scheduled_hours)}</Table.Td>
            <Table.Td>{props.money(d.scheduled_cost)}</Table.Td>
            <Table.Td>{props.money(d.actual_cost)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
