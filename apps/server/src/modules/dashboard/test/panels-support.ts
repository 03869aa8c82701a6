import type { Weekday } from "@brigade/contract/enums";
import { eq } from "drizzle-orm";
import { locations } from "../../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../../db/schema/shifts";
import type { TestApp } from "../../../test/harness";
import type { Place } from "../../shifts/test/support";

// Shifts written straight to the database at any instant (past ones too), one slot, role A only.

export async function insertShift(
  t: TestApp,
  place: Place,
  opts: { from: Date; hours?: number; name?: string; premium?: boolean; createdAt?: Date; remaining?: number },
): Promise<number> {
  const db = t.database.db;
  const to = new Date(opts.from.getTime() + (opts.hours ?? 4) * 3_600_000);
  const [shift] = await db
    .insert(shifts)
    .values({
      businessId: place.businessId,
      locationId: place.locationId,
      name: opts.name ?? "Shift",
      shiftType: opts.premium ? "Premium" : "Non_Premium",
      bonus: opts.premium ? "25" : "0",
      startsAt: opts.from,
      endsAt: to,
      day: "Monday",
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: shifts.id });
  if (!shift) throw new Error("shift insert failed");
  await db
    .insert(shiftAreaRoles)
    .values({ businessId: place.businessId, shiftId: shift.id, areaRoleId: place.roleA, roleCount: 2 });
  const [slot] = await db
    .insert(shiftSlots)
    .values({ businessId: place.businessId, shiftId: shift.id, seq: 1, startsAt: opts.from, endsAt: to, type: "Full" })
    .returning({ id: shiftSlots.id });
  if (!slot) throw new Error("slot insert failed");
  await db.insert(slotPositions).values({
    businessId: place.businessId,
    slotId: slot.id,
    areaRoleId: place.roleA,
    capacity: 2,
    remaining: opts.remaining ?? 2,
  });
  return shift.id;
}

export async function setLockDay(t: TestApp, place: Place, lockDay: Weekday | null): Promise<void> {
  await t.database.db.update(locations).set({ lockDay }).where(eq(locations.id, place.locationId));
}
