import type { BookingStatus } from "@brigade/contract/enums";
import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChangePay } from "../../../components/change-pay";
import { confirmAction } from "../../../components/confirm";
import { changeNoteFields } from "../../../lib/change-pay";
import { notifyError } from "../../../lib/notify";
import { previewShiftAction, useShiftAction } from "../api/shift-action";

type Props = {
  /** An Accepted booking and the name of whoever holds it. */
  booking: { id: number; who: string };
  /** The location of the booking's shift: under fair-workweek rules, the pay of unassigning is shown first. */
  locationId: number;
  /** Takes the status the server returned (Released). */
  onUnassigned?: (status: BookingStatus) => void;
};

/**
 * Takes someone off a shift they were given, after a confirmation: the booking becomes Released and its
 * position opens again. At a location under fair-workweek rules, when taking the position costs predictability pay,
 * that confirmation shows the pay and takes a reason or an exemption (useChangePay); otherwise it is the plain one.
 * The toast shows the server's message; every schedule view reloads (useShiftAction).
 */
export function UnassignButton({ booking, locationId, onUnassigned }: Props) {
  const { t } = useTranslation("requests");
  const action = useShiftAction(onUnassigned);
  const pay = useChangePay();
  const release = { id: booking.id, status: "Released" as const };
  const ask = async () => {
    if (pay.checking || action.isPending) return;
    try {
      const paid = await pay.check({
        locationId,
        preview: (note) => previewShiftAction({ ...release, ...changeNoteFields(note) }),
        // A failure is toasted by the mutation cache, as the plain unassign's.
        send: (note) => action.mutateAsync({ ...release, ...changeNoteFields(note) }),
        lead: (
          <Text size="sm" fw={600}>
            {t("unassign.title", { who: booking.who })}
          </Text>
        ),
      });
      if (paid.status !== "free") return;
    } catch (error) {
      // The dry run's refusal reads as the unassign's own would.
      notifyError(error);
      return;
    }
    confirmAction({
      title: t("unassign.title", { who: booking.who }),
      message: t("unassign.message"),
      confirmLabel: t("unassign.button"),
      onConfirm: () => action.mutate(release),
    });
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        loading={action.isPending || pay.checking}
        onClick={ask}
        aria-label={t("unassign.label", { who: booking.who })}
      >
        {t("unassign.button")}
      </Button>
      {pay.dialog}
    </>
  );
}
