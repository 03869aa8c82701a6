import type { SlotType } from "@brigade/contract/enums";

/** One slot of a shift as written: its place in the shift and its times. */
export type SlotValues = { seq: number; startsAt: Date; endsAt: Date; type: SlotType };
