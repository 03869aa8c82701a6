import "./availability-form.css";
import type { AvailabilityRule } from "@brigade/contract/availability";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { ApiError } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { useSaveAvailability } from "../api/save-availability";
import {
  type DraftErrors,
  type DraftWindow,
  draftErrors,
  draftOf,
  newWindow,
  rulesOf,
  samePattern,
  serverErrors,
} from "../lib/availability-draft";
import { useLeaveGuard } from "../lib/use-leave-guard";
import { AvailabilityDay } from "./availability-day";

type Props = {
  /** Null for the caller's own pattern. */
  employeeId: number | null;
  /** The pattern as saved on the server. */
  saved: AvailabilityRule[];
  /** Who the pattern belongs to, when it is not the caller's own. */
  name?: string;
  /** The address parameter that shows this form: changing it asks first while changes are unsaved. */
  guardParam?: string;
};

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** The weekly pattern, Monday to Sunday, edited as a whole and saved with one PUT. */
export function AvailabilityForm({ employeeId, saved: initial, name, guardParam }: Props) {
  const { t } = useTranslation("member");
  const idPrefix = useId().replace(/:/g, "");
  // Someone else's pattern speaks about them, also while their name is still loading.
  const who = employeeId === null ? null : (name ?? t("availability.form.someone"));
  const [saved, setSaved] = useState(initial);
  const [rows, setRows] = useState<DraftWindow[]>(() => draftOf(initial));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSaveAvailability();
  const dirty = !samePattern(rulesOf(rows), saved);
  useLeaveGuard(dirty && !save.isPending, guardParam);

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  const change = (key: string, changes: Partial<DraftWindow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
    clearError(key);
  };
  const remove = (row: DraftWindow) => {
    setRows((current) => current.filter((r) => r.key !== row.key));
    clearError(row.key);
  };
  const add = (weekday: number) => {
    const row = newWindow(weekday, rows);
    setRows((current) => [...current, row]);
    // The new row's first field takes the focus, so a keyboard or screen reader user lands on it.
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${row.key}-from`)?.focus());
  };
  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    const first = rows.find((row) => found[row.key]);
    if (first) {
      const field = found[first.key]?.to && !found[first.key]?.from ? "to" : "from";
      const target =
        document.getElementById(`${idPrefix}-${first.key}-${field}`) ??
        document.getElementById(`${idPrefix}-${first.key}-all-day`);
      target?.focus();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // Sent weekday by weekday; within a day in the order added, so an overlap marks the newer window.
    const sent = [...rows].sort((a, b) => a.weekday - b.weekday);
    const problems = draftErrors(sent);
    if (problems) {
      showErrors(problems);
      const message = Object.values(problems)[0];
      notifyError(new ApiError(422, message?.window ?? message?.from ?? message?.to ?? ""));
      return;
    }
    save.mutate(
      { employeeId, rules: rulesOf(sent) },
      {
        onSuccess: ({ payload }) => {
          setSaved(payload.rules);
          setRows(draftOf(payload.rules));
          setErrors({});
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) showErrors(serverErrors(sent, error.errors));
        },
      },
    );
  };

  const discard = () => {
    setRows(draftOf(saved));
    setErrors({});
    save.reset();
  };

  return (
    <form
      className="availability-form"
      onSubmit={submit}
      noValidate
      aria-label={who ? t("availability.form.labelOther", { who }) : t("availability.form.labelOwn")}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {who ? t("availability.form.introOther", { who }) : t("availability.form.introOwn")}
        </Text>
        {rows.length === 0 && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {who ? t("availability.form.noneOther", { who }) : t("availability.form.noneOwn")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {WEEK.map((weekday) => (
            <AvailabilityDay
              key={weekday}
              weekday={weekday}
              rows={rows.filter((row) => row.weekday === weekday)}
              errors={errors}
              idPrefix={idPrefix}
              onAdd={() => add(weekday)}
              onChange={change}
              onRemove={remove}
            />
          ))}
        </SimpleGrid>
        <FormError
          error={save.error && !(save.error instanceof ApiError && save.error.status === 422) ? save.error : null}
        />
        {/* On a phone the button stays within the thumb's reach while the week scrolls by. */}
        <Paper
          withBorder
          radius="md"
          p="xs"
          style={{ position: "sticky", bottom: "var(--mantine-spacing-xs)", zIndex: 2 }}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" c={dirty ? undefined : "dimmed"} aria-live="polite">
              {dirty ? t("availability.form.unsaved") : t("availability.form.saved")}
            </Text>
            <Group gap="xs" wrap="nowrap" ml="auto">
              {dirty && (
                <Button variant="default" size="md" onClick={discard} disabled={save.isPending}>
                  {t("availability.form.discard")}
                </Button>
              )}
              <Button type="submit" size="md" loading={save.isPending}>
                {t("availability.form.save")}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
