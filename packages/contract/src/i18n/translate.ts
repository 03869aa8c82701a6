import type { Locale } from "../locales";
import { MESSAGES_ES } from "./messages.es";
import { MESSAGES_FR } from "./messages.fr";
import { type Catalogue, SERVER_MESSAGES, type Translation } from "./server-messages";
import { fillPlaceholders, isTemplate, type MessageTemplate, type PlaceholderKinds } from "./template";
import type { TermDictionary } from "./terms";
import { TERMS_ES } from "./terms.es";
import { TERMS_FR } from "./terms.fr";

// A message as sent (English) to the caller's language: the exact text is looked up first, then the templates,
// each compiled once into an anchored pattern that gives back the arguments. Anything unknown stays English.

type Translated = Exclude<Locale, "en">;

type Language = {
  catalogue: Catalogue;
  terms: Readonly<Record<string, string>>;
  /** How clauses are joined and a sentence ends before a list (French puts a no-break space before ; and :). */
  clauses: string;
  colon: string;
  plurals: Intl.PluralRules;
  numbers: Intl.NumberFormat;
};

const language = (locale: Translated, catalogue: Catalogue, terms: TermDictionary, french: boolean): Language => ({
  catalogue,
  terms,
  clauses: french ? "\u00a0; " : "; ",
  colon: french ? "\u00a0:" : ":",
  plurals: new Intl.PluralRules(locale),
  numbers: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
});

const LANGUAGES: Record<Translated, Language> = {
  es: language("es", MESSAGES_ES, TERMS_ES, false),
  fr: language("fr", MESSAGES_FR, TERMS_FR, true),
};

type Pattern = { key: string; form: string | null; countAt?: number; regex: RegExp; literalLength: number };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A count as the English writes it: 3, 1,000, 37.5. */
const COUNT = String.raw`\d[\d,]*(?:\.\d+)?`;
const ENGLISH_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

const valuePattern = (kind: PlaceholderKinds[number] | undefined) =>
  kind === undefined ? ".+?" : kind === "count" ? COUNT : kind.map(escapeRegex).join("|");

/** "{0} has {1} positions ... below {1}." as ^(?<p0>.+?) has (?<p1>COUNT) positions ... below \k<p1>\.$ */
function compile(key: string, form: string | null, text: string, message: MessageTemplate): Pattern {
  const seen = new Set<number>();
  let literalLength = 0;
  const source = text
    .split(/(\{\d+\})/)
    .map((part) => {
      const placeholder = /^\{(\d+)\}$/.exec(part);
      if (!placeholder) {
        literalLength += part.length;
        return escapeRegex(part);
      }
      const index = Number(placeholder[1]);
      if (seen.has(index)) return `\\k<p${index}>`;
      seen.add(index);
      return `(?<p${index}>${valuePattern(message.kinds?.[index])})`;
    })
    .join("");
  return { key, form, countAt: message.countAt, regex: new RegExp(`^${source}$`, "s"), literalLength };
}

let compiled: { exact: Map<string, string>; patterns: Pattern[] } | undefined;

/** The registry read once, on the first translation: exact texts by English, templates most specific first. */
function registry() {
  if (compiled) return compiled;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, message] of SERVER_MESSAGES) {
    if (typeof message === "string") exact.set(message, key);
    else if (isTemplate(message) && typeof message.template === "string")
      patterns.push(compile(key, null, message.template, message));
    else if (isTemplate(message))
      for (const [form, text] of Object.entries(message.template)) patterns.push(compile(key, form, text, message));
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  compiled = { exact, patterns };
  return compiled;
}

const MAX_DEPTH = 4;

/** An argument in the language: a term, a number written the language's way, or a message itself. */
function translateArgument(value: string, locale: Translated, depth: number): string {
  const { terms, numbers } = LANGUAGES[locale];
  const term = terms[value];
  if (term !== undefined) return term;
  if (ENGLISH_NUMBER.test(value)) return numbers.format(Number(value.replaceAll(",", "")));
  if (depth >= MAX_DEPTH) return value;
  // A list such as "2 on time off, 1 unavailable" (AUTO_FILL_REASONS.noOneFree): translated when every item is known.
  const items = value.split(", ");
  if (items.length > 1) {
    const translated = items.map((item) => translateKnown(item, locale, depth + 1));
    if (translated.every((item) => item !== null)) return translated.join(", ");
  }
  return translateKnown(value, locale, depth + 1) ?? value;
}

/** The form a translation takes: its plural category for the count, or the form the English matched. */
function formOf(translation: Translation, pattern: Pattern, count: string | undefined, locale: Translated): string {
  if (typeof translation === "string") return translation;
  if (pattern.countAt === undefined) return translation[pattern.form ?? ""] ?? "";
  const n = Number((count ?? "").replaceAll(",", ""));
  if (n === 0 && translation.zero !== undefined) return translation.zero;
  return translation[LANGUAGES[locale].plurals.select(n)] ?? translation.other ?? "";
}

/** The translation of a message the registry knows, else null. */
function translateKnown(text: string, locale: Translated, depth: number): string | null {
  const { exact, patterns } = registry();
  const { catalogue, clauses, colon } = LANGUAGES[locale];
  // Exact texts only as a whole message: inside one, "Draft" or "Cancel" is more likely a name than a message.
  const key = depth === 0 ? exact.get(text) : undefined;
  if (key !== undefined) {
    const translation = catalogue[key];
    return typeof translation === "string" ? translation : null;
  }
  // A sentence of clauses joined by "; " (copyWeekSummary), ending in "." or ":": translated when every clause is
  // known. Tried before the templates, whose last placeholder would otherwise swallow the clauses after it.
  const end = text.at(-1);
  const clauseTexts = end === "." || end === ":" ? text.slice(0, -1).split("; ") : [];
  if (clauseTexts.length > 1) {
    const translated = clauseTexts.map((part) => translateKnown(part, locale, depth + 1));
    if (translated.every((part) => part !== null)) return `${translated.join(clauses)}${end === ":" ? colon : "."}`;
  }
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    const translation = catalogue[pattern.key];
    if (!match || translation === undefined) continue;
    const groups = match.groups ?? {};
    const values: string[] = [];
    for (const [name, value] of Object.entries(groups)) values[Number(name.slice(1))] = value;
    const count = pattern.countAt === undefined ? undefined : values[pattern.countAt];
    const form = formOf(translation, pattern, count, locale);
    if (!form) return null;
    return fillPlaceholders(
      form,
      values.map((value) => translateArgument(value, locale, depth)),
    );
  }
  return null;
}

/** A message in a language; English, and any message the registry does not know, come back unchanged. */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === "en") return text;
  return translateKnown(text, locale, 0) ?? text;
}
