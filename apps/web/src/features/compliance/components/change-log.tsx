import { formatDayMonthYear } from "@brigade/contract/dates";
import { todayIn } from "@brigade/contract/local-time";
import type { LocationDetail } from "@brigade/contract/locations";
import { formatMoney } from "@brigade/contract/money";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { LocationSelect } from "../../../components/location-select";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { translated } from "../../../i18n/messages";
import { formatDay } from "../../../lib/formats";
import { notifyError } from "../../../lib/notify";
import { type ChangeFilter, downloadChanges, useScheduleChanges } from "../api/changes";
import { type Period, payTotal, periodProblem, weekOf } from "../lib/change-text";
import { ChangeLogTable } from "./change-log-table";
import { EmployeeChoice, type EmployeeSearch } from "./employee-choice";
import { PeriodField } from "./period-field";

type Props = {
  locations: LocationDetail[];
  location: LocationDetail;
  onLocationChange: (locationId: number) => void;
  /** The business's money. */
  currency: string;
  /** The notice window (days) of each rule pack, by id, where known. */
  noticeDays: Readonly<Record<string, number>>;
  searchEmployees: EmployeeSearch;
  /** Where the location's fair workweek rules are chosen (its form). */
  rulesHref: string;
};

/**
 * A location's log of changes to posted shifts (fair-workweek.md, "Posting and the change log"): chosen by location,
 * days (this week on the location's clock at first, at most 62) and maybe one employee; a page of rows with their
 * predictability pay and its total, and the same rows, every page, as a CSV file.
 */
export function ChangeLog({
  locations,
  location,
  onLocationChange,
  currency,
  noticeDays,
  searchEmployees,
  rulesHref,
}: Props) {
  const { t } = useTranslation("changeLog");
  const timeZone = location.time_zone.value;
  const today = todayIn(timeZone);
  // Untouched, the period is this week of the location chosen (another location may be on another day).
  const [chosenPeriod, setChosenPeriod] = useState<Period | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const period = chosenPeriod ?? weekOf(today);
  const problem = periodProblem(period);
  const filter: ChangeFilter | null = problem
    ? null
    : {
        location_id: location.id,
        from: formatDayMonthYear(period.from),
        to: formatDayMonthYear(period.to),
        ...(employeeId === null ? {} : { employee_id: employeeId }),
      };
  const changes = useScheduleChanges(filter, page);

  const choosePeriod = (next: Period) => {
    setChosenPeriod(next);
    setPage(1);
  };
  const download = async () => {
    if (!filter || downloading) return;
    setDownloading(true);
    try {
      await downloadChanges(filter);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  const results = () => {
    if (problem) return null;
    if (changes.isError)
      return <QueryError error={changes.error} title={t("page.failed")} onRetry={() => void changes.refetch()} />;
    if (!changes.data) return <LoadingState label={t("page.loading")} />;
    const { data: items, last_page: lastPage } = changes.data;
    if (items.length === 0) return <EmptyState title={t("empty.title")}>{t("empty.text")}</EmptyState>;
    const total = payTotal(items);
    const locale = currentLocale();
    const range = { from: formatDay(period.from), to: formatDay(period.to) };
    return (
      <Stack gap="sm" aria-busy={changes.isPlaceholderData || undefined}>
        {total.shown ? (
          <div>
            <Text fw={600}>
              {t(lastPage > 1 ? "total.page" : "total.period", {
                amount: formatMoney(total.cents, currency, locale),
              })}
            </Text>
            {total.unpriced > 0 && (
              <Text size="sm" c="red.9">
                {t("total.unpriced", { count: total.unpriced })}
              </Text>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t("total.hidden")}
          </Text>
        )}
        <ChangeLogTable
          items={items}
          timeZone={timeZone}
          currency={currency}
          noticeDays={noticeDays}
          label={t("table.label", range)}
        />
        {lastPage > 1 && (
          <Pager
            page={changes.data.current_page}
            lastPage={lastPage}
            from={changes.data.from ?? 0}
            to={changes.data.to ?? 0}
            total={changes.data.total}
            onPage={setPage}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md" maw={1200}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="sm" align="end" wrap="wrap">
            <LocationSelect
              locations={locations}
              value={location.id}
              onChange={(id) => {
                if (id === null) return;
                onLocationChange(id);
                setPage(1);
              }}
              searchable
              w={{ base: "100%", xs: 260 }}
            />
            <EmployeeChoice
              value={employeeId}
              onChange={(id) => {
                setEmployeeId(id);
                setPage(1);
              }}
              search={searchEmployees}
              w={{ base: "100%", xs: 260 }}
            />
          </Group>
          <PeriodField
            period={period}
            today={today}
            onChange={choosePeriod}
            problem={problem ? translated(problem) : null}
          />
          <Group>
            <Button
              variant="default"
              leftSection={downloading ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />}
              // Not `disabled`: a disabled button would drop the keyboard's focus while the file comes.
              aria-disabled={filter === null || downloading || undefined}
              data-disabled={filter === null || undefined}
              onClick={() => void download()}
            >
              {t("download")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {location.jurisdiction === null && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title={t("noRules.title")}>
          <Text size="sm">
            {t("noRules.text")}{" "}
            <Anchor component={Link} to={rulesHref} size="sm" fw={600}>
              {t("noRules.choose")}
            </Anchor>
          </Text>
        </Alert>
      )}
      {results()}
    </Stack>
  );
}

type PagerProps = {
  page: number;
  lastPage: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
};

/** "Changes 51 to 100 of 120" and a page back and on; an end's button stays focusable, and says it does nothing. */
function Pager({ page, lastPage, from, to, total, onPage }: PagerProps) {
  const { t } = useTranslation("changeLog");
  const first = page <= 1;
  const last = page >= lastPage;
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={t("pager.label")}>
      <Text size="sm" aria-live="polite">
        {t("pager.showing", { from, to, total })}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          aria-disabled={first || undefined}
          data-disabled={first || undefined}
          onClick={() => !first && onPage(page - 1)}
        >
          {t("pager.previous")}
        </Button>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-disabled={last || undefined}
          data-disabled={last || undefined}
          onClick={() => !last && onPage(page + 1)}
        >
          {t("pager.next")}
        </Button>
      </Group>
    </Group>
  );
}
