import type { TimeOffQueryInput } from "@brigade/contract/time-off";

/**
 * Query keys of the manager's time-off views. The root matches the member's side (features/time-off), so a
 * decision refreshes every time-off list and count at once.
 */
export const TIME_OFF_ROOT = ["time-off"] as const;

export const timeOffDecisionKeys = {
  listing: (query: TimeOffQueryInput) => [...TIME_OFF_ROOT, "listing", query] as const,
  pendingCount: () => [...TIME_OFF_ROOT, "pending-count"] as const,
  conflicts: (id: number) => [...TIME_OFF_ROOT, "decision-conflicts", id] as const,
};
