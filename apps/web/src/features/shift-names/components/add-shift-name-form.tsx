import { shiftNameBody } from "@brigade/contract/shift-names";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../components/clock-time-input";
import { applyServerErrors } from "../../../lib/form-errors";
import { fieldRule } from "../../../lib/validate";
import { useCreateShiftName } from "../api/create-shift-name";

/** A new shift name, with its usual times (typed, "HH:mm"), which the Create Shift form fills From and To with. */
export function AddShiftNameForm() {
  const { t } = useTranslation("business");
  const mutation = useCreateShiftName();
  const form = useForm({
    initialValues: { name: "", from_time: "", to_time: "" },
    validate: { name: fieldRule(shiftNameBody.shape.name) },
  });

  const submit = form.onSubmit(({ name, from_time, to_time }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { name, from_time: from_time || null, to_time: to_time || null },
      { onSuccess: () => form.reset(), onError: (error) => applyServerErrors(form, error) },
    );
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
        <SimpleGrid cols={2} spacing="sm">
          <ClockTimeInput label={t("addShiftNameForm.fromTime")} {...form.getInputProps("from_time")} />
          <ClockTimeInput label={t("addShiftNameForm.toTime")} {...form.getInputProps("to_time")} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("addShiftNameForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
