import type { Locale } from "@brigade/contract/locales";

type Translate = (text: string, locale: Exclude<Locale, "en">) => string;

// The contract's translator holds every message of every module with its Spanish and French forms: it is loaded
// with the Spanish or French catalogue (index.ts), so an English page never downloads it.
let translate: Translate | null = null;

export function setContractTranslator(fn: Translate): void {
  translate = fn;
}

/** The text in that language, once the translator is there (it always is before a Spanish or French page shows). */
export const translateContractMessage = (text: string, locale: Locale): string =>
  locale === "en" || translate === null ? text : translate(text, locale);
