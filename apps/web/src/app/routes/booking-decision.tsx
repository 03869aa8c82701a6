import type { BookingStatus } from "@brigade/contract/enums";
import type { ShiftBookingItem } from "@brigade/contract/shifts";
import { BookingHistory } from "../../features/decisions/components/booking-history";
import { DecisionMenu } from "../../features/decisions/components/decision-actions";

// The decisions feature's menu and history for a booking of the calendar's shift panel (composed here,
// since one feature does not import another).

export function BookingDecision(props: {
  booking: ShiftBookingItem;
  shiftName?: string;
  onDecided: (status: BookingStatus) => void;
}) {
  const { booking, shiftName, onDecided } = props;
  return (
    <DecisionMenu
      booking={{ id: booking.id, status: booking.status, who: booking.employee.user.name, shiftName }}
      onDecided={onDecided}
    />
  );
}

export const BookingHistoryOf = ({ booking }: { booking: ShiftBookingItem }) => (
  <BookingHistory bookingId={booking.id} who={booking.employee.user.name} />
);
