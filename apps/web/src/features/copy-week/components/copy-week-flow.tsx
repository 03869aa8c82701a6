import type { LocationItem } from "@brigade/contract/locations";
import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCopy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { PreviewPay } from "../../../components/preview-pay";
import { QueryError } from "../../../components/query-error";
import { StepHeading } from "../../../components/step-heading";
import { ApiError } from "../../../lib/api-client";
import { useLocationRules } from "../../../lib/change-rules-query";
import { notifySuccess } from "../../../lib/notify";
import { type CopyWeekAnswer, useCopyPreview, useCopyWeek } from "../api/copy-week";
import {
  bodyOf,
  type CopyWeekErrors,
  type CopyWeekValues,
  errorsByField,
  FIELD_ORDER,
  formErrors,
  initialValues,
} from "../lib/copy-week-form";
import { CopySummary } from "./copy-summary";
import { CopyWeekFields } from "./copy-week-fields";

type Props = {
  locations: LocationItem[];
  initialLocationId: number | null;
  shownWeek: string;
  onClose: () => void;
  /** Tells the dialog when closing would lose the copy's answer. */
  onBusyChange: (busy: boolean) => void;
};

/** A 422's field errors, placed next to their fields. */
const fieldErrorsOf = (error: unknown): CopyWeekErrors =>
  error instanceof ApiError && error.status === 422 ? errorsByField(Object.entries(error.errors)) : {};

/** The dialog's content: choose, see the dry run's preview as the fields change, copy, see what was done. */
export function CopyWeekFlow({ locations, initialLocationId, shownWeek, onClose, onBusyChange }: Props) {
  const { t } = useTranslation("planning");
  const [values, setValues] = useState<CopyWeekValues>(() => initialValues(initialLocationId, shownWeek));
  const [done, setDone] = useState<CopyWeekAnswer | null>(null);
  // A field's complaint shows once it was changed or a copy was tried: not "required" before anyone typed.
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  // The preview follows the fields once they rest for a moment, not at every keystroke.
  const [settled] = useDebouncedValue(values, 350);
  const settledBody = formErrors(settled) ? null : bodyOf(settled, true);
  const preview = useCopyPreview(settledBody);
  // At a location under fair-workweek rules the dry run also says what the copy costs in predictability pay.
  const rules = useLocationRules(settled.locationId);
  const copy = useCopyWeek();

  useEffect(() => onBusyChange(copy.isPending), [copy.isPending, onBusyChange]);

  const clientErrors = formErrors(values) ?? {};
  const shownClientErrors = Object.fromEntries(
    Object.entries(clientErrors).filter(([field]) => touched.has(field) || touched.has("submit")),
  );
  const errors: CopyWeekErrors = {
    ...fieldErrorsOf(preview.error),
    ...fieldErrorsOf(copy.error),
    ...shownClientErrors,
  };
  const current = JSON.stringify(values) === JSON.stringify(settled) && !preview.isPlaceholderData;
  const ready = Object.keys(clientErrors).length === 0 && current && preview.isSuccess;
  const nothing = ready && preview.data.result.created === 0;

  const change = (changes: Partial<CopyWeekValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    const fields: Record<keyof CopyWeekValues, string> = {
      locationId: "location_id",
      fromWeek: "from_week",
      toWeek: "to_week",
      weeks: "weeks",
      withPeople: "with_assignments",
    };
    setTouched((t) => new Set([...t, ...Object.keys(changes).map((k) => fields[k as keyof CopyWeekValues])]));
    copy.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (copy.isPending) return;
    setTouched((t) => new Set([...t, "submit"]));
    const field = FIELD_ORDER.find((f) => errors[f] || clientErrors[f]);
    if (field) {
      document.getElementById(`copy-week-${field}`)?.focus();
      return;
    }
    if (!ready || nothing) return;
    copy.mutate(bodyOf(values, false), {
      onSuccess: (answer) => {
        setDone(answer);
        notifySuccess(answer.message ?? t("copyWeek.flow.copiedToast"));
      },
      onError: (error) => {
        const failed = FIELD_ORDER.find((f) => fieldErrorsOf(error)[f]);
        if (failed) document.getElementById(`copy-week-${failed}`)?.focus();
      },
    });
  };

  // The form gives way to the result: the keyboard goes to its heading instead of being dropped.
  if (done)
    return (
      <Stack gap="md">
        <StepHeading>{t("copyWeek.flow.copied")}</StepHeading>
        <CopySummary payload={done.result} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("copyWeek.flow.done")}</Button>
        </Group>
      </Stack>
    );

  const previewRefused = Object.keys(fieldErrorsOf(preview.error)).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CopyWeekFields
          locations={locations}
          values={values}
          errors={errors}
          disabled={copy.isPending}
          onChange={change}
        />
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="copy-week-preview-title">
          <Stack gap="xs">
            <Group gap="xs" justify="space-between">
              <Text id="copy-week-preview-title" fw={600} size="sm">
                {t("copyWeek.flow.preview")}
              </Text>
              {Object.keys(clientErrors).length === 0 && (!current || preview.isFetching) && (
                <Group gap={6} role="status" aria-live="polite">
                  <Loader size="xs" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {t("copyWeek.flow.checking")}
                  </Text>
                </Group>
              )}
            </Group>
            {Object.keys(clientErrors).length > 0 ? (
              <Text size="sm" c="dimmed">
                {t("copyWeek.flow.chooseFirst")}
              </Text>
            ) : previewRefused ? (
              <Text size="sm" c="dimmed">
                {t("copyWeek.flow.correctField")}
              </Text>
            ) : preview.isError ? (
              <QueryError
                title={t("copyWeek.flow.previewFailed")}
                error={preview.error}
                onRetry={() => preview.refetch()}
              />
            ) : preview.data ? (
              <Stack gap="xs" style={{ opacity: current ? 1 : 0.6 }}>
                <CopySummary payload={preview.data.result} live />
                {rules.status === "ruled" && preview.data.result.predictability && (
                  <PreviewPay
                    rules={rules.rules}
                    state={{ status: "ready", preview: preview.data.result.predictability }}
                  />
                )}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
        {/* A refusal of a field shows under it; any other failure of the copy, here. */}
        <FormError error={copy.isError && Object.keys(fieldErrorsOf(copy.error)).length === 0 ? copy.error : null} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={copy.isPending}>
            {t("copyWeek.flow.cancel")}
          </Button>
          <Button
            type="submit"
            leftSection={
              copy.isPending ? <Loader size="xs" color="white" aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
            // Never disabled: the focused button keeps the keyboard while the copy runs; a press then does nothing.
            aria-disabled={copy.isPending || !ready || nothing || undefined}
            data-disabled={(!copy.isPending && (!ready || nothing)) || undefined}
          >
            {copy.isPending ? t("copyWeek.flow.copying") : t("copyWeek.flow.copy")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
