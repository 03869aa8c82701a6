// The languages Brigade speaks. English is the spec's wording; the others are translations of it.

export const LOCALES = ["en", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own words, for the pickers on the login and account pages. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español", fr: "Français" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The supported language of a tag such as "es-MX" or "fr", else null. */
export function localeOfTag(tag: string): Locale | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * The first supported language of an Accept-Language header (by its q weights) or of a list of tags
 * (navigator.languages), else null. "*" and unknown tags are passed over.
 */
export function pickLocale(accept: string | readonly string[] | undefined | null): Locale | null {
  if (!accept) return null;
  const tags =
    typeof accept === "string"
      ? accept
          .split(",")
          .map((part, index) => {
            const [tag = "", ...params] = part.split(";");
            const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((t) => t.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((t) => t.tag)
      : accept;
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * The cookie in which the web app tells the server the language it shows on this device, so a page's HTML (its
 * static frame, apps/web/src/app/frames) comes in that language before any script has run.
 */
export const LANGUAGE_COOKIE = "brigade_language";
