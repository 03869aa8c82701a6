// What the service worker keeps of the API for offline use: the team member's own schedule reads, nothing else.
// Shared by vite.config.ts (the worker's route) and the app (the offline notice, clearing on logout).

/** The Cache Storage cache that holds them, and only them. */
export const API_CACHE = "brigade-api";

/** The cache of the login page's HTML, which works without the app (vite.config.ts); it holds nobody's data. */
export const LOGIN_PAGE_CACHE = "brigade-login-page";

/** The session read and the reads of the employee home and the member calendar (GET only). */
export const CACHED_READS = [
  "/api/auth/me",
  "/api/employee/my-shifts",
  "/api/employee/open-shifts",
  "/api/employee/availability",
  "/api/employee/time-off",
  "/api/shift/employee/swaps",
  "/api/calendar/feed",
  "/api/notifications",
  "/api/shift/calendar",
  "/api/shift/name/index",
] as const;

/** The read the offline notice dates the schedule by. */
export const SCHEDULE_READ = "/api/employee/my-shifts";

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Matches a same-origin URL (`href`) of one of CACHED_READS, with any query string and nothing more in the path.
 * Workbox matches a RegExp route against the whole URL.
 */
export const cachedReadPattern = new RegExp(
  `^https?://[^/]+(?:${CACHED_READS.map(escapeRegExp).join("|")})(?:\\?.*)?$`,
);
