import { describeTimeZone } from "@brigade/contract/time-zones";
import type { EventChangeInfo } from "@fullcalendar/react";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { useChangePay } from "../../../components/change-pay";
import { changeNoteFields } from "../../../lib/change-pay";
import { dateTimeIn } from "../../../lib/formats";
import { notifyError } from "../../../lib/notify";
import { previewMoveShift, useMoveShift } from "../api/move-shift";
import type { ShiftEventProps } from "../lib/calendar-events";
import { fromCalendarDate } from "../lib/zoned-time";

/**
 * A dragged or resized event asks before it moves its shift, in the shift's own location's time; a refusal,
 * a cancel or a failed move puts the event back. `calendarZone` is the zone the calendar reads dates in.
 * At a location under fair-workweek rules the move's dry run comes first: when the positions it moves cost
 * predictability pay, the question shows that pay and takes a reason or an exemption (useChangePay) in place of the
 * plain one, and a refusal puts the event back at once. `payDialog` is to be rendered with the calendar.
 */
export function useAskToMove(calendarZone: string) {
  const { t } = useTranslation("schedule");
  const move = useMoveShift();
  const pay = useChangePay();

  const askToMove = (info: EventChangeInfo) => {
    const { shift, location } = info.event.extendedProps as ShiftEventProps;
    const zone = location.time_zone;
    if (!info.event.start || !info.event.end) {
      info.revert();
      return;
    }
    // The same wall-clock time in the shift's own location (it differs from the calendar's under Show All).
    const start = fromCalendarDate(info.event.start, calendarZone, zone);
    const end = fromCalendarDate(info.event.end, calendarZone, zone);
    const times = { id: shift.id, from: start.toISOString(), to: end.toISOString() };
    const text = t("moveShift.text", {
      name: shift.name,
      location: location.name,
      from: dateTimeIn(start, zone),
      to: dateTimeIn(end, zone),
      zone: describeTimeZone(zone, start).text,
    });

    const askPlainly = () => {
      let confirmed = false;
      modals.openConfirmModal({
        title: t("moveShift.title"),
        centered: true,
        children: <Text size="sm">{text}</Text>,
        labels: { confirm: t("moveShift.confirm"), cancel: t("actions.cancel") },
        onConfirm: () => {
          confirmed = true;
          move.mutate(
            times,
            // The mutation cache toasts the server's message (why a move was refused, too).
            { onError: () => info.revert() },
          );
        },
        onClose: () => {
          if (!confirmed) info.revert();
        },
      });
    };

    pay
      .check({
        locationId: location.id,
        preview: (note) => previewMoveShift({ ...times, ...changeNoteFields(note) }),
        // A failure is toasted by the mutation cache, as the plain move's.
        send: (note) => move.mutateAsync({ ...times, ...changeNoteFields(note) }),
        lead: <Text size="sm">{text}</Text>,
      })
      .then(
        (paid) => {
          if (paid.status === "free") askPlainly();
          // Nothing moved: the event goes back to where the shift still is.
          else if (paid.status !== "sent") info.revert();
        },
        (error) => {
          // The dry run's refusal reads as the move's own would.
          notifyError(error);
          info.revert();
        },
      );
  };

  return { askToMove, moving: move.isPending || pay.checking, payDialog: pay.dialog };
}
