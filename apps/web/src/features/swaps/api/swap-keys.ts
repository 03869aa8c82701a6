/** Query keys of the swaps feature: every swap change invalidates `all`. */
export const swapKeys = {
  all: ["swaps"] as const,
  lists: () => ["swaps", "lists"] as const,
  candidates: (bookingId: number) => ["swaps", "candidates", bookingId] as const,
};
