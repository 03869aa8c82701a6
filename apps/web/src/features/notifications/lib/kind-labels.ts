import type { NotificationKind } from "@brigade/contract/notifications";

/** Each kind as its e-mail switch names it. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  shift_assigned: "A shift is assigned to me",
  shift_changed: "A shift of mine is moved, changed or deleted",
  request_decided: "My pickup or leave request is decided",
  time_off_decided: "My time off is decided",
  join_approved: "My request to join is approved",
  week_published: "A week's schedule is published",
  swap_offered: "A colleague offers me a shift",
  swap_decided: "A swap I am part of is decided",
  time_off_requested: "Someone asks for time off",
  pickup_requested: "Someone asks to pick up a shift",
};

/** The kinds only owners and managers receive: a team member has no use for their switches. */
export const MANAGER_KINDS: readonly NotificationKind[] = ["time_off_requested", "pickup_requested"];
