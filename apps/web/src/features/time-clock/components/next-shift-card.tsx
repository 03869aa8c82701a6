import { Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clockIn } from "../../../lib/formats";
import { useClockStatus } from "../api/clock";
import { useClockFlow, useClockOutcome } from "../api/clock-flow";
import { bookingToOffer } from "../lib/clock-summary";
import { ClockOutcomeNote } from "./clock-outcome";

/** A shift in the card's four lines: its day, name, time and place. */
export type ShiftLines = { day: string; name: string; time: string; where: string };

type Props = {
  userId: number;
  /**
   * The member's next shift from their schedule, as its card reads it, for when none is close enough to clock into
   * (the clock knows today's and tomorrow's).
   */
  later: ShiftLines | undefined;
  /** A shift's day as the member's schedule writes it ("Mon 23 Nov" on its location's calendar). */
  dayLabel: (at: string, timeZone: string) => string;
  onOpenClock: () => void;
};

const CARD_PROPS = {
  component: "section",
  withBorder: true,
  radius: "md",
  p: "md",
  mb: "md",
  style: { borderLeft: "6px solid var(--mantine-primary-color-filled)" },
} as const;

/**
 * The card before the clock has answered, with the room its usual form takes (a shift's three lines and when its
 * clock opens). The home's static frame draws it too (app/frames/employee-home-frame.tsx).
 */
export function NextShiftPlaceholder() {
  const { t } = useTranslation("time");
  return (
    <Paper {...CARD_PROPS} aria-labelledby="next-shift-title" aria-busy>
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden />
          <Title order={2} size="h5" id="next-shift-title">
            {t("nextShift.title")}
          </Title>
        </Group>
        <Stack gap={0} aria-hidden>
          {/* Each line's height is its text's (a bold line of 16 px, then small lines of 14 px, 1.55 apart). */}
          <Skeleton h={18} w="60%" my={3.4} />
          <Skeleton h={14} w="40%" my={3.85} />
          <Skeleton h={14} w="50%" my={3.85} />
        </Stack>
        <Skeleton h={14} w="45%" my={3.85} aria-hidden />
      </Stack>
    </Paper>
  );
}

/**
 * On top of the member's home: the shift they are on (with the way to the clock), or their next one with its
 * Clock in once it opens. Its placeholder while the clock is loading; nothing when no shift is ahead.
 */
export function NextShiftCard({ userId, later, dayLabel, onOpenClock }: Props) {
  const { t } = useTranslation("time");
  const status = useClockStatus();
  const [queued, setQueued] = useState(false);
  const { act, busy } = useClockFlow(userId, () => setQueued(true));
  const outcome = useClockOutcome(userId);
  const data = status.data;
  // While the clock loads, the card's room is kept: the tabs below do not jump down when it comes.
  if (!data) return status.isPending ? <NextShiftPlaceholder /> : null;

  const punch = data.punch;
  const booking = punch ? data.bookings.find((b) => b.booking_id === punch.booking_id) : bookingToOffer(data.bookings);
  const openBreak = punch?.breaks.find((b) => b.end_at === null);

  let what: ShiftLines | null = null;
  if (booking)
    what = {
      day: dayLabel(booking.from, booking.time_zone),
      name: booking.shift_name,
      time: t("clock.shiftTime", {
        from: clockIn(booking.from, booking.time_zone),
        to: clockIn(booking.to, booking.time_zone),
      }),
      where: `${booking.location_name} · ${booking.area_role_name}`,
    };
  else if (later && !punch) what = later;
  if (!what && !punch) return null;

  const zone = booking?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Paper {...CARD_PROPS} aria-labelledby="next-shift-title">
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden />
          <Title order={2} size="h5" id="next-shift-title">
            {punch ? t("nextShift.nowTitle") : t("nextShift.title")}
          </Title>
        </Group>
        {outcome && outcome.kind === "done" && outcome.action === "in" && <ClockOutcomeNote outcome={outcome} />}
        {outcome?.kind === "failed" && <ClockOutcomeNote outcome={outcome} />}
        {what && (
          <div>
            <Text fw={700}>
              {what.day} · {what.name}
            </Text>
            <Text size="sm">{what.time}</Text>
            <Text size="sm" c="dimmed">
              {what.where}
            </Text>
          </div>
        )}
        {punch ? (
          <>
            <Text size="sm" fw={600}>
              {openBreak
                ? t("nextShift.onBreak", { time: clockIn(openBreak.start_at, zone) })
                : t("nextShift.working", { time: clockIn(punch.in_at, zone) })}
            </Text>
            <Button variant="light" onClick={onOpenClock} style={{ alignSelf: "flex-start" }}>
              {t("nextShift.openClock")}
            </Button>
          </>
        ) : queued ? (
          <Text size="sm">{t("clock.queued")}</Text>
        ) : booking?.can_clock_in ? (
          <Button
            size="lg"
            fullWidth
            loading={busy}
            onClick={() => {
              setQueued(false);
              act({ action: "in", booking_id: booking.booking_id });
            }}
          >
            {t("clock.clockIn")}
          </Button>
        ) : booking ? (
          <Text size="sm" c="dimmed">
            {t("nextShift.opensAt", { time: clockIn(booking.opens_at, booking.time_zone) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
