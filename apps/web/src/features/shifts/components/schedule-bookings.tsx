import { isUndecided } from "@brigade/contract/decisions";
import type { BookingStatus } from "@brigade/contract/enums";
import type { ShiftBookingItem, ShiftItem } from "@brigade/contract/shifts";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockIn, dateTimeIn } from "../../../lib/formats";

/** Composes a booking's action from another feature; `onDecided` takes the status the server returned. */
export type BookingAction = (
  booking: ShiftBookingItem,
  onDecided: (status: BookingStatus) => void,
  shift: ShiftItem,
) => ReactNode;

type Props = {
  shift: ShiftItem;
  /** The bookings shown (those of the role chosen in the panel). */
  bookings: ShiftBookingItem[];
  zone: string;
  /** The Accept/Reject menu of an undecided booking. */
  renderDecision?: BookingAction;
  /** The Unassign action of an Accepted booking. */
  renderUnassign?: BookingAction;
  /** The booking's recorded history (e.g. a "History" popover). */
  renderHistory?: (booking: ShiftBookingItem) => ReactNode;
};

/** A decision's answer, kept while the booking still shows the status it was made on. */
type Decided = { on: BookingStatus; to: BookingStatus };

/** The panel's Schedule tab: who is booked, with status, role and time, and what may be done about each. */
export function ScheduleBookings({ shift, bookings, zone, renderDecision, renderUnassign, renderHistory }: Props) {
  const { t } = useTranslation("schedule");
  // What the server answered to a decision, shown until the refetched shift carries it (or a newer status).
  const [decided, setDecided] = useState<Record<number, Decided>>({});
  const rows = useRef(new Map<number, HTMLDivElement>());
  // The booking whose Unassign button just went: focused once the render without the button is on the page. A frame
  // later was not enough: the confirmation's own focus return could put focus back on the button before React removed
  // it, leaving focus nowhere (a full run on 2026-12-02).
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    // Kept set while watched: clearing it would end the watch at once (the effect's cleanup stops it).
    return keepFocusOn(() => rows.current.get(refocus));
  }, [refocus]);

  if (bookings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("bookings.none")}
      </Text>
    );

  return (
    <Stack gap="xs">
      {bookings.map((b) => {
        const answer = decided[b.id];
        const status = answer && answer.on === b.status ? answer.to : b.status;
        const record = (to: BookingStatus) => setDecided((d) => ({ ...d, [b.id]: { on: b.status, to } }));
        // The Unassign button goes with the Accepted status: focus moves to the booking's row, which stays.
        const unassigned = (to: BookingStatus) => {
          record(to);
          setRefocus(b.id);
        };
        return (
          <Paper
            key={b.id}
            withBorder
            p="xs"
            radius="md"
            data-booking-id={b.id}
            tabIndex={-1}
            className="mantine-focus-auto"
            ref={(el: HTMLDivElement | null) => {
              if (el) rows.current.set(b.id, el);
              else rows.current.delete(b.id);
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {b.employee.user.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {b.area_role.name} · {dateTimeIn(b.from, zone)} – {clockIn(b.to, zone)}
                </Text>
                <Group gap={4}>
                  <Badge size="sm" variant="light" w="fit-content">
                    {t(`enums.bookingStatus.${status}`)}
                  </Badge>
                  {renderHistory?.(b)}
                </Group>
              </Stack>
              {/* Spec: the menu only while not Accepted, Released or Rejected; otherwise "Approved". */}
              {isUndecided(status) ? (
                renderDecision?.({ ...b, status }, record, shift)
              ) : (
                <Stack gap={4} align="flex-end">
                  <Text size="sm" c="teal.9" fw={600}>
                    {t("bookings.approved")}
                  </Text>
                  {status === "Accepted" && renderUnassign?.({ ...b, status }, unassigned, shift)}
                </Stack>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** How long a moved focus is watched: the confirmation's closing and the shift's refetch both end within it. */
const KEEP_FOCUS_MS = 1500;

/**
 * Focuses an element, and again whenever the focus falls to the page itself in the next moments: the confirmation
 * closing (its focus return finds the Unassign button gone) or the refetched shift drawing the row anew could
 * otherwise leave focus nowhere (full runs on 2026-12-02 and 2026-12-03). Stops early once the user focuses anything
 * else; returns the stop.
 */
function keepFocusOn(target: () => HTMLElement | undefined): () => void {
  target()?.focus();
  const until = performance.now() + KEEP_FOCUS_MS;
  let frame = requestAnimationFrame(function check() {
    const active = document.activeElement;
    const element = target();
    if (active && active !== document.body && active !== element) return;
    if (element && active !== element) element.focus();
    if (performance.now() < until) frame = requestAnimationFrame(check);
  });
  return () => cancelAnimationFrame(frame);
}
