// Message functions written as English templates with positional placeholders ({0}, {1} ...), gettext-style.
// Called, a template gives its English text, as it always did (`requiredMessage("email")`); its `said(...)` gives
// the same message as a value, a `Said`: its key, its form and its values, typed (a name, a number, a term, a
// message inside it). Each language renders a Said from its own catalogue (translate.ts); nothing reads English.

/** A word of the product (a field label, a status, a weekday): each language says it its own way (terms.*.ts). */
export class Term {
  constructor(readonly term: string) {}
  toString(): string {
    return this.term;
  }
}

/** A number English writes grouped with at most two decimals (hours, a bonus): 1,234.5. */
export class Amount {
  constructor(readonly amount: number) {}
  toString(): string {
    return this.amount.toLocaleString("en-US", { maximumFractionDigits: 2 });
  }
}

/** How a list's messages are joined: as items ("2 on time off, 1 unavailable") or as a sentence's clauses ("…; …"). */
export type Joiner = "items" | "clauses";
const ENGLISH_JOINERS: Readonly<Record<Joiner, string>> = { items: ", ", clauses: "; " };

/** Messages in a row, each rendered in the language and joined the language's way. */
export class List {
  constructor(
    readonly messages: readonly Message[],
    readonly joiner: Joiner,
  ) {}
  toString(): string {
    return this.messages.join(ENGLISH_JOINERS[this.joiner]);
  }
}

/**
 * What goes into a placeholder: a string is a name (a person's, a shift's, a location's, a date) and stays as it
 * is in every language; a number is written the language's way (English: as String writes it); an Amount too
 * (English: grouped); a Term is looked up in the language's terms; a message or a list of messages is rendered.
 */
export type Value = string | number | Term | Amount | List | Said;

/** A message: a constant text of the registry (found by its exact English), or a message value. */
export type Message = string | Said;

/** A term: a placeholder value each language translates (terms.ts). */
export const term = (word: string): Term => new Term(word);
/** An amount: a number English groups (1,234.5). */
export const amount = (n: number): Amount => new Amount(n);
/** Messages as a list's items, joined by ", ". */
export const items = (messages: readonly Message[]): List => new List(messages, "items");
/** Messages as a sentence's clauses, joined by "; " (French: "\u00a0; "). */
export const clauses = (messages: readonly Message[]): List => new List(messages, "clauses");

/** The forms of a plural: `zero` (optional) when the count is 0, else the language's plural category. */
export type PluralForms = { readonly zero?: string; readonly one: string; readonly other: string };

/** What a Said needs of its template: its English, its key and, for a plural, where its count is. */
export type TemplateSource = {
  /** The English: one text, or named forms (plural categories or choices). */
  readonly template: string | Readonly<Record<string, string>>;
  /** Plurals only: the placeholder that holds the count, which picks the form in every language. */
  readonly countAt?: number;
  /** The registry's key ("group.name"), given by server-messages.ts when it gathers the messages. */
  key?: string;
};

const PLACEHOLDER = /\{(\d+)\}/g;

/** The text with each {n} replaced by the nth value. */
export const fillPlaceholders = (text: string, values: readonly string[]): string =>
  text.replace(PLACEHOLDER, (_, index: string) => values[Number(index)] ?? "");

/** The placeholder numbers a text uses, sorted ("{1} of {0}" gives [0, 1]). */
export const placeholdersOf = (text: string): number[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1])))].sort((a, b) => a - b);

/** The English plural form of a count. */
const englishForm = (forms: PluralForms, count: number): string =>
  count === 0 && forms.zero !== undefined ? forms.zero : count === 1 ? forms.one : forms.other;

/**
 * A message with values, as a value: its template's key, the form a choice took (a plural's form is each
 * language's, from its count), and the values. Its English (toString, and toJSON so that it serializes as the
 * text) is letter for letter what the template's call returns.
 */
export class Said {
  constructor(
    readonly source: TemplateSource,
    readonly values: readonly Value[],
    /** Choices only: the form the arguments picked. */
    readonly form?: string,
  ) {}

  get key(): string | undefined {
    return this.source.key;
  }

  /** Plurals only: the count that picks the form. */
  get count(): number | undefined {
    const at = this.source.countAt;
    return at === undefined ? undefined : Number(this.values[at]);
  }

  /** The English text before its placeholders are filled. */
  private englishText(): string {
    const { template } = this.source;
    if (typeof template === "string") return template;
    const count = this.count;
    if (count !== undefined) return englishForm(template as PluralForms, count);
    return template[this.form ?? ""] ?? "";
  }

  toString(): string {
    return fillPlaceholders(
      this.englishText(),
      this.values.map((value) => String(value)),
    );
  }

  toJSON(): string {
    return this.toString();
  }
}

/** A message function that carries its English, and gives the message as a value with `said`. */
export type MessageTemplate<A extends unknown[] = never> = ((...args: A) => string) &
  TemplateSource & {
    readonly said: (...args: A) => Said;
  };

export const isTemplate = (value: unknown): value is MessageTemplate =>
  typeof value === "function" && Object.hasOwn(value, "template");

/**
 * The English texts of the templates made with `remember` (the validation messages) and the Said each was made
 * from. A zod schema keeps its messages as strings, written once when the schema is defined; this is how such a
 * string is found again as a message value, by its exact text, without reading it. The values of those templates
 * are the code's own (field labels, limits), so the map holds at most one entry per label and limit the code
 * writes; REMEMBERED_MAX guards that bound should a template be misused with values from a request.
 */
const remembered = new Map<string, Said>();
const REMEMBERED_MAX = 5_000;

/** The message value a validation message was made from, found by its exact English (else undefined). */
export const rememberedSaid = (text: string): Said | undefined => remembered.get(text);

export type TemplateOptions = {
  /**
   * The template's texts go into zod schemas (a validation message: `requiredMessage(label)`): each English text
   * it gives is remembered with its Said, so the text is found again as a message value (rememberedSaid).
   */
  readonly remember?: boolean;
};

const asValues = (...args: unknown[]) => args as Value[];

function messageTemplate<A extends unknown[]>(
  source: Omit<TemplateSource, "key">,
  toSaid: (self: TemplateSource, ...args: A) => Said,
  options: TemplateOptions | undefined,
): MessageTemplate<A> {
  const said = (...args: A): Said => toSaid(self, ...args);
  const english = (...args: A): string => {
    const message = said(...args);
    const text = message.toString();
    if (options?.remember && !remembered.has(text) && remembered.size < REMEMBERED_MAX) remembered.set(text, message);
    return text;
  };
  const self: MessageTemplate<A> = Object.assign(english, source, { said });
  return self;
}

/**
 * One English text. Without `toArgs` the arguments fill the placeholders in order (strings as names, numbers as
 * numbers); with it, `toArgs` turns the call's arguments into the placeholder values (a term, an amount ...).
 */
export function template<A extends unknown[]>(
  text: string,
  toArgs: (...args: A) => readonly Value[] = asValues,
  options?: TemplateOptions,
): MessageTemplate<A> {
  return messageTemplate<A>({ template: text }, (self, ...args) => new Said(self, toArgs(...args)), options);
}

/**
 * A text with a form per count: `{ one: "{0} position can be filled.", other: "{0} positions can be filled." }`.
 * The count is placeholder `countAt` (0 unless told), a number; every language picks its own form by its own rules.
 */
export function plural<A extends unknown[]>(
  forms: PluralForms,
  toArgs: (...args: A) => readonly Value[] = asValues,
  countAt = 0,
): MessageTemplate<A> {
  return messageTemplate<A>(
    { template: forms, countAt },
    (self, ...args) => new Said(self, toArgs(...args)),
    undefined,
  );
}

/** Texts that differ by more than a count, e.g. by a status: `pick` names the form the arguments take. */
export function choice<A extends unknown[], F extends string>(
  forms: Readonly<Record<F, string>>,
  pick: (...args: A) => F,
  toArgs: (...args: A) => readonly Value[] = asValues,
): MessageTemplate<A> {
  return messageTemplate<A>(
    { template: forms },
    (self, ...args) => new Said(self, toArgs(...args), pick(...args)),
    undefined,
  );
}
