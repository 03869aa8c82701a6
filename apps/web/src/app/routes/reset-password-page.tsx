import { PASSWORD_RESET_MESSAGES } from "@brigade/contract/password-reset";
import { Alert, Anchor, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/password-reset/components/reset-password-form";
import { translated } from "../../i18n/messages";
import { AuthFrame } from "./auth-frame";

/** The page a reset link opens (`/reset-password?token=…`): a new password, then the login page says so. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const token = params.get("token")?.trim() ?? "";

  return (
    <AuthFrame
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t("backToLogin")}
        </Anchor>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={(message) =>
            navigate("/login", {
              replace: true,
              state: { notice: message ?? translated(PASSWORD_RESET_MESSAGES.passwordReset) },
            })
          }
        />
      ) : (
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {translated(PASSWORD_RESET_MESSAGES.invalidLink)}
          </Alert>
          <Anchor component={Link} to="/forgot-password" fw={600}>
            {t("reset.askNew")}
          </Anchor>
        </Stack>
      )}
    </AuthFrame>
  );
}
