import type { BookingStatus } from "@brigade/contract/enums";
import { Button } from "@mantine/core";
import { confirmAction } from "../../../components/confirm";
import { useShiftAction } from "../api/shift-action";

type Props = {
  /** An Accepted booking and the name of whoever holds it. */
  booking: { id: number; who: string };
  /** Takes the status the server returned (Released). */
  onUnassigned?: (status: BookingStatus) => void;
};

/**
 * Takes someone off a shift they were given, after a confirmation: the booking becomes Released and its
 * position opens again. The toast shows the server's message; every schedule view reloads (useShiftAction).
 */
export function UnassignButton({ booking, onUnassigned }: Props) {
  const action = useShiftAction();
  const ask = () =>
    confirmAction({
      title: `Unassign ${booking.who} from this shift?`,
      message: "The position opens again.",
      confirmLabel: "Unassign",
      onConfirm: () =>
        action.mutate(
          { id: booking.id, status: "Released" },
          { onSuccess: (answer) => onUnassigned?.(answer.payload.status) },
        ),
    });
  return (
    <Button
      size="compact-sm"
      variant="outline"
      color="red.9"
      loading={action.isPending}
      onClick={ask}
      aria-label={`Unassign ${booking.who}`}
    >
      Unassign
    </Button>
  );
}
