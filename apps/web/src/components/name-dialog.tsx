import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../lib/form-errors";

type Props = {
  opened: boolean;
  title: string;
  label: string;
  initialName: string;
  pending: boolean;
  /** Client-side check with the contract's messages; returns an error message or null. */
  validate: (name: string) => string | null;
  onSubmit: (name: string, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
};

/** A small dialog to rename a thing (work area, role, shift name). */
export function NameDialog({ opened, title, label, initialName, pending, validate, onSubmit, onClose }: Props) {
  const { t } = useTranslation("common");
  const form = useForm({ initialValues: { name: initialName }, validate: { name: validate } });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for a thing.
  useEffect(() => {
    if (opened) {
      form.setValues({ name: initialName });
      form.resetDirty({ name: initialName });
      form.clearErrors();
    }
  }, [opened, initialName]);

  const submit = form.onSubmit(({ name }) => {
    if (pending) return;
    onSubmit(name.trim(), { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={label} required data-autofocus {...form.getInputProps("name")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {t("actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
