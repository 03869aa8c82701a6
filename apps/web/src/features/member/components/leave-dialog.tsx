import { leaveReasonError, MAX_LEAVE_REASON, type MyShiftItem } from "@brigade/contract/member";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { useApplyForLeave } from "../api/apply-for-leave";
import { dayLabel, timeRange } from "../lib/member-time";

type Props = { booking: MyShiftItem | null; onClose: () => void; onSent?: (booking: MyShiftItem) => void };

/** Asks for leave from an Accepted shift; the reason is required, as the server requires it. */
export function LeaveDialog({ booking, onClose, onSent }: Props) {
  const { t } = useTranslation("member");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyForLeave();

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!booking || apply.isPending) return;
    const found = leaveReasonError(reason);
    const problem = found && translated(found);
    setError(problem);
    if (problem) return;
    apply.mutate(
      { id: booking.id, reason: reason.trim() },
      // The server's message, success or failure, is shown as a toast by the query client.
      {
        onSuccess: () => {
          onSent?.(booking);
          close();
        },
      },
    );
  };

  const zone = booking?.location.time_zone.value ?? "UTC";
  return (
    <Modal opened={booking !== null} onClose={close} title={t("leaveDialog.title")} centered>
      {booking && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t("leaveDialog.shift", {
                shift: booking.shift.name,
                day: dayLabel(booking.from, zone),
                time: timeRange(booking.from, booking.to, zone, booking.location.time_zone.abbr),
                location: booking.location.name,
              })}
            </Text>
            <Textarea
              label={t("leaveDialog.reason")}
              required
              autosize
              minRows={3}
              maxLength={MAX_LEAVE_REASON}
              value={reason}
              error={error}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                if (error) setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t("leaveDialog.cancel")}
              </Button>
              <Button type="submit" loading={apply.isPending}>
                {t("leaveDialog.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
