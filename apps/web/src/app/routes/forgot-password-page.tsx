import { PASSWORD_RESET_MESSAGES } from "@brigade/contract/password-reset";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconInfoCircle, IconMailForward } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useAuthOptions } from "../../features/password-reset/api/auth-options";
import { ForgotPasswordForm } from "../../features/password-reset/components/forgot-password-form";
import { AuthFrame } from "./auth-frame";

/** "Forgot password?": asks for a reset link by e-mail, where this server sends e-mail. */
export function ForgotPasswordPage() {
  const options = useAuthOptions();
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
        {PASSWORD_RESET_MESSAGES.mailOff}
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
          title="Check your e-mail"
          icon={<IconMailForward aria-hidden />}
          role="status"
        >
          {sent}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          Back to log in
        </Button>
      </Stack>
    );
  } else {
    body = <ForgotPasswordForm onSent={(message) => setSent(message ?? PASSWORD_RESET_MESSAGES.linkSent)} />;
  }

  return (
    <AuthFrame
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
      footer={
        <>
          Remembered it?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      {body}
    </AuthFrame>
  );
}
