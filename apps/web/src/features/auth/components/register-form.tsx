import { type RegisterBody, registerBody } from "@brigade/contract/auth";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { PasswordField } from "../../../components/password-field";
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
        {mutation.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutation.error.message}
          </Alert>
        )}
        <TextInput
          label="Business name"
          autoComplete="organization"
          required
          {...form.getInputProps("business_name")}
        />
        <TextInput label="Your name" autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
        <PasswordField
          label="Password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Register business
        </Button>
      </Stack>
    </form>
  );
}
