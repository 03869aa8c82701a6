import { type ChangePasswordBody, changePasswordBody } from "@brigade/contract/auth";
import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/password-field";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useChangePassword } from "../api/change-password";

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const { t } = useTranslation("auth");
  const form = useForm<ChangePasswordBody>({
    initialValues: { current_password: "", password: "" },
    validate: contractResolver(changePasswordBody),
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
          label={t("changePassword.current")}
          autoComplete="current-password"
          required
          {...form.getInputProps("current_password")}
        />
        <PasswordField
          label={t("changePassword.new")}
          description={t("changePassword.hint")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("changePassword.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
