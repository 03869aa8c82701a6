import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** GET /api/schedule/weeks as the bar sends it (days DD-MM-YYYY). */
export type WeeksQuery = { location_id: number; from: string; to: string };

/**
 * Under the schedule key: a shift's create, edit, move or delete (which invalidate it) changes a week's state, and
 * publishing invalidates it so the calendar's draft marks go too.
 */
export const publishKeys = {
  weeks: (query: WeeksQuery) => [...SCHEDULE_KEY, "weeks", query] as const,
};
