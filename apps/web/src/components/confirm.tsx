import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { i18next } from "../i18n";

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
    labels: { confirm: confirmLabel, cancel: i18next.t("common:actions.cancel") },
    confirmProps: { color: danger ? "red.9" : undefined },
    onConfirm,
  });
}
