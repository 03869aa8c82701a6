import { type RegisterBody, registerBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { NewAccountFields } from "../../../components/new-account-fields";
import { currentLocale } from "../../../i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useRegister } from "../api/register";

type Props = { onRegistered: () => void };

export function RegisterForm({ onRegistered }: Props) {
  const mutation = useRegister();
  const { t } = useTranslation("auth");
  const form = useForm<RegisterBody>({
    initialValues: { business_name: "", name: "", email: "", password: "" },
    validate: contractResolver(registerBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    // The account keeps the language the page was in.
    mutation.mutate(
      { ...values, locale: currentLocale() },
      {
        onSuccess: onRegistered,
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput
          label={t("register.businessName")}
          autoComplete="organization"
          required
          {...form.getInputProps("business_name")}
        />
        <NewAccountFields inputProps={form.getInputProps} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("register.submit")}
        </Button>
      </Stack>
    </form>
  );
}
