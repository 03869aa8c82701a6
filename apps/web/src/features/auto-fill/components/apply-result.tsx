import {
  AUTO_FILL_MESSAGES,
  type AutoFillApplyPayload,
  type AutoFillPayload,
  type AutoFillUndoPayload,
} from "@brigade/contract/auto-fill";
import { Button, List, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { confirmAction } from "../../../components/confirm";
import { FormError } from "../../../components/form-error";
import { skippedText, undoQuestion } from "../lib/preview";
import { StepHeading } from "./step-heading";
import { StickyActions } from "./sticky-actions";

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
  const canUndo = !undone && applied.apply_id !== null && applied.applied > 0;
  const askUndo = () => {
    if (undoing) return;
    confirmAction({
      title: "Undo auto-fill",
      message: undoQuestion(applied.applied),
      confirmLabel: "Release them",
      onConfirm: onUndo,
    });
  };

  return (
    <Stack gap="md">
      {undone ? (
        // A new heading (a new key): the keyboard moves to it when the undo is done.
        <StepHeading key="undone">{AUTO_FILL_MESSAGES.undone(undone.released)}</StepHeading>
      ) : (
        <StepHeading key="applied">{AUTO_FILL_MESSAGES.applied(applied.applied)}</StepHeading>
      )}
      {undone && undone.kept.length > 0 && (
        <section aria-labelledby="auto-fill-kept">
          <Title order={4} size="h6" id="auto-fill-kept" mb={4}>
            Kept ({undone.kept.length})
          </Title>
          <List size="sm" style={{ overflowWrap: "anywhere" }}>
            {undone.kept.map((k) => (
              <List.Item key={k.booking_id}>{skippedText(k, preview.assignments, preview.time_zone)}</List.Item>
            ))}
          </List>
        </section>
      )}
      {!undone && applied.skipped.length > 0 && (
        <section aria-labelledby="auto-fill-skipped">
          <Title order={4} size="h6" id="auto-fill-skipped" mb={4}>
            Skipped ({applied.skipped.length})
          </Title>
          <List size="sm" style={{ overflowWrap: "anywhere" }}>
            {applied.skipped.map((s) => (
              <List.Item key={`${s.slot_id}:${s.area_role_id}:${s.employee_id}`}>
                {skippedText(s, preview.assignments, preview.time_zone)}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {canUndo && (
        <Text size="sm" c="dimmed">
          Undo releases exactly these bookings, unless one has changed since.
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
            Undo
          </Button>
        )}
        <Button onClick={onClose} disabled={undoing}>
          Close
        </Button>
      </StickyActions>
    </Stack>
  );
}
