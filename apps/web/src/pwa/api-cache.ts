import { API_CACHE, SCHEDULE_READ } from "./cached-reads";

const hasCaches = () => typeof caches !== "undefined";

/**
 * Forgets every cached read (the schedule of whoever was signed in): on logout, on sign-in, and when the
 * server says the session is over, so the next person on a shared phone never sees it.
 */
export async function deleteApiCache(): Promise<void> {
  if (!hasCaches()) return;
  try {
    await caches.delete(API_CACHE);
  } catch {
    // Storage unavailable (private mode): there is nothing cached to forget.
  }
}

/**
 * When the server sent the cached answer of a read (its Date header), or null when none is cached: by default
 * the member's schedule (whatever its query), else the read at exactly that address.
 */
export async function cachedReadDate(url?: string): Promise<Date | null> {
  if (!hasCaches()) return null;
  try {
    // Not caches.open: that would create the cache.
    const answer = await caches.match(url ?? SCHEDULE_READ, {
      cacheName: API_CACHE,
      ignoreSearch: url === undefined,
      ignoreVary: true,
    });
    const date = answer?.headers.get("date");
    return date ? new Date(date) : null;
  } catch {
    return null;
  }
}
