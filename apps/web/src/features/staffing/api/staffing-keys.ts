import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/**
 * Query keys of the staffing read: under the schedule key, since every shift or booking written (here or, through the
 * live updates, by anyone) changes what is scheduled against what is required.
 */
export const staffingKeys = {
  all: [...SCHEDULE_KEY, "staffing"] as const,
  period: (locationId: number, from: string, to: string) =>
    [...SCHEDULE_KEY, "staffing", locationId, from, to] as const,
};
