import type { Locale } from "../locales";
import { MESSAGES_ES } from "./messages.es";
import { MESSAGES_FR } from "./messages.fr";
import { type Catalogue, SERVER_MESSAGES, type Translation } from "./server-messages";
import {
  Amount,
  fillPlaceholders,
  type Joiner,
  List,
  type Message,
  rememberedSaid,
  Said,
  Term,
  type Value,
} from "./template";
import type { TermDictionary } from "./terms";
import { TERMS_ES } from "./terms.es";
import { TERMS_FR } from "./terms.fr";

// A message in the caller's language. A message value (a Said) is rendered from the language's catalogue by its
// key: the form by its count (Intl.PluralRules) or the form it took, each value by its type. A constant text is
// found by its exact English, as gettext finds a msgid, and so is a validation message a zod schema holds as text
// (template.ts, rememberedSaid). No message is read back from its English: anything else stays as it is.

type Translated = Exclude<Locale, "en">;

type Language = {
  catalogue: Catalogue;
  terms: Readonly<Record<string, string>>;
  /** How a list's messages are joined (French puts a no-break space before ";"). */
  joiners: Readonly<Record<Joiner, string>>;
  plurals: Intl.PluralRules;
  numbers: Intl.NumberFormat;
};

const language = (locale: Translated, catalogue: Catalogue, terms: TermDictionary, clauses: string): Language => ({
  catalogue,
  terms,
  joiners: { items: ", ", clauses },
  plurals: new Intl.PluralRules(locale),
  numbers: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
});

const LANGUAGES: Record<Translated, Language> = {
  es: language("es", MESSAGES_ES, TERMS_ES, "; "),
  fr: language("fr", MESSAGES_FR, TERMS_FR, "\u00a0; "),
};

let constants: Map<string, string> | undefined;

/** The registry's constant texts by their English, read once: the exact lookup of a plain message. */
function constantKeys(): Map<string, string> {
  if (constants) return constants;
  constants = new Map();
  for (const [key, message] of SERVER_MESSAGES) if (typeof message === "string") constants.set(message, key);
  return constants;
}

/** The text of a key's translation for this message: the plural form of its count, or the form it took. */
function formOf(translation: Translation, said: Said, lang: Language): string | undefined {
  if (typeof translation === "string") return translation;
  const count = said.count;
  if (count === undefined) return translation[said.form ?? ""];
  if (count === 0 && translation.zero !== undefined) return translation.zero;
  return translation[lang.plurals.select(count)] ?? translation.other;
}

/** A message value in the language; one whose key has no translation stays English. */
function render(said: Said, lang: Language): string {
  const translation = said.key === undefined ? undefined : lang.catalogue[said.key];
  const text = translation === undefined ? undefined : formOf(translation, said, lang);
  if (text === undefined) return said.toString();
  return fillPlaceholders(
    text,
    said.values.map((value) => renderValue(value, lang)),
  );
}

/** A placeholder's value in the language, by its type. */
function renderValue(value: Value, lang: Language): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return lang.numbers.format(value);
  if (value instanceof Amount) return lang.numbers.format(value.amount);
  if (value instanceof Term) return lang.terms[value.term] ?? value.term;
  if (value instanceof List)
    return value.messages
      .map((message) => (typeof message === "string" ? message : render(message, lang)))
      .join(lang.joiners[value.joiner]);
  return render(value, lang);
}

/** A constant text in the language, found by its exact English (a validation message too); else as it is. */
function translateText(text: string, lang: Language): string {
  const key = constantKeys().get(text);
  const translation = key === undefined ? undefined : lang.catalogue[key];
  if (typeof translation === "string") return translation;
  const said = rememberedSaid(text);
  return said ? render(said, lang) : text;
}

/** A message in a language: English is each message's own text; a message no catalogue knows stays English. */
export function translateMessage(message: Message, locale: Locale): string {
  if (locale === "en") return message.toString();
  const lang = LANGUAGES[locale];
  return message instanceof Said ? render(message, lang) : translateText(message, lang);
}
