import { translateMessage } from "@brigade/contract/i18n/translate";
import type { Locale } from "@brigade/contract/locales";
import { MESSAGES } from "@brigade/contract/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormError } from "../../components/form-error";
import { PasswordField } from "../../components/password-field";
import { LoginForm } from "../../features/auth/components/login-form";
import { LOGIN_STATE, LOGIN_STATES_ID, type LoginTexts, TEXT_SLOT } from "../../static-pages/login-states";
import { ForgotPasswordLink, LoginPage } from "../routes/login-page";

const noop = () => undefined;

/**
 * The login page as the build writes it into the page's HTML (frames/render.tsx): the page itself, which needs
 * nothing of anybody, and the states its own script (static-pages/login.ts) shows without the app, drawn by the
 * same components.
 */
export function LoginFrame({ locale }: { locale: Locale }) {
  const { t } = useTranslation("common");
  const texts: LoginTexts = {
    unreachable: t("api.unreachable"),
    serverError: translateMessage(MESSAGES.serverError, locale),
    failed: t("api.failed", { status: "{status}" }),
  };
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage />
      <template id={LOGIN_STATES_ID} data-texts={JSON.stringify(texts)}>
        <div data-state={LOGIN_STATE.alert}>
          <FormError error={new Error(TEXT_SLOT)} />
        </div>
        <div data-state={LOGIN_STATE.failedForm}>
          <LoginForm onLoggedIn={noop} shown={{ errors: { email: TEXT_SLOT, password: TEXT_SLOT }, pending: true }} />
        </div>
        <div data-state={LOGIN_STATE.forgotLink}>
          <ForgotPasswordLink />
        </div>
        <div data-state={LOGIN_STATE.revealed}>
          <PasswordField label={TEXT_SLOT} defaultVisible />
        </div>
      </template>
    </QueryClientProvider>
  );
}
