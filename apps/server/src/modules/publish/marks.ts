import { weekStartIn } from "@brigade/contract/local-time";
import type { PublishMarks } from "./marks-repository";

// A published week counts what changed since it was published (week-building.md, "Publish"). The shifts module
// calls these inside its own transactions, so the count commits with the change or not at all.

type Place = { locationId: number; startsAt: Date; timeZone: string };
const weekKey = (p: Place) => `${p.locationId}:${weekStartIn(p.startsAt, p.timeZone).toString()}`;

/** A published shift is about to be deleted: its published week counts one removal. */
export async function noteRemoval(tx: PublishMarks, businessId: number, shiftId: number): Promise<void> {
  const place = await tx.publishedPlaceOf(businessId, shiftId);
  if (place)
    await tx.countRemoved(businessId, place.locationId, weekStartIn(place.startsAt, place.timeZone).toString());
}

/**
 * Call before a shift is edited or moved; call what it returns after. The shift is marked changed now; a published
 * shift that left its week (new times or another location) counts as removed from the week it left (the week it
 * arrives in sees it as changed).
 */
export async function watchChange(tx: PublishMarks, businessId: number, shiftId: number) {
  const before = await tx.publishedPlaceOf(businessId, shiftId);
  return async (): Promise<void> => {
    await tx.markChanged(businessId, shiftId);
    if (!before) return;
    const after = await tx.publishedPlaceOf(businessId, shiftId);
    if (!after || weekKey(after) !== weekKey(before))
      await tx.countRemoved(businessId, before.locationId, weekStartIn(before.startsAt, before.timeZone).toString());
  };
}
