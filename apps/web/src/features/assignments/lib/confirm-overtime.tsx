import {
  CROSSES_LIMIT_CONFIRMATION,
  OVERTIME_CONFIRMATION,
  type OvertimeConfirmation,
} from "@brigade/contract/assignments";
import { Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle } from "@tabler/icons-react";

/** Who is being assigned and the hours their week would come to with this slot. */
export type OvertimeSubject = { name: string; weekHours: number };

/**
 * Asks before an assignment over the weekly limit; resolves true only when the manager confirms. `atLimit` is
 * the spec's warning (the week already holds the limit); `crossesLimit` says which hours this slot leads to.
 */
export function confirmOvertime(kind: OvertimeConfirmation, subject: OvertimeSubject): Promise<boolean> {
  const words =
    kind === "atLimit"
      ? OVERTIME_CONFIRMATION
      : { ...CROSSES_LIMIT_CONFIRMATION, text: CROSSES_LIMIT_CONFIRMATION.text(subject.name, subject.weekHours) };
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: (
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle size={22} color="var(--mantine-color-orange-8)" aria-label="Warning" />
          <span>{words.title}</span>
        </Group>
      ),
      centered: true,
      closeOnClickOutside: false,
      children: <Text size="sm">{words.text}</Text>,
      labels: { confirm: words.confirm, cancel: words.cancel },
      onConfirm: () => resolve(true),
      // Cancel, Escape and the close icon all mean no.
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
