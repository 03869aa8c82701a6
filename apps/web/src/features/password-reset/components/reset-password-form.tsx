import { type ResetPasswordBody, resetPasswordBody } from "@brigade/contract/password-reset";
import { Anchor, Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link } from "react-router";
import { FormError } from "../../../components/form-error";
import { PasswordField } from "../../../components/password-field";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { useResetPassword } from "../api/reset-password";

type Props = { token: string; onReset: (message: string | undefined) => void };

/** The new password, twice, for the account whose reset link this is. */
export function ResetPasswordForm({ token, onReset }: Props) {
  const mutation = useResetPassword();
  const form = useForm<ResetPasswordBody>({
    initialValues: { token, password: "", password_confirmation: "" },
    validate: schemaResolver(resetPasswordBody, { sync: true }),
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
            Ask for a new reset link
          </Anchor>
        )}
        <PasswordField
          label="New password"
          description="At least 8 characters. You will be logged out everywhere."
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps("password_confirmation")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
