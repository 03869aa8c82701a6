/** Query keys of this feature: every write invalidates `all`, since areas and roles live inside locations. */
export const locationKeys = {
  all: ["locations"] as const,
  list: () => ["locations", "list"] as const,
  detail: (id: number) => ["locations", "detail", id] as const,
};
