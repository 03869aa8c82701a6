/** Query keys of the shifts feature: every write invalidates `all`. */
export const shiftKeys = {
  all: ["shifts"] as const,
  list: (query: Record<string, unknown>) => ["shifts", "list", query] as const,
};
