// Swaps (week-building.md, "Swaps"): an Accepted booking handed to a colleague, approved by a manager.

export const SWAP_STATUSES = ["Offered", "Accepted by colleague", "Approved", "Denied", "Cancelled"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** A swap still under way: the booking it offers cannot be offered again meanwhile. */
export const OPEN_SWAP_STATUSES = ["Offered", "Accepted by colleague"] as const satisfies readonly SwapStatus[];
