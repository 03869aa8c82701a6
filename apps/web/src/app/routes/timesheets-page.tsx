import { formatDayMonthYear } from "@brigade/contract/dates";
import { formatAmount } from "@brigade/contract/money";
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { confirmAction } from "../../components/confirm";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { LocationSelect } from "../../components/location-select";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import {
  downloadTimesheet,
  type ExportFormat,
  type Period,
  useApprove,
  useReopen,
  useTimesheet,
} from "../../features/timesheets/api/timesheets";
import { HistoryDialog } from "../../features/timesheets/components/history-dialog";
import { PunchDialog, type PunchTarget } from "../../features/timesheets/components/punch-dialog";
import { TimesheetCard } from "../../features/timesheets/components/timesheet-card";
import { weekOf } from "../../features/timesheets/lib/zoned";
import { currentLocale } from "../../i18n";
import { formatDay } from "../../lib/formats";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useSession } from "../session";

const FORMATS: ExportFormat[] = ["csv", "xls", "xml", "json"];

/** Timesheets for payroll: a location's week of scheduled against paid hours, fixed with reasons, approved, exported. */
export function TimesheetsPage() {
  const { t } = useTranslation("time");
  const { user } = useSession();
  const locations = useLocations();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [monday, setMonday] = useState(() => weekOf(Temporal.Now.plainDateISO()).from);
  const [target, setTarget] = useState<PunchTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const chosen = locationId ?? locations.data?.[0]?.id ?? null;
  const week = weekOf(monday);
  const period: Period | null =
    chosen === null
      ? null
      : { location_id: chosen, from: formatDayMonthYear(week.from), to: formatDayMonthYear(week.to) };
  const sheet = useTimesheet(period);
  const approve = useApprove();
  const reopen = useReopen();
  const zone = sheet.data?.time_zone ?? "UTC";
  const done = {
    onSuccess: ({ message }: { message?: string }) => message && notifySuccess(message),
    onError: notifyError,
  };

  const hours = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  return (
    <>
      <PageHeader title={t("timesheets.title")} description={t("timesheets.intro")} />
      <Stack gap="md" maw={960}>
        <Group align="end" gap="sm" wrap="wrap">
          {locations.data && (
            <LocationSelect locations={locations.data} value={chosen} onChange={setLocationId} w={240} />
          )}
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setMonday(monday.subtract({ weeks: 1 }))}
              aria-label={t("timesheets.previousWeek")}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Text fw={600} miw={190} ta="center" aria-live="polite">
              {t("timesheets.week", { from: formatDay(week.from), to: formatDay(week.to) })}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setMonday(monday.add({ weeks: 1 }))}
              aria-label={t("timesheets.nextWeek")}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {locations.isError ? (
          <QueryError error={locations.error} onRetry={() => void locations.refetch()} title={t("timesheets.failed")} />
        ) : sheet.isError ? (
          <QueryError error={sheet.error} onRetry={() => void sheet.refetch()} title={t("timesheets.failed")} />
        ) : !sheet.data || !period ? (
          locations.data?.length === 0 ? (
            <EmptyState title={t("timesheets.noLocations")} />
          ) : (
            <LoadingState label={t("timesheets.loading")} />
          )
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <div>
                  <Badge color={sheet.data.status === "approved" ? "teal.9" : "gray.7"} variant="filled">
                    {t(`timesheets.status.${sheet.data.status}`)}
                  </Badge>
                  <Text size="sm" mt={4}>
                    {t("timesheets.totals", {
                      scheduled: hours.format(sheet.data.totals.scheduled_hours),
                      paid: hours.format(sheet.data.totals.paid_hours),
                    })}
                    {sheet.data.totals.cost && sheet.data.currency
                      ? ` · ${formatAmount(sheet.data.totals.cost, sheet.data.currency, currentLocale())}`
                      : ""}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    loading={approve.isPending}
                    disabled={sheet.data.employees.length === 0 || sheet.data.status === "approved"}
                    onClick={() =>
                      confirmAction({
                        title: t("timesheets.approveTitle"),
                        message: t("timesheets.approveText"),
                        confirmLabel: t("timesheets.approve"),
                        danger: false,
                        onConfirm: () => approve.mutate(period, done),
                      })
                    }
                  >
                    {t("timesheets.approve")}
                  </Button>
                  {user.role === "owner" && (
                    <Button
                      variant="light"
                      color="red.9"
                      loading={reopen.isPending}
                      disabled={!sheet.data.employees.some((e) => e.days.some((d) => d.status === "approved"))}
                      onClick={() =>
                        confirmAction({
                          title: t("timesheets.reopenTitle"),
                          message: t("timesheets.reopenText"),
                          confirmLabel: t("timesheets.reopen"),
                          onConfirm: () => reopen.mutate(period, done),
                        })
                      }
                    >
                      {t("timesheets.reopen")}
                    </Button>
                  )}
                  <Menu>
                    <Menu.Target>
                      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                        {t("timesheets.export")}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {FORMATS.map((format) => (
                        <Menu.Item
                          key={format}
                          onClick={() => void downloadTimesheet(period, format).catch(notifyError)}
                        >
                          {t(`timesheets.formats.${format}`)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
            </Paper>
            {sheet.data.employees.length === 0 ? (
              <EmptyState title={t("timesheets.emptyTitle")}>{t("timesheets.emptyText")}</EmptyState>
            ) : (
              <Stack
                component="ul"
                gap="sm"
                style={{ listStyle: "none", padding: 0, margin: 0 }}
                aria-label={t("timesheets.list")}
              >
                {sheet.data.employees.map((e) => (
                  <TimesheetCard
                    key={e.employee_id}
                    employee={e}
                    timeZone={zone}
                    currency={sheet.data.currency}
                    onFix={setTarget}
                    onHistory={setHistoryOf}
                  />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {target && <PunchDialog target={target} timeZone={zone} onClose={() => setTarget(null)} />}
      {historyOf !== null && <HistoryDialog punchId={historyOf} timeZone={zone} onClose={() => setHistoryOf(null)} />}
    </>
  );
}
