import type { Availability, BookingStatus } from "@brigade/contract/enums";
import type { ShiftItem, ShiftStoreBody } from "@brigade/contract/shifts";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { bookings } from "../../../db/schema/bookings";
import { employees } from "../../../db/schema/employees";
import { locations } from "../../../db/schema/locations";
import { shiftSlots, slotPositions } from "../../../db/schema/shifts";
import { businessIdOf, createAreaRole } from "../../../test/fixtures";
import type { Caller, TestApp } from "../../../test/harness";

// Shared by the shift API tests: a location with an area and two roles, and a way to book straight
// into the database (the booking endpoints belong to a later issue), as the demo seed does.

export type Place = { businessId: number; locationId: number; areaId: number; roleA: number; roleB: number };

export async function createPlace(t: TestApp, owner: Caller, timeZone = "America/New_York"): Promise<Place> {
  const businessId = await businessIdOf(owner);
  const a = await createAreaRole(t, businessId);
  const b = await createAreaRole(t, businessId, { areaId: a.areaId });
  await t.database.db.update(locations).set({ timeZone }).where(eq(locations.id, a.locationId));
  return { businessId, locationId: a.locationId, areaId: a.areaId, roleA: a.id, roleB: b.id };
}

export const storeBody = (place: Place, patch: Partial<ShiftStoreBody> = {}): ShiftStoreBody => ({
  name: "Dinner",
  desc: "Dinner service",
  from: "2027-01-11T22:00:00.000Z",
  to: "2027-01-12T04:00:00.000Z",
  location_id: place.locationId,
  chunk: 1,
  areas: [
    {
      id: place.areaId,
      area_role: [
        { id: place.roleA, count: 2 },
        { id: place.roleB, count: 1 },
      ],
    },
  ],
  ...patch,
});

export async function createShift(caller: Caller, body: ShiftStoreBody): Promise<ShiftItem> {
  const res = await caller.post("/api/shift/store", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as ShiftItem;
}

/** A booking written straight to the database; a holding one takes its position as assignment will. */
export async function book(
  t: TestApp,
  place: Place,
  shift: ShiftItem,
  opts: { employeeId: number; slot?: number; areaRoleId?: number; status?: BookingStatus },
): Promise<number> {
  const db = t.database.db;
  const slot = shift.shift_time_slots[opts.slot ?? 0];
  if (!slot) throw new Error("no such slot");
  const areaRoleId = opts.areaRoleId ?? place.roleA;
  const status = opts.status ?? "Accepted";
  const [row] = await db
    .insert(bookings)
    .values({
      businessId: place.businessId,
      shiftId: shift.id,
      slotId: slot.id,
      areaRoleId,
      employeeId: opts.employeeId,
      status,
      during: `[${slot.from},${slot.to})`,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error("booking insert failed");
  if (["Accepted", "Apply For Leave", "Leave Rejected"].includes(status)) {
    await db
      .update(slotPositions)
      .set({ remaining: sql`${slotPositions.remaining} - 1` })
      .where(and(eq(slotPositions.slotId, slot.id), eq(slotPositions.areaRoleId, areaRoleId)));
  }
  return row.id;
}

export async function setAvailability(t: TestApp, employeeId: number, availability: Availability): Promise<void> {
  await t.database.db.update(employees).set({ availability }).where(eq(employees.id, employeeId));
}

export async function bookingRanges(t: TestApp, shiftId: number) {
  return t.database.db
    .select({
      id: bookings.id,
      // The bounds, not the range's text, whose offsets follow the session's time zone.
      lower: sql<Date>`lower(${bookings.during})`.mapWith(bookings.updatedAt),
      upper: sql<Date>`upper(${bookings.during})`.mapWith(bookings.updatedAt),
      slotFrom: shiftSlots.startsAt,
      slotTo: shiftSlots.endsAt,
    })
    .from(bookings)
    .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
    .where(eq(bookings.shiftId, shiftId));
}

/** `count` bare shifts (no roles, no slots) at a place, an hour each, starting a second apart after `from`. */
export async function insertBareShifts(t: TestApp, place: Place, count: number, from: string): Promise<void> {
  await t.database.db.execute(sql`insert into shifts (business_id, location_id, name, starts_at, ends_at, day)
    select ${place.businessId}, ${place.locationId}, 'Bulk', ${from}::timestamptz + make_interval(secs => g),
      ${from}::timestamptz + make_interval(secs => g + 3600), 'Monday'
    from generate_series(1, ${count}) g`);
}
