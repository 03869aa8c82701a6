import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Query keys of the shifts feature: every write invalidates `all` (the schedule key). */
export const shiftKeys = {
  all: SCHEDULE_KEY,
  /** A page of the shifts table (GET /api/shift/index with page and length). */
  page: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "page", query] as const,
  /** The calendar's feed of one period (GET /api/shift/calendar). */
  calendar: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "calendar", query] as const,
  one: (id: number) => [...SCHEDULE_KEY, "one", id] as const,
};
