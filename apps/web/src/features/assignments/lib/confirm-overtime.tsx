import { OVERTIME_CONFIRMATION as C } from "@brigade/contract/assignments";
import { Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle } from "@tabler/icons-react";

/** The spec's over-time warning; resolves true only when the manager presses Yes, Accept. */
export function confirmOvertime(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: (
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-orange-8)" aria-label="Warning" />
          <span>{C.title}</span>
        </Group>
      ),
      centered: true,
      closeOnClickOutside: false,
      children: <Text size="sm">{C.text}</Text>,
      labels: { confirm: C.confirm, cancel: C.cancel },
      onConfirm: () => resolve(true),
      // Cancel, Escape and the close icon all mean no.
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
