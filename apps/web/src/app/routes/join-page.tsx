import { MESSAGES } from "@brigade/contract/messages";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { JoinForm } from "../../features/join-requests/components/join-form";
import { AuthFrame } from "./auth-frame";

/** The public page behind the shareable join link: asks to join a business with its code. */
export function JoinPage() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <AuthFrame
      title="Join your team"
      subtitle="Send a request to join your restaurant's team on Brigade. A manager approves it."
      footer={
        <>
          Already approved?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>{" "}
          · Own a business?{" "}
          <Anchor component={Link} to="/register" fw={600}>
            Register it
          </Anchor>
        </>
      }
    >
      {sent ? (
        <Stack>
          <Alert color="blue" variant="light" title="Request sent" icon={<IconCircleCheck aria-hidden />} role="status">
            {sent}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Go to log in
          </Button>
        </Stack>
      ) : (
        <JoinForm
          initialCode={params.get("code")?.trim() ?? ""}
          onJoined={(message) => setSent(message ?? MESSAGES.joinRequested)}
        />
      )}
    </AuthFrame>
  );
}
