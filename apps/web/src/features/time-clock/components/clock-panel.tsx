import type { ClockBooking, ClockStatus } from "@brigade/contract/time-clock";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { errorMessage } from "../../../lib/api-client";
import { clockIn } from "../../../lib/formats";
import { notifySuccess } from "../../../lib/notify";
import { useOnline } from "../../../pwa/use-online";
import { clockKeys, isOffline, sendPunch, useClockStatus } from "../api/clock";
import { type ClockOutcome, useClockFlow, useClockOutcome } from "../api/clock-flow";
import { bookingToOffer, reopenable } from "../lib/clock-summary";
import { type ClockAction, type Dropped, flushQueue, type QueuedPunch, readQueue } from "../lib/punch-queue";
import { ClockOutcomeNote, ShiftSummary } from "./clock-outcome";
import { MyHoursCard } from "./my-hours-card";
import { RunningTime } from "./running-time";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Clock tab of the team member's home: the shift, one big button for the next action, and My hours. The
 * punches taken offline are the signed-in user's own (`userId`), never another person's taken on this phone.
 */
export function ClockPanel({ userId }: { userId: number }) {
  const { t } = useTranslation("time");
  const status = useClockStatus();
  const [queued, setQueued] = useState<QueuedPunch[]>(() => readQueue(userId));
  const [dropped, setDropped] = useState<Dropped[]>([]);
  const onQueued = useCallback(() => setQueued(readQueue(userId)), [userId]);
  const { act, busy } = useClockFlow(userId, onQueued);
  const outcome = useClockOutcome(userId);
  const queryClient = useQueryClient();
  const online = useOnline();

  // Back online (or opened again): send what was taken offline, in order.
  const flush = useCallback(async () => {
    if (readQueue(userId).length === 0) return;
    const result = await flushQueue(userId, sendPunch, isOffline, errorMessage);
    setQueued(readQueue(userId));
    if (result.dropped.length) setDropped(result.dropped);
    if (result.sent) notifySuccess(t("clock.sentQueued"));
    await queryClient.invalidateQueries({ queryKey: clockKeys.all });
  }, [queryClient, t, userId]);
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  const zone = status.data ? zoneOf(status.data) : browserZone();
  return (
    <Stack gap="md">
      {queued.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconCloudOff aria-hidden />} title={t("clock.queuedTitle")}>
          <Text size="sm">{t("clock.queued")}</Text>
          <ul>
            {queued.map((q) => (
              <li key={q.client_time}>
                {t("clock.queuedItem", { action: t(labelKey(q.action)), time: clockIn(q.client_time, zone) })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {dropped.length > 0 && (
        <Alert color="red" variant="light" title={t("clock.droppedTitle")} role="alert">
          {dropped.map((d) => (
            <Text size="sm" key={d.item.client_time}>
              {t("clock.queuedItem", { action: t(labelKey(d.item.action)), time: clockIn(d.item.client_time, zone) })}:{" "}
              {d.message}
            </Text>
          ))}
        </Alert>
      )}
      {status.isError && !queued.length ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} title={t("clock.failed")} />
      ) : !status.data ? (
        queued.length ? null : (
          <LoadingState label={t("clock.loading")} />
        )
      ) : (
        <ClockCard status={status.data} busy={busy} onAct={act} outcome={outcome} />
      )}
      <MyHoursCard />
    </Stack>
  );
}

const labelKey = (action: ClockAction) =>
  (
    ({
      in: "clock.clockIn",
      break_start: "clock.startBreak",
      break_end: "clock.endBreak",
      out: "clock.clockOut",
    }) as const
  )[action];

/** The zone times are shown in: the open punch's shift's, else the next shift's, else this phone's. */
export function zoneOf(status: ClockStatus): string {
  const ofPunch = status.bookings.find((b) => b.booking_id === status.punch?.booking_id);
  return (ofPunch ?? status.bookings[0])?.time_zone ?? browserZone();
}

type CardProps = {
  status: ClockStatus;
  busy: boolean;
  onAct: (input: { action: ClockAction; booking_id?: number }) => void;
  outcome: ClockOutcome | null;
};

function ClockCard({ status, busy, onAct, outcome }: CardProps) {
  const { t } = useTranslation("time");
  const zone = zoneOf(status);
  const punch = status.punch;
  const shift = status.bookings.find((b) => b.booking_id === punch?.booking_id) ?? bookingToOffer(status.bookings);
  const openBreak = punch?.breaks.find((b) => b.end_at === null);
  const big = { size: "xl", fullWidth: true, h: 64, loading: busy } as const;
  // Just clocked out: the shift summed up comes first; what is next (if anything) under it.
  const summary = !punch && outcome?.kind === "done" && outcome.action === "out" ? outcome.punch : null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        {summary && <ShiftSummary punch={summary} zone={zone} />}
        {outcome && !summary && <ClockOutcomeNote outcome={outcome} />}
        {shift && <ShiftLine booking={shift} />}
        {punch ? (
          <>
            <Text fw={600}>
              {openBreak
                ? t("clock.onBreak", { time: clockIn(openBreak.start_at, zone) })
                : t("clock.working", { time: clockIn(punch.in_at, zone) })}
            </Text>
            <RunningTime punch={punch} label={t("clock.workedSoFar")} />
            {openBreak ? (
              <Button {...big} onClick={() => onAct({ action: "break_end" })}>
                {t("clock.endBreak")}
              </Button>
            ) : (
              <>
                <Button {...big} color="red.8" onClick={() => onAct({ action: "out" })}>
                  {t("clock.clockOut")}
                </Button>
                <Button {...big} variant="light" onClick={() => onAct({ action: "break_start" })}>
                  {t("clock.startBreak")}
                </Button>
              </>
            )}
          </>
        ) : (
          <ClockInButton status={status} busy={busy} onAct={onAct} outcome={outcome} />
        )}
      </Stack>
    </Paper>
  );
}

function ClockInButton({ status, busy, onAct }: CardProps) {
  const { t } = useTranslation("time");
  const next = bookingToOffer(status.bookings);
  const again = reopenable(status.bookings);
  if (!next && again)
    // Clocked out of a shift still on: done, said so; clocking in again is there, but not the big button.
    return (
      <>
        <Text c="dimmed" size="sm">
          {t("clock.doneForShift")}
        </Text>
        <Button
          variant="default"
          loading={busy}
          onClick={() => onAct({ action: "in", booking_id: again.booking_id })}
          style={{ alignSelf: "flex-start" }}
        >
          {t("clock.clockInAgain")}
        </Button>
      </>
    );
  const open = next?.can_clock_in ? next : undefined;
  return (
    <>
      <Text c="dimmed" size="sm">
        {open
          ? t("clock.notIn")
          : next
            ? t("clock.opensAt", { time: clockIn(next.opens_at, next.time_zone) })
            : t("clock.noShift")}
      </Text>
      {next && (
        <Button
          size="xl"
          fullWidth
          h={64}
          loading={busy}
          disabled={!open}
          onClick={() => open && onAct({ action: "in", booking_id: open.booking_id })}
        >
          {t("clock.clockIn")}
        </Button>
      )}
    </>
  );
}

export function ShiftLine({ booking }: { booking: ClockBooking }) {
  const { t } = useTranslation("time");
  return (
    <div>
      <Title order={3} size="h4">
        {t("clock.shift", { shift: booking.shift_name, role: booking.area_role_name, location: booking.location_name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t("clock.shiftTime", {
          from: clockIn(booking.from, booking.time_zone),
          to: clockIn(booking.to, booking.time_zone),
        })}
      </Text>
    </div>
  );
}
