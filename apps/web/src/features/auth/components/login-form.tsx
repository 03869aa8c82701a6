import { type LoginBody, loginBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "../../../components/form-error";
import { PasswordField } from "../../../components/password-field";
import { applyServerErrors } from "../../../lib/form-errors";
import { useLogin } from "../api/login";

type Props = { onLoggedIn: () => void };

export function LoginForm({ onLoggedIn }: Props) {
  const mutation = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: onLoggedIn,
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.getInputProps("password")} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
