import type { BookingStatus } from "@brigade/contract/enums";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("requests");
  const action = useShiftAction(onUnassigned);
  const ask = () =>
    confirmAction({
      title: t("unassign.title", { who: booking.who }),
      message: t("unassign.message"),
      confirmLabel: t("unassign.button"),
      onConfirm: () => action.mutate({ id: booking.id, status: "Released" }),
    });
  return (
    <Button
      size="compact-sm"
      variant="outline"
      color="red.9"
      loading={action.isPending}
      onClick={ask}
      aria-label={t("unassign.label", { who: booking.who })}
    >
      {t("unassign.button")}
    </Button>
  );
}
