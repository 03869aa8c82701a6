import { type RegisterBody, registerBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "../../../components/form-error";
import { NewAccountFields } from "../../../components/new-account-fields";
import { applyServerErrors } from "../../../lib/form-errors";
import { useRegister } from "../api/register";

type Props = { onRegistered: () => void };

export function RegisterForm({ onRegistered }: Props) {
  const mutation = useRegister();
  const form = useForm<RegisterBody>({
    initialValues: { business_name: "", name: "", email: "", password: "" },
    validate: schemaResolver(registerBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: onRegistered,
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput
          label="Business name"
          autoComplete="organization"
          required
          {...form.getInputProps("business_name")}
        />
        <NewAccountFields inputProps={form.getInputProps} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Register business
        </Button>
      </Stack>
    </form>
  );
}
