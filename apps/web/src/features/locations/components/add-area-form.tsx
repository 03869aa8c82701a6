import { areaUpdateBody } from "@brigade/contract/locations";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { fieldRule } from "../../../lib/validate";
import { useCreateArea } from "../api/create-area";

type Props = { locationId: number; locationName: string };

export function AddAreaForm({ locationId, locationName }: Props) {
  const { t } = useTranslation("business");
  const mutation = useCreateArea();
  const form = useForm({ initialValues: { name: "" }, validate: { name: fieldRule(areaUpdateBody.shape.name) } });

  const submit = form.onSubmit(({ name }) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { location_id: locationId, name },
      { onSuccess: () => form.reset(), onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("addAreaForm.name")}
          description={t("addAreaForm.hint", { location: locationName })}
          required
          {...form.getInputProps("name")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("addAreaForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
