import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Query keys of the dashboard, under the schedule key: any shift or booking write refreshes cards and panels. */
export const dashboardKeys = {
  stats: (locationId: number) => [...SCHEDULE_KEY, "dashboard-stats", locationId] as const,
  panel: (locationId: number, status: string) => [...SCHEDULE_KEY, "dashboard-panel", locationId, status] as const,
  lockdate: (locationId: number) => [...SCHEDULE_KEY, "dashboard-lockdate", locationId] as const,
  /** Under the employees key: a team-member write refreshes it. */
  managers: (locationId: number) => ["employees", "dashboard-managers", locationId] as const,
};
