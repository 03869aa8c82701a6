import { type ForgotPasswordBody, forgotPasswordBody } from "@brigade/contract/password-reset";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useForgotPassword } from "../api/forgot-password";

type Props = { onSent: (message: string | undefined) => void };

/** Asks for a reset link; the answer is the same for every address, so it only ever says "sent". */
export function ForgotPasswordForm({ onSent }: Props) {
  const mutation = useForgotPassword();
  const { t } = useTranslation("auth");
  const form = useForm<ForgotPasswordBody>({
    initialValues: { email: "" },
    validate: contractResolver(forgotPasswordBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (result) => onSent(result.message),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput
          label={t("fields.email")}
          description={t("forgot.emailHint")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("forgot.submit")}
        </Button>
      </Stack>
    </form>
  );
}
