import { PASSWORD_RESET_MESSAGES } from "@brigade/contract/password-reset";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconInfoCircle, IconMailForward } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useAuthOptions } from "../../features/password-reset/api/auth-options";
import { ForgotPasswordForm } from "../../features/password-reset/components/forgot-password-form";
import { translated } from "../../i18n/messages";
import { AuthFrame } from "./auth-frame";

/** "Forgot password?": asks for a reset link by e-mail, where this server sends e-mail. */
export function ForgotPasswordPage() {
  const options = useAuthOptions();
  const { t } = useTranslation("auth");
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The form is gone once sent: focus goes to what replaced it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  let body: ReactNode;
  if (options.isPending) body = <LoadingState />;
  else if (options.isError) body = <QueryError error={options.error} onRetry={() => void options.refetch()} />;
  else if (!options.data.password_reset) {
    body = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
        {translated(PASSWORD_RESET_MESSAGES.mailOff)}
      </Alert>
    );
  } else if (sent) {
    body = (
      <Stack>
        <Alert
          ref={sentRef}
          tabIndex={-1}
          color="blue"
          variant="light"
          title={t("forgot.checkMail")}
          icon={<IconMailForward aria-hidden />}
          role="status"
        >
          {sent}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t("backToLogin")}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <ForgotPasswordForm onSent={(message) => setSent(message ?? translated(PASSWORD_RESET_MESSAGES.linkSent))} />
    );
  }

  return (
    <AuthFrame
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={
        <Trans
          t={t}
          i18nKey="forgot.remembered"
          components={{ login: <Anchor component={Link} to="/login" fw={600} /> }}
        />
      }
    >
      {body}
    </AuthFrame>
  );
}
