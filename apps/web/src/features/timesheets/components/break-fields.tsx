import { MAX_BREAKS } from "@brigade/contract/timesheets";
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

/** A break as the dialog edits it: wall-clock times of the location ("YYYY-MM-DDTHH:mm"); `key` keeps React's rows. */
export type BreakValue = { key: string; start: string; end: string };

/** The punch dialog's form: the punch's times and breaks on the location's wall clock, and the reason. */
export type PunchFormValues = { in_at: string; out_at: string; breaks: BreakValue[]; reason: string };

let next = 0;
/** A new row's key: unique for the page's life, so a removed row's field never takes another's state. */
export const breakKey = () => `break-${++next}`;

/**
 * The punch's breaks, each a start and an end with a remove button, and a button to add one. Focus follows what
 * the keyboard did: to a new break's start, or after a removal to the add button, never to the page.
 */
export function BreakFields({
  form,
  suggest,
}: {
  form: UseFormReturnType<PunchFormValues>;
  suggest: () => BreakValue;
}) {
  const { t } = useTranslation("time");
  const addButton = useRef<HTMLButtonElement>(null);
  const breaks = form.getValues().breaks;
  // The list's own error (a break outside the punch, two that overlap), from the server or the form.
  const listError = form.errors.breaks;
  const add = () => {
    const row = suggest();
    form.insertListItem("breaks", row);
    requestAnimationFrame(() => document.getElementById(`${row.key}-start`)?.focus());
  };
  const remove = (index: number) => {
    form.removeListItem("breaks", index);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <Fieldset legend={t("timesheets.breaks")} variant="unstyled">
      <Stack gap="xs">
        {breaks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("timesheets.noBreaks")}
          </Text>
        )}
        {breaks.map((b, index) => (
          // On a phone each field takes its own line; on a laptop a break is one row.
          <Group key={b.key} align="flex-end" gap="xs">
            <TextInput
              id={`${b.key}-start`}
              type="datetime-local"
              label={t("timesheets.breakStart", { n: index + 1 })}
              style={{ flex: "1 1 11rem" }}
              {...form.getInputProps(`breaks.${index}.start`)}
            />
            <TextInput
              type="datetime-local"
              label={t("timesheets.breakEnd", { n: index + 1 })}
              style={{ flex: "1 1 11rem" }}
              {...form.getInputProps(`breaks.${index}.end`)}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mb={form.errors[`breaks.${index}.start`] || form.errors[`breaks.${index}.end`] ? 22 : 0}
              aria-label={t("timesheets.removeBreak", { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red.9" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button ref={addButton} variant="default" size="xs" disabled={breaks.length >= MAX_BREAKS} onClick={add}>
            {t("timesheets.addBreak")}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
