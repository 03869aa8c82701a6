import { CSRF_COOKIE, SECURE_COOKIE_PREFIX } from "@brigade/contract/auth-cookies";

// Apart from api-client.ts (zod, i18next) so the pages' own scripts (src/static-pages) can read them too.

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The CSRF cookie's value: named with the __Host- prefix over https, plainly over http. */
export const readCsrfCookie = (): string | null =>
  readCookie(SECURE_COOKIE_PREFIX + CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
