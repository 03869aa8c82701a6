import { formatDayMonthYear } from "@brigade/contract/dates";
import { todayIn } from "@brigade/contract/local-time";
import { formatMoney } from "@brigade/contract/money";
import type { SalesInterval } from "@brigade/contract/sales";
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { translated } from "../../../i18n/messages";
import { formatClock, formatDay } from "../../../lib/formats";
import { useSalesHistory } from "../api/sales-history";
import { useSalesImports } from "../api/sales-imports";
import { averageByHourOfDay, dailyFigures, type Metric, metricOf, periodTotal } from "../lib/sales-figures";
import { type Period, periodProblem, weeksEnding } from "../lib/sales-period";
import { CsvShapesHelp } from "./csv-shapes-help";
import { FiguresChart } from "./figures-chart";
import { PeriodPicker } from "./period-picker";

type Props = { locationId: number; timeZone: string };

/** What a location sold over a period of its days: per day, and an average day per hour of its clock. */
export function HistoryPanel({ locationId, timeZone }: Props) {
  const { t } = useTranslation("sales");
  const titleId = useId();
  const today = todayIn(timeZone);
  const [period, setPeriod] = useState<Period>(() => weeksEnding(today, 4));
  const problem = periodProblem(period);
  const from = formatDayMonthYear(period.from);
  const to = formatDayMonthYear(period.to);
  const daily = useSalesHistory(locationId, "1d", from, to, problem === null);
  const hourly = useSalesHistory(locationId, "1h", from, to, problem === null);
  const imports = useSalesImports(locationId);

  const body = () => {
    if (problem) return null;
    const failed = daily.error ?? hourly.error;
    if (failed)
      return (
        <QueryError
          error={failed}
          title={t("history.failed")}
          onRetry={() => void Promise.all([daily.refetch(), hourly.refetch()])}
        />
      );
    if (!daily.data || !hourly.data || imports.isPending) return <LoadingState label={t("history.loading")} />;
    if (daily.data.intervals.length === 0)
      return imports.data?.length === 0 ? (
        <CsvShapesHelp />
      ) : (
        <EmptyState title={t("history.emptyTitle")}>{t("history.emptyText")}</EmptyState>
      );
    return (
      <Charts
        metric={metricOf(daily.data.intervals)}
        currency={daily.data.currency}
        period={period}
        timeZone={timeZone}
        daily={daily.data.intervals}
        hourly={hourly.data.intervals}
      />
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("history.title")}
        </Title>
        <PeriodPicker
          period={period}
          today={today}
          onChange={setPeriod}
          problem={problem ? translated(problem) : null}
        />
        {body()}
      </Stack>
    </Paper>
  );
}

type ChartsProps = {
  metric: Metric;
  currency: string;
  period: Period;
  timeZone: string;
  /** The server's days and hours of the period, on the location's clock. */
  daily: SalesInterval[];
  hourly: SalesInterval[];
};

function Charts({ metric, currency, period, timeZone, daily, hourly }: ChartsProps) {
  const { t } = useTranslation("sales");
  const locale = currentLocale();
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const format = metric === "sales" ? (cents: number) => formatMoney(cents, currency, locale) : count.format;
  const days = dailyFigures(daily, timeZone, period.from, period.to, metric);
  const average = averageByHourOfDay(hourly, timeZone, metric);
  const total = periodTotal(days);
  const valueHeader = metric === "sales" ? t("history.sales") : t("history.transactions");
  return (
    <Stack gap="md">
      {metric === "transactions" && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t("history.transactionsOnly")}
        </Alert>
      )}
      <Text fw={600}>
        {metric === "sales"
          ? t("history.totalSales", { total: format(total.total), count: total.days })
          : t("history.totalTransactions", { total: format(total.total), count: total.days })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FiguresChart
          title={t("byDay.title")}
          caption={metric === "sales" ? t("byDay.captionSales") : t("byDay.captionTransactions")}
          labelHeader={t("byDay.day")}
          valueHeader={valueHeader}
          figures={days.map(({ day, value }) => ({ key: day.toString(), label: formatDay(day), value }))}
          format={format}
          whole
        />
        <FiguresChart
          title={t("byHour.title")}
          intro={t("byHour.intro", { count: average.days })}
          caption={metric === "sales" ? t("byHour.captionSales") : t("byHour.captionTransactions")}
          labelHeader={t("byHour.hour")}
          valueHeader={valueHeader}
          figures={average.hours.map(({ hour, value }) => ({
            key: String(hour),
            label: formatClock(hour, 0),
            value,
          }))}
          format={format}
          whole={metric === "sales"}
        />
      </SimpleGrid>
    </Stack>
  );
}
