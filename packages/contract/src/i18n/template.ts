// Message functions written as English templates with positional placeholders ({0}, {1} ...), gettext-style:
// the English is both the text sent and the key the other languages are found by (translate.ts reads a sent
// message back into its template and arguments). Each function keeps the signature its call sites use.

/** What goes into a placeholder: text, or a number as English writes it. */
export type TemplateArg = string | number;

/** The forms of a plural: `zero` (optional) when the count is 0, else the language's plural category. */
export type PluralForms = { readonly zero?: string; readonly one: string; readonly other: string };

/**
 * What a placeholder may hold, where that is known: a count, or one of a few words (a weekday, a status).
 * translate.ts reads a message back only with such values there, so "prefers Monday evenings" is not misread.
 */
export type PlaceholderKinds = Readonly<Record<number, "count" | readonly string[]>>;

/** A message function that carries its English: one text, or named forms (plural categories or choices). */
export type MessageTemplate<A extends unknown[] = never> = ((...args: A) => string) & {
  readonly template: string | Readonly<Record<string, string>>;
  /** Plurals only: the placeholder that holds the count, which picks the form in every language. */
  readonly countAt?: number;
  readonly kinds?: PlaceholderKinds;
};

const PLACEHOLDER = /\{(\d+)\}/g;

/** The text with each {n} replaced by the nth value. */
export const fillPlaceholders = (text: string, values: readonly TemplateArg[]): string =>
  text.replace(PLACEHOLDER, (_, index: string) => String(values[Number(index)]));

/** The placeholder numbers a text uses, sorted ("{1} of {0}" gives [0, 1]). */
export const placeholdersOf = (text: string): number[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1])))].sort((a, b) => a - b);

export const isTemplate = (value: unknown): value is MessageTemplate =>
  typeof value === "function" && Object.hasOwn(value, "template");

const asValues = (...args: unknown[]) => args as TemplateArg[];

/**
 * One English text. Without `toArgs` the arguments fill the placeholders in order; with it, `toArgs` turns the
 * call's arguments into the placeholder values (to format a number, say).
 */
export function template<A extends unknown[]>(
  text: string,
  toArgs: (...args: A) => readonly TemplateArg[] = asValues,
  kinds?: PlaceholderKinds,
): MessageTemplate<A> {
  const format = (...args: A) => fillPlaceholders(text, toArgs(...args));
  return Object.assign(format, { template: text, kinds });
}

/** The English plural category of a count. */
const englishForm = (forms: PluralForms, count: number): string =>
  count === 0 && forms.zero !== undefined ? forms.zero : count === 1 ? forms.one : forms.other;

/**
 * A text with a form per count: `{ one: "{0} position can be filled.", other: "{0} positions can be filled." }`.
 * The count is placeholder `countAt` (0 unless told); every language picks its own form by its own rules.
 */
export function plural<A extends unknown[]>(
  forms: PluralForms,
  toArgs: (...args: A) => readonly TemplateArg[] = asValues,
  countAt = 0,
): MessageTemplate<A> {
  const format = (...args: A) => {
    const values = toArgs(...args);
    return fillPlaceholders(englishForm(forms, Number(values[countAt])), values);
  };
  return Object.assign(format, { template: forms, countAt, kinds: { [countAt]: "count" } as const });
}

/** Texts that differ by more than a count, e.g. by a status: `pick` names the form the arguments take. */
export function choice<A extends unknown[], F extends string>(
  forms: Readonly<Record<F, string>>,
  pick: (...args: A) => F,
  toArgs: (...args: A) => readonly TemplateArg[] = asValues,
  kinds?: PlaceholderKinds,
): MessageTemplate<A> {
  const format = (...args: A) => fillPlaceholders(forms[pick(...args)], toArgs(...args));
  return Object.assign(format, { template: forms, kinds });
}
