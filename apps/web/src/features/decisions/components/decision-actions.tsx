import type { BookingStatus } from "@brigade/contract/enums";
import { ActionIcon, Button, Group, Menu, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { useShiftAction } from "../api/shift-action";

/** What a decision needs to know of a booking; `own` when it is the signed-in manager's own request. */
export type DecidableBooking = { id: number; status: BookingStatus; who: string; shiftName?: string; own?: boolean };

/** Nobody decides their own request (the server refuses it too): said instead of the actions. */
function OwnRequest() {
  const { t } = useTranslation("requests");
  return (
    <Text size="sm" c="dimmed">
      {t("decide.ownRequest")}
    </Text>
  );
}

/** Accept and reject, the latter after a confirmation; `onDecided` gets the status the server returned. */
function useDecide(booking: DecidableBooking, onDecided?: (status: BookingStatus) => void) {
  const { t } = useTranslation("requests");
  const action = useShiftAction(onDecided);
  const leave = booking.status === "Apply For Leave";
  // The spec's client sends Accepted or Rejected; on a leave request the server makes them Released or Leave Rejected.
  const send = (status: "Accepted" | "Rejected") => action.mutate({ id: booking.id, status });
  const { who, shiftName: shift } = booking;
  const reject = () =>
    confirmAction({
      title: leave ? t("decide.rejectLeaveTitle") : t("decide.rejectShiftTitle"),
      message: leave
        ? shift !== undefined
          ? t("decide.keepsShift", { who, shift })
          : t("decide.keepsTheShift", { who })
        : shift !== undefined
          ? t("decide.willNotGetShift", { who, shift })
          : t("decide.willNotGetTheShift", { who }),
      confirmLabel: t("decide.reject"),
      onConfirm: () => send("Rejected"),
    });
  return { accept: () => send("Accepted"), reject, busy: action.isPending, leave };
}

/** The calendar panel's menu: Accept and Reject (for a leave request: approve and reject it). */
export function DecisionMenu({
  booking,
  onDecided,
}: {
  booking: DecidableBooking;
  onDecided?: (status: BookingStatus) => void;
}) {
  const { t } = useTranslation("requests");
  const { accept, reject, busy } = useDecide(booking, onDecided);
  if (booking.own) return <OwnRequest />;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t("decide.actionsFor", { who: booking.who })} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={accept}>{t("decide.accept")}</Menu.Item>
        <Menu.Item color="red.9" onClick={reject}>
          {t("decide.reject")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The listing's buttons: Accept/Reject on a pickup request, Approve/Reject on a leave request. */
export function DecisionButtons({ booking }: { booking: DecidableBooking }) {
  const { t } = useTranslation("requests");
  const { accept, reject, busy, leave } = useDecide(booking);
  if (booking.own) return <OwnRequest />;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="teal.9"
        onClick={accept}
        disabled={busy}
        aria-label={
          leave ? t("decide.approveLabel", { who: booking.who }) : t("decide.acceptLabel", { who: booking.who })
        }
      >
        {leave ? t("decide.approve") : t("decide.accept")}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        onClick={reject}
        disabled={busy}
        aria-label={t("decide.rejectLabel", { who: booking.who })}
      >
        {t("decide.reject")}
      </Button>
    </Group>
  );
}
