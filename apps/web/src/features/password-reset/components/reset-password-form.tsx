import { type ResetPasswordBody, resetPasswordBody } from "@brigade/contract/password-reset";
import { Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormError } from "../../../components/form-error";
import { PasswordField } from "../../../components/password-field";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useResetPassword } from "../api/reset-password";

type Props = { token: string; onReset: (message: string | undefined) => void };

/** The new password, twice, for the account whose reset link this is. */
export function ResetPasswordForm({ token, onReset }: Props) {
  const mutation = useResetPassword();
  const { t } = useTranslation("auth");
  const form = useForm<ResetPasswordBody>({
    initialValues: { token, password: "", password_confirmation: "" },
    validate: contractResolver(resetPasswordBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (result) => onReset(result.message),
      onError: (error) => applyServerErrors(form, error),
    });
  });
  // The link itself was refused (unknown, used or expired): only a new one helps.
  const deadLink = mutation.error instanceof ApiError && "token" in mutation.error.errors;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        {deadLink && (
          <Anchor component={Link} to="/forgot-password" fw={600}>
            {t("reset.askNew")}
          </Anchor>
        )}
        <PasswordField
          label={t("changePassword.new")}
          description={t("reset.hint")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t("reset.confirm")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password_confirmation")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("reset.submit")}
        </Button>
      </Stack>
    </form>
  );
}
