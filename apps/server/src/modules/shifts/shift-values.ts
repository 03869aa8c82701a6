import type { SlotType } from "@brigade/contract/enums";
import type { shifts } from "../../db/schema/shifts";

/** A shift's own columns as written by store and edit. */
export type ShiftValues = Omit<typeof shifts.$inferInsert, "id" | "businessId" | "createdAt">;
/** One slot of a shift as written: its place in the shift and its times. */
export type SlotValues = { seq: number; startsAt: Date; endsAt: Date; type: SlotType };
