import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Query keys of the decisions feature, under the schedule key: every shift or booking write refreshes them. */
export const decisionKeys = {
  requests: (query: Record<string, unknown>) => [...SCHEDULE_KEY, "requests", query] as const,
  events: (bookingId: number) => [...SCHEDULE_KEY, "booking-events", bookingId] as const,
};
