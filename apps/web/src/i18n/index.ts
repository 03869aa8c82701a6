import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from "@brigade/contract/locales";
import { SERVED_ATTRIBUTE } from "@brigade/contract/served-pages";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { setContractTranslator } from "./contract-translator";
import { savedLocale, saveLocale } from "./device-language";
import { catalogue as en } from "./locales/en";

// English ships with the app; Spanish and French are loaded on demand (one chunk per language, precached
// by the service worker so they work offline too).
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ catalogue: Record<string, object> }>> = {
  es: () => import("./locales/es"),
  fr: () => import("./locales/fr"),
};

/** The language chosen on this device (login page, account page), else the browser's, else English. */
export function detectLocale(): Locale {
  return savedLocale() ?? pickLocale(typeof navigator === "undefined" ? null : navigator.languages) ?? DEFAULT_LOCALE;
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale === "en" || i18next.hasResourceBundle(locale, "common")) return;
  const [{ catalogue }, { translateMessage }] = await Promise.all([
    LOADERS[locale](),
    import("@brigade/contract/i18n/translate"),
  ]);
  setContractTranslator(translateMessage);
  for (const [ns, resources] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, resources);
}

/** The language the app speaks now. */
export const currentLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE);

/** Switches the whole app (and the <html lang>) to a language, and remembers it on this device. */
export async function setLocale(locale: Locale, remember = true): Promise<void> {
  await ensureLoaded(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  saveLocale(locale, remember);
}

/** Starts i18next with these languages' texts, in English: in the browser, and on the server (src/server-render). */
export async function startI18next(resources: Resource): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: "common",
    ns: Object.keys(en),
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/**
 * The language of a page the server drew (#frame[data-served]): the account's, which the app would switch to once
 * it has read the account. Started in it, the app draws that very page, and takes over what was done to it.
 */
function servedPageLocale(): Locale | null {
  if (typeof document === "undefined" || !document.querySelector(`#frame[${SERVED_ATTRIBUTE}]`)) return null;
  const shown = document.documentElement.lang;
  return isLocale(shown) ? shown : null;
}

/** Starts i18next in the detected language; the app renders once that language's texts are there. */
export async function initI18n(): Promise<void> {
  await startI18next({ en });
  await setLocale(servedPageLocale() ?? detectLocale(), false).catch(() => undefined);
}

export { i18next };

/**
 * The Intl locale for dates and numbers whose format the spec does not fix: the English screens keep the
 * tag they were written with ("en-GB", "en-US"), the others follow the language.
 */
export const intlTag = (englishTag = "en-US"): string => (currentLocale() === "en" ? englishTag : currentLocale());
