import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { i18next } from "../../../i18n";
import { dateTimeIn } from "../../../lib/formats";
import { shiftZone } from "../lib/shift-title";

// The confirmation opens outside React's tree: it takes its words from i18next when it opens.
const t = i18next.t;

/** Bookings that hold a position on the shift (Accepted, Apply For Leave, Leave Rejected): people it counts on. */
export const bookedPositions = (shift: ShiftItem) =>
  shift.shift_timeline.filter((b) => HOLDING_STATUSES.includes(b.status)).length;

/** The warning before deleting a shift people are booked on: they lose their positions. */
export const bookedWarning = (booked: number) => t("schedule:deleteShift.booked", { count: booked });

/**
 * Asks before a shift is deleted (from the calendar's panel and the shifts table); a shift with booked
 * positions says so first. A shift that has started is refused by the server (409), which the toast reports.
 */
export function confirmDeleteShift(shift: ShiftItem, onConfirm: () => void): void {
  const booked = bookedPositions(shift);
  const removed = t("schedule:deleteShift.removed", {
    name: shift.name,
    when: dateTimeIn(shift.from, shiftZone(shift)),
  });
  modals.openConfirmModal({
    title: t("schedule:deleteShift.title"),
    centered: true,
    children:
      booked === 0 ? (
        <Text size="sm">{removed}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {bookedWarning(booked)}
          </Text>
          <Text size="sm">{removed}</Text>
        </Stack>
      ),
    labels: { confirm: t("schedule:deleteShift.confirm"), cancel: t("schedule:actions.cancel") },
    confirmProps: { color: "red.9" },
    onConfirm,
  });
}
