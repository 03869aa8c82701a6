import { dateTimeIn } from "@brigade/contract/dates";
import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { shiftZone } from "../lib/shift-title";

/** Bookings that hold a position on the shift (Accepted, Apply For Leave, Leave Rejected): people it counts on. */
export const bookedPositions = (shift: ShiftItem) =>
  shift.shift_timeline.filter((b) => HOLDING_STATUSES.includes(b.status)).length;

/** The warning before deleting a shift people are booked on: they lose their positions. */
export const bookedWarning = (booked: number) =>
  booked === 1
    ? "This shift has 1 booked position; deleting it releases it."
    : `This shift has ${booked} booked positions; deleting it releases them.`;

/**
 * Asks before a shift is deleted (from the calendar's panel and the shifts table); a shift with booked
 * positions says so first. A shift that has started is refused by the server (409), which the toast reports.
 */
export function confirmDeleteShift(shift: ShiftItem, onConfirm: () => void): void {
  const booked = bookedPositions(shift);
  const what = `${shift.name} on ${dateTimeIn(shift.from, shiftZone(shift))}`;
  modals.openConfirmModal({
    title: "Delete this shift?",
    centered: true,
    children:
      booked === 0 ? (
        <Text size="sm">{what} and all its bookings will be removed.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {bookedWarning(booked)}
          </Text>
          <Text size="sm">{what} and all its bookings will be removed.</Text>
        </Stack>
      ),
    labels: { confirm: "Delete shift", cancel: "Cancel" },
    confirmProps: { color: "red.9" },
    onConfirm,
  });
}
