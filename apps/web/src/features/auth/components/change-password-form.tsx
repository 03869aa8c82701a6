import { type ChangePasswordBody, changePasswordBody } from "@brigade/contract/auth";
import { Button, Group, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PasswordField } from "../../../components/password-field";
import { applyServerErrors } from "../../../lib/form-errors";
import { useChangePassword } from "../api/change-password";

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    initialValues: { current_password: "", password: "" },
    validate: schemaResolver(changePasswordBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps("current_password")}
        />
        <PasswordField
          label="New password"
          description="At least 8 characters. Your other sessions will be logged out."
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
