import { MESSAGES } from "@brigade/contract/messages";
import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { JoinForm } from "../../features/join-requests/components/join-form";
import { translated } from "../../i18n/messages";
import { AuthFrame } from "./auth-frame";

/** The public page behind the shareable join link: asks to join a business with its code. */
export function JoinPage() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useTranslation("auth");

  return (
    <AuthFrame
      title={t("join.title")}
      subtitle={t("join.subtitle")}
      footer={
        <Trans
          t={t}
          i18nKey="join.footer"
          components={{
            login: <Anchor component={Link} to="/login" fw={600} />,
            register: <Anchor component={Link} to="/register" fw={600} />,
          }}
        />
      }
    >
      {sent ? (
        <Stack>
          <Alert
            color="blue"
            variant="light"
            title={t("join.sent")}
            icon={<IconCircleCheck aria-hidden />}
            role="status"
          >
            {sent}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t("join.goToLogin")}
          </Button>
        </Stack>
      ) : (
        <JoinForm
          initialCode={params.get("code")?.trim() ?? ""}
          onJoined={(message) => setSent(message ?? translated(MESSAGES.joinRequested))}
        />
      )}
    </AuthFrame>
  );
}
