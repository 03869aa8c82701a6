import { type TimeOffItem, timeOffDecisionBody } from "@brigade/contract/time-off";
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { fieldRule } from "../../../lib/validate";
import { useDecideTimeOff } from "../api/decide-time-off";
import { useTimeOffConflicts } from "../api/time-off-conflicts";
import { timeOffDays, timeOffTimes } from "../lib/time-off-when";
import type { TimeOffDecision } from "./time-off-actions";
import { TimeOffConflicts } from "./time-off-conflicts";

export type DecisionTarget = { request: TimeOffItem; decision: TimeOffDecision };

type Props = {
  /** The last request chosen; kept while the dialog closes, so its content does not vanish mid-animation. */
  target: DecisionTarget | null;
  opened: boolean;
  onClose: () => void;
};

/** Approve or deny one request, after seeing the requester's shifts in that period. */
export function TimeOffDecisionDialog({ target, opened, onClose }: Props) {
  const { t } = useTranslation("requests");
  return (
    <Modal opened={opened} onClose={onClose} title={target ? t(`timeOffDialog.title.${target.decision}`) : ""} centered>
      {target && (
        <DecisionForm key={`${target.request.id}-${target.decision}`} {...target} opened={opened} onClose={onClose} />
      )}
    </Modal>
  );
}

type Values = { note: string; release: boolean };

function DecisionForm({
  request,
  decision,
  opened,
  onClose,
}: DecisionTarget & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("requests");
  const conflicts = useTimeOffConflicts(request.id, opened);
  const decide = useDecideTimeOff();
  const form = useForm<Values>({
    initialValues: { note: "", release: false },
    validate: { note: fieldRule(timeOffDecisionBody.shape.note) },
  });
  const approving = decision === "Approved";
  const shifts = conflicts.data ?? [];

  const submit = form.onSubmit(({ note, release }) => {
    if (decide.isPending) return;
    decide.mutate(
      {
        id: request.id,
        status: decision,
        note: note.trim() || undefined,
        release_conflicts: approving && release && shifts.length > 0,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          applyServerErrors(form, error);
          // Refused for good (their own request, decided meanwhile, gone): the toast says why and the list
          // shows the request as it is now. A 422 or a network failure keeps the dialog and the note.
          if (error instanceof ApiError && [403, 404, 409].includes(error.status)) onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{request.employee.name}</Text>
          <Text size="sm">
            {timeOffDays(request)} · {timeOffTimes(request)}
          </Text>
          {request.reason && (
            <Text size="sm" c="dimmed">
              {t("timeOff.reason", { reason: request.reason })}
            </Text>
          )}
        </div>
        <TimeOffConflicts query={conflicts} approving={approving} />
        {approving && shifts.length > 0 && (
          <Checkbox
            label={t("timeOffDialog.release")}
            description={t("timeOffDialog.releaseHint")}
            {...form.getInputProps("release", { type: "checkbox" })}
          />
        )}
        <Textarea
          label={t("timeOffDialog.note")}
          description={t("timeOffDialog.noteHint")}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps("note")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("timeOffDialog.cancel")}
          </Button>
          <Button
            type="submit"
            color={approving ? "teal.9" : "red.9"}
            loading={decide.isPending}
            disabled={conflicts.isPending}
          >
            {t(`timeOffDialog.submit.${decision}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
