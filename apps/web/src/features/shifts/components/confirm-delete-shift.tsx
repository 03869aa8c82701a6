import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useChangePay } from "../../../components/change-pay";
import { i18next } from "../../../i18n";
import { dateTimeIn } from "../../../lib/formats";
import { notifyError } from "../../../lib/notify";
import { previewDeleteShift, useDeleteShift } from "../api/delete-shift";
import { shiftZone } from "../lib/shift-title";

// The confirmation opens outside React's tree: it takes its words from i18next when it opens.
const t = i18next.t;

/** Bookings that hold a position on the shift (Accepted, Apply For Leave, Leave Rejected): people it counts on. */
export const bookedPositions = (shift: ShiftItem) =>
  shift.shift_timeline.filter((b) => HOLDING_STATUSES.includes(b.status)).length;

/** The warning before deleting a shift people are booked on: they lose their positions. */
export const bookedWarning = (booked: number) => t("schedule:deleteShift.booked", { count: booked });

/** What deleting the shift does: the shift removed and, when people are booked on it, how many positions go. */
function DeleteText({ shift }: { shift: ShiftItem }) {
  const booked = bookedPositions(shift);
  const removed = t("schedule:deleteShift.removed", {
    name: shift.name,
    when: dateTimeIn(shift.from, shiftZone(shift)),
  });
  if (booked === 0) return <Text size="sm">{removed}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {bookedWarning(booked)}
      </Text>
      <Text size="sm">{removed}</Text>
    </Stack>
  );
}

/**
 * Asks before a shift is deleted (from the calendar's panel and the shifts table); a shift with booked
 * positions says so first. A shift that has started is refused by the server (409), which the toast reports.
 */
export function confirmDeleteShift(shift: ShiftItem, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t("schedule:deleteShift.title"),
    centered: true,
    children: <DeleteText shift={shift} />,
    labels: { confirm: t("schedule:deleteShift.confirm"), cancel: t("schedule:actions.cancel") },
    confirmProps: { color: "red.9" },
    onConfirm,
  });
}

/**
 * Deleting a shift, asked first: at a location under fair-workweek rules, when the positions it cancels cost
 * predictability pay, the confirmation shows that pay and takes a reason or an exemption (useChangePay); otherwise it
 * is the plain one above. `onDeleted` runs once the shift is gone. The mutation cache toasts the server's message
 * (the 409 of a shift that has started, too; from the pay's dry run, the same refusal, before any confirmation).
 * `dialog` is to be rendered by the caller.
 */
export function useAskToDelete() {
  const remove = useDeleteShift();
  const pay = useChangePay();
  const ask = async (shift: ShiftItem, onDeleted?: () => void) => {
    if (pay.checking || remove.isPending) return;
    try {
      const paid = await pay.check({
        locationId: shift.location_id,
        preview: (note) => previewDeleteShift(shift.id, note),
        send: async (note) => {
          await remove.mutateAsync({ id: shift.id, note });
          onDeleted?.();
        },
        lead: <DeleteText shift={shift} />,
      });
      if (paid.status !== "free") return;
    } catch (error) {
      notifyError(error);
      return;
    }
    confirmDeleteShift(shift, () => remove.mutate({ id: shift.id }, { onSuccess: onDeleted }));
  };
  return { ask, busy: remove.isPending || pay.checking, dialog: pay.dialog };
}
