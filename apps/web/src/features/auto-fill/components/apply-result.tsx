import {
  AUTO_FILL_MESSAGES,
  type AutoFillApplyPayload,
  type AutoFillPayload,
  type AutoFillUndoPayload,
} from "@brigade/contract/auto-fill";
import { Button, List, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { FormError } from "../../../components/form-error";
import { StepHeading } from "../../../components/step-heading";
import { StickyActions } from "../../../components/sticky-actions";
import { translated } from "../../../i18n/messages";
import { assignmentKey, skippedText, undoQuestion } from "../lib/preview";

type Props = {
  preview: AutoFillPayload;
  applied: AutoFillApplyPayload;
  /** Set once Undo has run. */
  undone: AutoFillUndoPayload | null;
  undoing: boolean;
  error: Error | null;
  onUndo: () => void;
  onClose: () => void;
};

/** What the apply booked and skipped, with Undo; then what Undo released and kept (each named from the preview). */
export function ApplyResult({ preview, applied, undone, undoing, error, onUndo, onClose }: Props) {
  const { t } = useTranslation("planning");
  const canUndo = !undone && applied.apply_id !== null && applied.applied > 0;
  const askUndo = () => {
    if (undoing) return;
    confirmAction({
      title: t("autoFill.result.undoTitle"),
      message: undoQuestion(applied.applied),
      confirmLabel: t("autoFill.result.release"),
      onConfirm: onUndo,
    });
  };

  return (
    <Stack gap="md">
      {undone ? (
        // A new heading (a new key): the keyboard moves to it when the undo is done.
        <StepHeading key="undone">{translated(AUTO_FILL_MESSAGES.undone.said(undone.released))}</StepHeading>
      ) : (
        <StepHeading key="applied">{translated(AUTO_FILL_MESSAGES.applied.said(applied.applied))}</StepHeading>
      )}
      {undone && (
        <NamedList
          id="auto-fill-kept"
          title={t("autoFill.result.kept")}
          lines={undone.kept.map((k) => ({
            key: String(k.booking_id),
            text: skippedText(k, preview.assignments, preview.time_zone),
          }))}
        />
      )}
      {!undone && (
        <NamedList
          id="auto-fill-skipped"
          title={t("autoFill.result.skipped")}
          lines={applied.skipped.map((k) => ({
            key: assignmentKey(k),
            text: skippedText(k, preview.assignments, preview.time_zone),
          }))}
        />
      )}
      {canUndo && (
        <Text size="sm" c="dimmed">
          {t("autoFill.result.undoHint")}
        </Text>
      )}
      <FormError error={error} />
      <StickyActions>
        {canUndo && (
          <Button
            variant="default"
            onClick={askUndo}
            aria-busy={undoing}
            leftSection={undoing ? <Loader size={14} aria-hidden /> : <IconArrowBackUp size={16} aria-hidden />}
          >
            {t("autoFill.result.undo")}
          </Button>
        )}
        <Button onClick={onClose} disabled={undoing}>
          {t("autoFill.result.close")}
        </Button>
      </StickyActions>
    </Stack>
  );
}

/** A titled list of what was not done ("Skipped (2)"), each line naming the person, role and time; none when empty. */
function NamedList({ id, title, lines }: { id: string; title: string; lines: { key: string; text: string }[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={4} size="h6" id={id} mb={4}>
        {title} ({lines.length})
      </Title>
      <List size="sm" style={{ overflowWrap: "anywhere" }}>
        {lines.map((line) => (
          <List.Item key={line.key}>{line.text}</List.Item>
        ))}
      </List>
    </section>
  );
}
