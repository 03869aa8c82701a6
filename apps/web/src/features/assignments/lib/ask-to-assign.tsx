import { Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconAlertTriangle } from "@tabler/icons-react";
import { i18next } from "../../../i18n";

/** The words of a question asked before an assignment: one paragraph per reason. */
export type AssignQuestion = { title: string; paragraphs: string[]; confirm: string; cancel: string };

/**
 * Asks before an assignment the manager may not want (over the weekly limit, someone unavailable or short of
 * rest); resolves true only when they confirm. Cancel, Escape and the close icon all mean no.
 */
export function askToAssign(question: AssignQuestion): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: (
        <Group gap="xs" wrap="nowrap">
          <IconAlertTriangle
            size={22}
            color="var(--mantine-color-orange-8)"
            aria-label={i18next.t("planning:assign.warning")}
          />
          <span>{question.title}</span>
        </Group>
      ),
      centered: true,
      closeOnClickOutside: false,
      children: (
        <Stack gap="xs">
          {question.paragraphs.map((text) => (
            <Text size="sm" key={text}>
              {text}
            </Text>
          ))}
        </Stack>
      ),
      labels: { confirm: question.confirm, cancel: question.cancel },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
