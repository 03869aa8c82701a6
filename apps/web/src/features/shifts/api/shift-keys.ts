import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Query keys of the shifts feature: every write invalidates `all` (the schedule key). */
export const shiftKeys = {
  all: SCHEDULE_KEY,
  list: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "list", query] as const,
  one: (id: number) => [...SCHEDULE_KEY, "one", id] as const,
};
