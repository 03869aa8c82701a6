import { type BusinessPayload, updateBusinessBody } from "@brigade/contract/business";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUpdateBusiness } from "../api/update-business";

type Props = { business: BusinessPayload; onChanged: () => void };

export function BusinessNameForm({ business, onChanged }: Props) {
  const mutation = useUpdateBusiness(onChanged);
  const form = useForm({
    initialValues: { name: business.name },
    validate: schemaResolver(updateBusinessBody, { sync: true }),
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
        <TextInput label="Business name" required {...form.getInputProps("name")} />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
