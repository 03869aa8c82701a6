/** Header the web app sends with cookie-authenticated writes; its value is the `brigade_csrf` cookie. */
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_COOKIE = "brigade_csrf";
export const SESSION_COOKIE = "brigade_session";
/**
 * Served over https (directly or behind a TLS proxy), the cookies' names carry this prefix: the browser then
 * insists on Secure, path / and no Domain, so no other site on the domain can set or shadow them.
 */
export const SECURE_COOKIE_PREFIX = "__Host-";
