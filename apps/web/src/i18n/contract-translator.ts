import type { Message } from "@brigade/contract/i18n/template";
import type { Locale } from "@brigade/contract/locales";

type Translate = (message: Message, locale: Exclude<Locale, "en">) => string;

// The contract's translator holds every message of every module with its Spanish and French forms: it is loaded
// with the Spanish or French catalogue (index.ts), so an English page never downloads it.
let translate: Translate | null = null;

export function setContractTranslator(fn: Translate): void {
  translate = fn;
}

/**
 * The message in that language, once the translator is there (it always is before a Spanish or French page
 * shows). English is the message's own text: a message value (a template's `said(...)`) writes itself.
 */
export const translateContractMessage = (message: Message, locale: Locale): string =>
  locale === "en" || translate === null ? message.toString() : translate(message, locale);
