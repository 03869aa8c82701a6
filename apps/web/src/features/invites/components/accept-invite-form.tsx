import { acceptInviteBody, type InvitationPayload } from "@brigade/contract/invites";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { PasswordField } from "../../../components/password-field";
import { currentLocale } from "../../../i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useAcceptInvitation } from "../api/invitation";

type Props = { token: string; invitation: InvitationPayload; onAccepted: () => void };

/** The newcomer's name (as the inviter wrote it, to correct) and their own password. */
export function AcceptInviteForm({ token, invitation, onAccepted }: Props) {
  const { t } = useTranslation("invites");
  const mutation = useAcceptInvitation(token);
  const form = useForm({
    initialValues: { name: invitation.name ?? "", password: "" },
    validate: contractResolver(acceptInviteBody),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    // The account keeps the language the page was in.
    mutation.mutate(
      { ...values, locale: currentLocale() },
      { onSuccess: onAccepted, onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput label={t("accept.email")} value={invitation.email} readOnly />
        <TextInput label={t("accept.name")} autoComplete="name" required {...form.getInputProps("name")} />
        <PasswordField
          label={t("accept.password")}
          description={t("accept.passwordHint")}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t("accept.submit")}
        </Button>
      </Stack>
    </form>
  );
}
