import type { BookingStatus } from "@brigade/contract/enums";
import type { ShiftBookingItem } from "@brigade/contract/shifts";
import { BookingHistory } from "../../features/decisions/components/booking-history";
import { DecisionMenu } from "../../features/decisions/components/decision-actions";
import { UnassignButton } from "../../features/decisions/components/unassign-button";
import { useSession } from "../session";

// The decisions feature's menu, Unassign button and history for a booking of the calendar's shift panel (composed here,
// since one feature does not import another).

export function BookingDecision(props: {
  booking: ShiftBookingItem;
  shiftName?: string;
  onDecided: (status: BookingStatus) => void;
}) {
  const { booking, shiftName, onDecided } = props;
  const own = useSession().employee?.id === booking.employee.id;
  return (
    <DecisionMenu
      booking={{ id: booking.id, status: booking.status, who: booking.employee.user.name, shiftName, own }}
      onDecided={onDecided}
    />
  );
}

export const BookingHistoryOf = ({ booking }: { booking: ShiftBookingItem }) => (
  <BookingHistory bookingId={booking.id} who={booking.employee.user.name} />
);

/**
 * Unassigning is a decision too: a manager's own booking is left to someone else. The shift's location says whether
 * fair-workweek rules apply (the pay of unassigning is shown first).
 */
export function BookingUnassign(props: {
  booking: ShiftBookingItem;
  locationId: number;
  onUnassigned: (status: BookingStatus) => void;
}) {
  const own = useSession().employee?.id === props.booking.employee.id;
  if (own) return null;
  return (
    <UnassignButton
      booking={{ id: props.booking.id, who: props.booking.employee.user.name }}
      locationId={props.locationId}
      onUnassigned={props.onUnassigned}
    />
  );
}
