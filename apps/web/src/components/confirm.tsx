import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
};

/** Asks before anything destructive happens. */
export function confirmAction({ title, message, confirmLabel, danger = true, onConfirm }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: "Cancel" },
    confirmProps: { color: danger ? "red.9" : undefined },
    onConfirm,
  });
}
