// Build time only (apps/web/scripts/landing-pages.ts loads it in Node): the static frames of the pages that
// have one, in each language, as HTML for the page's copy of index.html.
import { LOCALES, type Locale } from "@brigade/contract/locales";
import { MantineProvider } from "@mantine/core";
import { createInstance } from "i18next";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { catalogue as en } from "../../i18n/locales/en";
import { catalogue as es } from "../../i18n/locales/es";
import { catalogue as fr } from "../../i18n/locales/fr";
import { MAIN_ID } from "../../lib/page-heading";
import { cssVariablesResolver } from "../css-variables";
import { themeFor } from "../theme";
import { EmployeeHomeFrame } from "./employee-home-frame";
import { LoginFrame } from "./login-frame";
import { FRAME_SKIP_LINK_ATTRIBUTE } from "./static-frame";

/** Every language gets its copy of a framed page. */
export const FRAME_LOCALES = LOCALES;

const CATALOGUES: Record<Locale, Record<string, object>> = { en, es, fr };

/** The pages with a static frame, by the name of their landing page (scripts/landing-pages.ts). */
export const FRAMES: Record<string, ComponentType<{ locale: Locale }>> = {
  "employee-home": EmployeeHomeFrame,
  login: LoginFrame,
};

/** The framed pages of the signed-in app, whose first Tab stop is the skip link, the frame shown or not. */
const SIGNED_IN = new Set(["employee-home"]);

/**
 * A page's frame in a language: its markup (with Mantine's style tags), the page's title, and for a signed-in
 * page the skip link that stands before the frame (static-frame.ts hands its focus to the app's).
 */
export async function renderFrame(
  page: string,
  locale: Locale,
): Promise<{ html: string; title: string; skipLink: string }> {
  const Frame = FRAMES[page];
  if (!Frame) throw new Error(`no static frame for ${page}`);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [locale]: CATALOGUES[locale] },
    lng: locale,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = i18n.getFixedT(locale, "common");
  const theme = themeFor({ closeDialog: t("actions.closeDialog"), closeNotification: t("actions.closeNotification") });
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <MemoryRouter initialEntries={[`/${page}`]}>
          <Frame locale={locale} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  // The screen's <title> (PageHeader renders one) goes to the head; in the body it would be just text.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? "Brigade";
  const skipLink = SIGNED_IN.has(page)
    ? renderToString(
        <a href={`#${MAIN_ID}`} className="skip-link" {...{ [FRAME_SKIP_LINK_ATTRIBUTE]: "" }}>
          {t("nav.skipToContent")}
        </a>,
      )
    : "";
  return { html: markup.replace(/<title>[^<]*<\/title>/g, ""), title, skipLink };
}
