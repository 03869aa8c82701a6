import { shiftNameBody } from "@brigade/contract/shift-names";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { fieldRule } from "../../../lib/validate";
import { useCreateShiftName } from "../api/create-shift-name";

export function AddShiftNameForm() {
  const { t } = useTranslation("business");
  const mutation = useCreateShiftName();
  const form = useForm({ initialValues: { name: "" }, validate: { name: fieldRule(shiftNameBody.shape.name) } });

  const submit = form.onSubmit(({ name }) => {
    if (mutation.isPending) return;
    mutation.mutate({ name }, { onSuccess: () => form.reset(), onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t("addShiftNameForm.name")}
          description={t("addShiftNameForm.hint")}
          required
          {...form.getInputProps("name")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("addShiftNameForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
