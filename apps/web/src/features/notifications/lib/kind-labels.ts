import type { NotificationKind } from "@brigade/contract/notifications";

/** The kinds only owners and managers receive: a team member has no use for their switches. */
export const MANAGER_KINDS: readonly NotificationKind[] = ["time_off_requested", "pickup_requested", "no_show"];
