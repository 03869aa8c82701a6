import { isLocale, LANGUAGE_COOKIE, type Locale } from "@brigade/contract/locales";

// The language chosen on this device, apart from i18n/index.ts (i18next) so the pages' own scripts
// (src/static-pages) can read and keep it too.

const STORAGE_KEY = "brigade.language";

/** The language chosen on this device (login page, account page), or null. */
export function savedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    // Storage can be off (private mode).
    return null;
  }
}

/**
 * Tells the server the language shown here, so the next page's HTML comes in it (a year, like the choice it
 * follows), and with `remember` keeps it on this device.
 */
export function saveLocale(locale: Locale, remember: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain session-independent preference; no cookie store needed.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the account keeps it when signed in.
  }
}
