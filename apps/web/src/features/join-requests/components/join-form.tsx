import { type JoinBody, joinBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { NewAccountFields } from "../../../components/new-account-fields";
import { currentLocale } from "../../../i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useJoinBusiness } from "../api/join-business";

type Props = {
  /** From the shared join link (`/join?code=…`). */
  initialCode: string;
  /** Called with the server's confirmation message. */
  onJoined: (message: string | undefined) => void;
};

export function JoinForm({ initialCode, onJoined }: Props) {
  const { t } = useTranslation("requests");
  const mutation = useJoinBusiness();
  const form = useForm<JoinBody>({
    initialValues: { join_code: initialCode, name: "", email: "", password: "" },
    validate: contractResolver(joinBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    // The account keeps the language the page was in.
    mutation.mutate(
      { ...values, locale: currentLocale() },
      {
        onSuccess: (result) => onJoined(result.message),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput
          label={t("joinForm.code")}
          description={t("joinForm.codeHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.getInputProps("join_code")}
        />
        <NewAccountFields inputProps={form.getInputProps} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("joinForm.submit")}
        </Button>
      </Stack>
    </form>
  );
}
