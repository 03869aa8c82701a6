import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { RegisterForm } from "../../features/auth/components/register-form";
import { AuthFrame } from "./auth-frame";

export function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  return (
    <AuthFrame
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          <Trans
            t={t}
            i18nKey="register.haveAccount"
            components={{ login: <Anchor component={Link} to="/login" fw={600} /> }}
          />
          <br />
          <Trans
            t={t}
            i18nKey="register.joinInstead"
            components={{ join: <Anchor component={Link} to="/join" fw={600} /> }}
          />
        </>
      }
    >
      <RegisterForm onRegistered={() => navigate("/dashboard", { replace: true })} />
    </AuthFrame>
  );
}
