import { formatAmount, parseCents } from "@brigade/contract/money";
import type { TimesheetEmployee } from "@brigade/contract/timesheets";
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { clockIn, formatApiDay } from "../../../lib/formats";
import type { PunchTarget } from "./punch-dialog";

type Props = {
  employee: TimesheetEmployee;
  timeZone: string;
  currency?: string;
  onFix: (target: PunchTarget) => void;
  onHistory: (punchId: number) => void;
};

/** Flags a manager should look at, highlighted; the rest (edited) plainly. */
const WARNING = new Set([
  "late",
  "no_show",
  "missed_clock_out",
  "outside_geofence",
  "no_location",
  "low_accuracy",
  "unscheduled",
  "offline",
]);

/** One person's period: scheduled against paid hours, flags, and each day's punches to fix. */
export function TimesheetCard({ employee, timeZone, currency, onFix, onHistory }: Props) {
  const { t } = useTranslation("time");
  const [open, toggle] = useDisclosure(false);
  const hours = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  const money = (amount?: string) => (amount && currency ? formatAmount(amount, currency, currentLocale()) : null);
  // Fair-workweek pay (shown to those who see money, when there is some): the rest premium is part of the cost.
  const owed = (amount?: string) => currency !== undefined && (parseCents(amount ?? "") ?? 0) > 0;
  const flags = [...new Set(employee.days.flatMap((d) => d.flags))];
  const days = employee.days.filter((d) => d.scheduled.length || d.punches.length);
  const detailsId = `timesheet-days-${employee.employee_id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={3} size="h5">
            {employee.name}
          </Title>
          <Text size="sm">
            {t("timesheets.totals", {
              scheduled: hours.format(employee.totals.scheduled_hours),
              paid: hours.format(employee.totals.paid_hours),
            })}
            {employee.totals.overtime_hours > 0 &&
              ` · ${t("myHours.overtime", { hours: hours.format(employee.totals.overtime_hours) })}`}
            {money(employee.totals.cost) && ` · ${money(employee.totals.cost)}`}
            {owed(employee.totals.rest_premium) &&
              ` (${t("timesheets.restPremium", { amount: money(employee.totals.rest_premium) })})`}
            {owed(employee.totals.predictability_pay) &&
              ` · ${t("timesheets.predictabilityPay", { amount: money(employee.totals.predictability_pay) })}`}
          </Text>
          <Group gap={4} mt={4}>
            <Badge color={employee.status === "approved" ? "teal.9" : "gray.7"} variant="filled">
              {t(`timesheets.status.${employee.status}`)}
            </Badge>
            {flags.map((f) => (
              <Badge
                key={f}
                color={WARNING.has(f) ? "red.9" : "gray.8"}
                variant={WARNING.has(f) ? "filled" : "outline"}
              >
                {t(`timesheets.flags.${f}`)}
              </Badge>
            ))}
          </Group>
        </div>
        <Button
          variant="light"
          size="xs"
          onClick={toggle.toggle}
          aria-expanded={open}
          aria-controls={detailsId}
          disabled={days.length === 0}
        >
          {open ? t("timesheets.hideDays", { name: employee.name }) : t("timesheets.showDays", { name: employee.name })}
        </Button>
      </Group>
      <Collapse expanded={open} id={detailsId}>
        <Stack gap="sm" mt="sm" component="ul" style={{ listStyle: "none", padding: 0 }}>
          {days.map((day) => (
            <li key={day.day}>
              <Text fw={600} size="sm">
                {t("timesheets.day", {
                  day: formatApiDay(day.day),
                  scheduled: hours.format(day.scheduled_hours),
                  paid: hours.format(day.paid_hours),
                })}
              </Text>
              {day.punches.map((p) => (
                <Group key={p.id} gap="xs" wrap="wrap">
                  <Text size="sm">
                    {t("timesheets.punch", {
                      from: clockIn(p.in_at, timeZone),
                      to: p.out_at ? clockIn(p.out_at, timeZone) : t("timesheets.open"),
                      hours: hours.format(p.paid_hours),
                    })}
                  </Text>
                  {p.flags.map((f) => (
                    <Badge key={f} size="sm" color={WARNING.has(f) ? "red.9" : "gray.8"} variant="outline">
                      {t(`timesheets.flags.${f}`)}
                    </Badge>
                  ))}
                  {/* Its time is the phone's word, sent late by the offline app: worth a look before approving. */}
                  {p.offline && (
                    <Badge size="sm" color="red.9" variant="outline">
                      {t("timesheets.flags.offline")}
                    </Badge>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={day.status === "approved"}
                    onClick={() =>
                      onFix({
                        kind: "edit",
                        id: p.id,
                        inAt: p.in_at,
                        outAt: p.out_at,
                        breaks: p.breaks,
                        title: t("timesheets.editTitle", { name: employee.name, day: formatApiDay(day.day) }),
                      })
                    }
                    aria-label={t("timesheets.editLabel", {
                      name: employee.name,
                      day: formatApiDay(day.day),
                      time: clockIn(p.in_at, timeZone),
                    })}
                  >
                    {t("timesheets.edit")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onHistory(p.id)}
                    aria-label={t("timesheets.historyLabel", {
                      name: employee.name,
                      day: formatApiDay(day.day),
                      time: clockIn(p.in_at, timeZone),
                    })}
                  >
                    {t("timesheets.history")}
                  </Button>
                </Group>
              ))}
              {day.scheduled
                .filter((s) => !day.punches.some((p) => p.booking_id === s.booking_id))
                .map((s) => (
                  <Group key={s.booking_id} gap="xs">
                    <Text size="sm" c="dimmed">
                      {t("timesheets.notPunched", {
                        shift: s.shift_name,
                        from: clockIn(s.from, timeZone),
                        to: clockIn(s.to, timeZone),
                      })}
                    </Text>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      disabled={day.status === "approved"}
                      onClick={() =>
                        onFix({
                          kind: "add",
                          bookingId: s.booking_id,
                          inAt: s.from,
                          outAt: s.to,
                          title: t("timesheets.addTitle", { name: employee.name, day: formatApiDay(day.day) }),
                        })
                      }
                      aria-label={t("timesheets.addLabel", {
                        name: employee.name,
                        shift: s.shift_name,
                        day: formatApiDay(day.day),
                      })}
                    >
                      {t("timesheets.addPunch")}
                    </Button>
                  </Group>
                ))}
            </li>
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
