import type { TimeOffStatus } from "@brigade/contract/time-off";

/** Query of GET /api/employee/time-off as the screens send it (days DD-MM-YYYY). */
export type TimeOffFilters = {
  page: number;
  length: number;
  status?: TimeOffStatus | null;
  employee_id?: number | null;
  from?: string | null;
  to?: string | null;
};

/**
 * Query keys of time off, shared by the member's requests and the managers' decisions: a request, a
 * cancellation or a decision invalidates `all`, so both sides read the new state.
 */
export const timeOffKeys = {
  all: ["time-off"] as const,
  lists: () => ["time-off", "list"] as const,
  list: (filters: TimeOffFilters) => ["time-off", "list", filters] as const,
  conflicts: (id: number) => ["time-off", "conflicts", id] as const,
};
