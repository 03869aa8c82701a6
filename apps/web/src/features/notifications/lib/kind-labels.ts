import type { NotificationKind } from "@brigade/contract/notifications";

/** The kinds only owners and managers receive: a team member has no use for their switches. */
export const MANAGER_KINDS: readonly NotificationKind[] = [
  "time_off_requested",
  "pickup_requested",
  "no_show",
  "kiosk_locked",
];
/** The kinds only owners receive (the kiosk link is theirs to rotate): a manager has no use for their switches. */
export const OWNER_KINDS: readonly NotificationKind[] = ["kiosk_locked"];
