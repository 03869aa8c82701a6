import { type LoginBody, loginBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { PasswordField } from "../../../components/password-field";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useLogin } from "../api/login";

/**
 * A state the form is drawn in at build time, for the login page's own script to show without the app
 * (app/frames/login-frame.tsx): each field's error and the busy button.
 */
export type LoginFormShown = { errors: Record<keyof LoginBody, string>; pending: boolean };

type Props = { onLoggedIn: () => void; shown?: LoginFormShown };

export function LoginForm({ onLoggedIn, shown }: Props) {
  const mutation = useLogin();
  const { t } = useTranslation("auth");
  const form = useForm<LoginBody>({
    initialValues: { email: "", password: "" },
    initialErrors: shown?.errors,
    validate: contractResolver(loginBody),
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
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={t("fields.password")}
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={shown?.pending ?? mutation.isPending} fullWidth>
          {t("login.submit")}
        </Button>
      </Stack>
    </form>
  );
}
