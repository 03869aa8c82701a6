/** Query keys of weekly availability: one pattern per employee, `me` for the caller's own. */
export const availabilityKeys = {
  all: ["availability"] as const,
  pattern: (employeeId: number | null) => ["availability", "pattern", employeeId ?? "me"] as const,
};
