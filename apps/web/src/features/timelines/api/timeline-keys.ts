import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Query keys of the timelines, under the schedule key: every shift or booking write refreshes them. */
export const timelineKeys = {
  timeline: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "timeline", query] as const,
  vacantEmployees: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "vacant-employees", query] as const,
  teamAvailability: (query: { ids: number[]; from: string; to: string }) =>
    [...SCHEDULE_KEY, "team-availability", query] as const,
};
