import { leaveReasonError, MAX_LEAVE_REASON, type MyShiftItem } from "@brigade/contract/member";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useApplyForLeave } from "../api/apply-for-leave";
import { dayLabel, timeRange } from "../lib/member-time";

type Props = { booking: MyShiftItem | null; onClose: () => void };

/** Asks for leave from an Accepted shift; the reason is required, as the server requires it. */
export function LeaveDialog({ booking, onClose }: Props) {
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
    const problem = leaveReasonError(reason);
    setError(problem);
    if (problem) return;
    apply.mutate(
      { id: booking.id, reason: reason.trim() },
      // The server's message, success or failure, is shown as a toast by the query client.
      { onSuccess: close },
    );
  };

  const zone = booking?.location.time_zone.value ?? "UTC";
  return (
    <Modal opened={booking !== null} onClose={close} title="Apply for leave" centered>
      {booking && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {booking.shift.name}, {dayLabel(booking.from, zone)},{" "}
              {timeRange(booking.from, booking.to, zone, booking.location.time_zone.abbr)} at {booking.location.name}
            </Text>
            <Textarea
              label="Reason"
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
                Cancel
              </Button>
              <Button type="submit" loading={apply.isPending}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
