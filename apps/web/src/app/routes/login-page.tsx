import { Alert, Anchor, Group } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { useAuthOptions } from "../../features/password-reset/api/auth-options";
import { safeNextPath } from "../../lib/safe-next";
import { AuthFrame } from "./auth-frame";

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get("next");
  const options = useAuthOptions();
  const { t } = useTranslation("auth");
  // What the page that sent us here had to say (a new password was set): shown once, and read out first.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <AuthFrame
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <Trans
          t={t}
          i18nKey="login.footer"
          components={{
            register: <Anchor component={Link} to="/register" fw={600} />,
            join: <Anchor component={Link} to="/join" fw={600} />,
          }}
        />
      }
    >
      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          role="status"
        >
          {notice}
        </Alert>
      )}
      <LoginForm onLoggedIn={() => navigate(safeNextPath(next), { replace: true })} />
      {options.data?.password_reset && <ForgotPasswordLink />}
    </AuthFrame>
  );
}

/** Shown when the server offers password reset (GET /api/auth/options). */
export function ForgotPasswordLink() {
  const { t } = useTranslation("auth");
  return (
    <Group justify="center">
      <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
        {t("login.forgot")}
      </Anchor>
    </Group>
  );
}
