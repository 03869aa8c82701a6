import type { TimeOffItem } from "@brigade/contract/time-off";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useCancelTimeOff } from "../api/cancel-time-off";
import { canCancel, lengthLabel, periodLabel } from "../lib/time-off-form";
import { TimeOffStatusBadge } from "./time-off-status-badge";

type Props = { items: TimeOffItem[]; now: Date };

/** The member's time-off requests as cards: when, how long, status, reason, the manager's note, Cancel. */
export function TimeOffList({ items, now }: Props) {
  const cancel = useCancelTimeOff();

  const confirmCancel = (item: TimeOffItem) =>
    modals.openConfirmModal({
      title: "Cancel this time off?",
      centered: true,
      children: (
        <Text size="sm">
          Your {item.status === "Approved" ? "approved" : "pending"} time off on {periodLabel(item)} will be cancelled.
        </Text>
      ),
      // "Cancel" would be ambiguous here: the buttons say what each one does.
      labels: { confirm: "Cancel time off", cancel: "Keep it" },
      confirmProps: { color: "red.9" },
      onConfirm: () => cancel.mutate(item.id),
    });

  return (
    <Stack component="ul" aria-label="My time off" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {items.map((item) => {
        const period = periodLabel(item);
        return (
          <Paper component="li" key={item.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={700}>{period}</Text>
                <TimeOffStatusBadge status={item.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {lengthLabel(item)}
              </Text>
              {item.reason && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  Reason: {item.reason}
                </Text>
              )}
              {item.note && (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  Manager's note: {item.note}
                </Text>
              )}
              {item.decided_by && item.status !== "Cancelled" && (
                <Text size="xs" c="dimmed">
                  {item.status} by {item.decided_by.name}
                </Text>
              )}
              {canCancel(item, now) && (
                <Button
                  size="sm"
                  variant="default"
                  aria-label={`Cancel time off ${period}`}
                  onClick={() => confirmCancel(item)}
                  loading={cancel.isPending && cancel.variables === item.id}
                  style={{ alignSelf: "flex-start" }}
                >
                  Cancel
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
