import "@mantine/dates/styles.css";
import { MAX_TIME_OFF_REASON } from "@brigade/contract/time-off";
import { Button, Group, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../components/clock-time-input";
import { FormError } from "../../../components/form-error";
import { ApiError } from "../../../lib/api-client";
import { useRequestTimeOff } from "../api/request-time-off";
import {
  bodyOf,
  emptyTimeOff,
  firstDayToAsk,
  formErrorsOf,
  type TimeOffField,
  type TimeOffFormErrors,
  type TimeOffFormValues,
  timeOffFormErrors,
} from "../lib/time-off-form";

type Props = { opened: boolean; onClose: () => void };

/** Asks for time off: a run of whole days, or part of one day with its times, and an optional reason. */
export function RequestTimeOffDialog({ opened, onClose }: Props) {
  const { t } = useTranslation("member");
  const [values, setValues] = useState<TimeOffFormValues>(() => emptyTimeOff(new Date()));
  const [errors, setErrors] = useState<TimeOffFormErrors>({});
  const request = useRequestTimeOff();
  const minDay = firstDayToAsk(new Date());

  const set = (changes: Partial<TimeOffFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...changes };
      // Moving the first day past the last moves the last along: the usual intent, and one fewer error.
      if (changes.fromDay && (!next.toDay || next.toDay < changes.fromDay)) next.toDay = changes.fromDay;
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as (keyof TimeOffFormValues)[])
        if (field !== "partDay") delete next[field];
      if (changes.partDay !== undefined) return {};
      return next;
    });
  };

  const close = () => {
    if (request.isPending) return;
    setValues(emptyTimeOff(new Date()));
    setErrors({});
    request.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const problems = timeOffFormErrors(values);
    setErrors(problems ?? {});
    if (problems) return focusFirst(problems);
    request.mutate(bodyOf(values), {
      // The query client toasts the server's message, success or failure.
      onSuccess: close,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        const found = formErrorsOf(
          Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])),
          values.partDay,
        );
        setErrors(found);
        focusFirst(found);
      },
    });
  };

  const fieldError = (field: TimeOffField) => errors[field];
  const unplaced =
    request.error && !(request.error instanceof ApiError && request.error.status === 422 && Object.keys(errors).length)
      ? request.error
      : null;

  return (
    <Modal opened={opened} onClose={close} title={t("timeOff.dialog.title")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Switch
            size="md"
            label={t("timeOff.dialog.partDay")}
            description={t("timeOff.dialog.partDayHint")}
            checked={values.partDay}
            onChange={(event) => set({ partDay: event.currentTarget.checked })}
          />
          <SimpleGrid cols={values.partDay ? 1 : 2} spacing="xs">
            <TextInput
              id="time-off-fromDay"
              type="date"
              size="md"
              label={values.partDay ? t("timeOff.dialog.day") : t("timeOff.dialog.fromDay")}
              required
              min={minDay}
              value={values.fromDay}
              error={fieldError("fromDay")}
              onChange={(event) => set({ fromDay: event.currentTarget.value })}
              data-autofocus
            />
            {!values.partDay && (
              <TextInput
                id="time-off-toDay"
                type="date"
                size="md"
                label={t("timeOff.dialog.toDay")}
                required
                min={values.fromDay || minDay}
                value={values.toDay}
                error={fieldError("toDay")}
                onChange={(event) => set({ toDay: event.currentTarget.value })}
              />
            )}
          </SimpleGrid>
          {values.partDay && (
            <SimpleGrid cols={2} spacing="xs">
              <ClockTimeInput
                id="time-off-fromTime"
                size="md"
                label={t("timeOff.dialog.fromTime")}
                required
                value={values.fromTime}
                error={fieldError("fromTime")}
                onChange={(fromTime) => set({ fromTime })}
              />
              <ClockTimeInput
                id="time-off-toTime"
                size="md"
                label={t("timeOff.dialog.toTime")}
                required
                value={values.toTime}
                error={fieldError("toTime")}
                onChange={(toTime) => set({ toTime })}
              />
            </SimpleGrid>
          )}
          <Textarea
            id="time-off-reason"
            label={t("timeOff.dialog.reason")}
            description={t("timeOff.dialog.reasonHint", { max: MAX_TIME_OFF_REASON })}
            autosize
            minRows={2}
            maxLength={MAX_TIME_OFF_REASON}
            value={values.reason}
            error={fieldError("reason")}
            onChange={(event) => set({ reason: event.currentTarget.value })}
          />
          <FormError error={unplaced} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="md" onClick={close} disabled={request.isPending}>
              {t("timeOff.dialog.cancel")}
            </Button>
            <Button type="submit" size="md" loading={request.isPending}>
              {t("timeOff.dialog.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const ORDER: TimeOffField[] = ["fromDay", "toDay", "fromTime", "toTime", "reason"];

/** Takes the keyboard to the first field that needs a change. */
function focusFirst(errors: TimeOffFormErrors): void {
  const field = ORDER.find((f) => errors[f]);
  if (field) document.getElementById(`time-off-${field}`)?.focus();
}
