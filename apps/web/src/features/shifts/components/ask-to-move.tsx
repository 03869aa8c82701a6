import { describeTimeZone } from "@brigade/contract/time-zones";
import type { EventChangeInfo } from "@fullcalendar/react";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { dateTimeIn } from "../../../lib/formats";
import { useMoveShift } from "../api/move-shift";
import type { ShiftEventProps } from "../lib/calendar-events";
import { fromCalendarDate } from "../lib/zoned-time";

/**
 * A dragged or resized event asks before it moves its shift, in the shift's own location's time; a refusal,
 * a cancel or a failed move puts the event back. `calendarZone` is the zone the calendar reads dates in.
 */
export function useAskToMove(calendarZone: string) {
  const { t } = useTranslation("schedule");
  const move = useMoveShift();

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
    let confirmed = false;
    modals.openConfirmModal({
      title: t("moveShift.title"),
      centered: true,
      children: (
        <Text size="sm">
          {t("moveShift.text", {
            name: shift.name,
            location: location.name,
            from: dateTimeIn(start, zone),
            to: dateTimeIn(end, zone),
            zone: describeTimeZone(zone, start).text,
          })}
        </Text>
      ),
      labels: { confirm: t("moveShift.confirm"), cancel: t("actions.cancel") },
      onConfirm: () => {
        confirmed = true;
        move.mutate(
          { id: shift.id, from: start.toISOString(), to: end.toISOString() },
          // The mutation cache toasts the server's message (why a move was refused, too).
          { onError: () => info.revert() },
        );
      },
      onClose: () => {
        if (!confirmed) info.revert();
      },
    });
  };

  return { askToMove, moving: move.isPending };
}
