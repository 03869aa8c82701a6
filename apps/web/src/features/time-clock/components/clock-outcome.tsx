import type { PunchItem } from "@brigade/contract/time-clock";
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { clockIn } from "../../../lib/formats";
import { useMyHours } from "../api/clock";
import type { ClockOutcome } from "../api/clock-flow";
import { hoursAndMinutes, shiftSummary } from "../lib/clock-summary";

/** "3 h 05 min", "45 min": a duration as a person reads it. */
export function useDuration() {
  const { t } = useTranslation("time");
  return (ms: number) => {
    const { hours, minutes } = hoursAndMinutes(ms);
    return hours > 0
      ? t("clock.duration.hoursMinutes", { hours, minutes: String(minutes).padStart(2, "0") })
      : t("clock.duration.minutes", { minutes });
  };
}

/**
 * What the last clock action did, said once, in the card (a polite live region: read out, never over a button).
 * A clock-in after the shift's start (past the grace minutes) says how late it was.
 */
export function ClockOutcomeNote({ outcome }: { outcome: ClockOutcome }) {
  const { t } = useTranslation("time");
  if (outcome.kind === "failed")
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        <Text size="sm">{outcome.message}</Text>
      </Alert>
    );
  const late = outcome.late;
  return (
    <Alert
      color={late ? "orange" : "teal"}
      variant="light"
      role="status"
      p="xs"
      icon={<IconCircleCheck size={20} aria-hidden />}
    >
      <Text size="sm" fw={600}>
        {t(`clock.done.${outcome.action}`)}
      </Text>
      {late !== null && (
        <Text size="sm" fw={600}>
          {t("clock.late", { count: late })}
        </Text>
      )}
    </Alert>
  );
}

/** After clocking out: how long the shift was, its breaks, the time worked, and the hours now on record this week. */
export function ShiftSummary({ punch, zone }: { punch: PunchItem; zone: string }) {
  const { t } = useTranslation("time");
  const duration = useDuration();
  const hours = useMyHours();
  const sum = shiftSummary(punch);
  const number = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  // This week's hours once read again after the clock-out, not the figure from before it.
  const week = hours.isFetching ? undefined : hours.data?.weeks[0];
  return (
    <Paper role="status" aria-labelledby="shift-summary-title" bg="teal.0" radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4" id="shift-summary-title">
          {t("summary.title")}
        </Title>
        <Text size="sm">
          {t("summary.span", {
            from: clockIn(punch.in_at, zone),
            to: clockIn(punch.out_at ?? punch.in_at, zone),
            duration: duration(sum.spanMs),
          })}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t("summary.worked")}
            </Text>
            <Text fw={700}>{duration(sum.workedMs)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t("summary.breaks")}
            </Text>
            <Text fw={700}>
              {sum.breaks === 0
                ? t("summary.noBreaks")
                : t("summary.breakCount", { count: sum.breaks, duration: duration(sum.breakMs) })}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm">
          {week ? t("summary.onRecord", { hours: number.format(week.paid_hours) }) : t("summary.onRecordLoading")}
        </Text>
      </Stack>
    </Paper>
  );
}
