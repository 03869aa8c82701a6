import { type BusinessPayload, updateBusinessBody } from "@brigade/contract/business";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useUpdateBusiness } from "../api/update-business";

type Props = { business: BusinessPayload; onChanged: () => void };

export function BusinessNameForm({ business, onChanged }: Props) {
  const { t } = useTranslation("business");
  const mutation = useUpdateBusiness(onChanged);
  const form = useForm({
    initialValues: { name: business.name },
    validate: contractResolver(updateBusinessBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: ({ payload }) => form.resetDirty({ name: payload.name }),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("businessNameForm.name")} required {...form.getInputProps("name")} />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            {t("businessNameForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
