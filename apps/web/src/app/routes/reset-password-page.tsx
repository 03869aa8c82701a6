import { PASSWORD_RESET_MESSAGES } from "@brigade/contract/password-reset";
import { Alert, Anchor, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/password-reset/components/reset-password-form";
import { AuthFrame } from "./auth-frame";

/** The page a reset link opens (`/reset-password?token=…`): a new password, then the login page says so. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token")?.trim() ?? "";

  return (
    <AuthFrame
      title="Choose a new password"
      subtitle="For the account this link was sent to."
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Back to log in
        </Anchor>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={(message) =>
            navigate("/login", { replace: true, state: { notice: message ?? PASSWORD_RESET_MESSAGES.passwordReset } })
          }
        />
      ) : (
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {PASSWORD_RESET_MESSAGES.invalidLink}
          </Alert>
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Ask for a new reset link
          </Anchor>
        </Stack>
      )}
    </AuthFrame>
  );
}
