import type {
  AutoFillApplyItem,
  AutoFillApplyPayload,
  AutoFillAssignment,
  AutoFillPayload,
} from "@brigade/contract/auto-fill";
import type { ShiftItem } from "@brigade/contract/shifts";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { bookingEvents, bookings } from "../../../db/schema/bookings";
import { locations } from "../../../db/schema/locations";
import { shiftSlots, shifts } from "../../../db/schema/shifts";
import { businessIdOf, createAreaRole } from "../../../test/fixtures";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../../test/harness";
import { wallClock } from "../../fit/test/support";
import { createShift, type Place, storeBody } from "../../shifts/test/support";

// A location of its own per test (auto-fill reads every open position of a location's period), shifts at local
// wall-clock times, and the three calls as a client makes them.

export const NY = "America/New_York";

export type NamedPlace = Place & { roleAName: string; roleBName: string; timeZone: string };

export async function createNamedPlace(t: TestApp, owner: Caller, timeZone = NY): Promise<NamedPlace> {
  const businessId = await businessIdOf(owner);
  const a = await createAreaRole(t, businessId);
  const b = await createAreaRole(t, businessId, { areaId: a.areaId });
  await t.database.db.update(locations).set({ timeZone }).where(eq(locations.id, a.locationId));
  return {
    businessId,
    locationId: a.locationId,
    areaId: a.areaId,
    roleA: a.id,
    roleB: b.id,
    roleAName: a.name,
    roleBName: b.name,
    timeZone,
  };
}

/**
 * A shift from one local wall-clock time to another ('YYYY-MM-DDTHH:mm'): `count` positions of role A, or the
 * given roles.
 */
export function shiftAt(
  owner: Caller,
  place: NamedPlace,
  from: string,
  to: string,
  opts: { count?: number; roles?: { id: number; count: number }[]; name?: string; premiumBonus?: number } = {},
): Promise<ShiftItem> {
  const roles = opts.roles ?? [{ id: place.roleA, count: opts.count ?? 1 }];
  return createShift(
    owner,
    storeBody(place, {
      name: opts.name ?? "Service",
      from: wallClock(from, place.timeZone),
      to: wallClock(to, place.timeZone),
      areas: [{ id: place.areaId, area_role: roles }],
      ...(opts.premiumBonus ? { shift_type: "Premium", bonus: opts.premiumBonus } : {}),
    }),
  );
}

/** Moves the shift and its one slot to have started an hour ago (the API creates no shift in the past). */
export async function startedAnHourAgo(t: TestApp, shift: ShiftItem): Promise<void> {
  const db = t.database.db;
  const times = { startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() + interval '3 hours'` };
  await db.update(shifts).set(times).where(eq(shifts.id, shift.id));
  await db.update(shiftSlots).set(times).where(eq(shiftSlots.shiftId, shift.id));
}

/**
 * `count` one-hour shifts of role A with one position each, 30 seconds apart from `from` (an ISO instant), written
 * in three statements: enough open positions to pass the preview's bound without thousands of requests.
 */
export async function insertOpenPositions(t: TestApp, place: Place, count: number, from: string): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`with new_shifts as (
      insert into shifts (business_id, location_id, name, starts_at, ends_at, day)
      select ${place.businessId}, ${place.locationId}, 'Bulk', ${from}::timestamptz + make_interval(secs => g * 30),
        ${from}::timestamptz + make_interval(secs => g * 30 + 3600), 'Monday'
      from generate_series(1, ${count}) g
      returning id, starts_at, ends_at
    ), roles as (
      insert into shift_area_roles (business_id, shift_id, area_role_id, role_count)
      select ${place.businessId}, id, ${place.roleA}, 1 from new_shifts
    ), slots as (
      insert into shift_slots (business_id, shift_id, location_id, seq, starts_at, ends_at, type)
      select ${place.businessId}, id, ${place.locationId}, 1, starts_at, ends_at, 'Full' from new_shifts
      returning id
    )
    insert into slot_positions (business_id, slot_id, area_role_id, capacity, remaining)
    select ${place.businessId}, id, ${place.roleA}, 1, 1 from slots`);
}

export const slotOf = (shift: ShiftItem, slot = 0): number => {
  const id = shift.shift_time_slots[slot]?.id;
  if (!id) throw new Error("no such slot");
  return id;
};

export const previewCall = (caller: Caller, body: Record<string, unknown>) =>
  caller.post("/api/schedule/auto-fill", body);

/** A preview that must succeed: its payload. */
export async function preview(caller: Caller, place: Place, from: string, to: string): Promise<AutoFillPayload> {
  const res = await previewCall(caller, { location_id: place.locationId, from, to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as AutoFillPayload;
}

export const applyCall = (caller: Caller, assignments: unknown) =>
  caller.post("/api/schedule/auto-fill/apply", { assignments });

/** An apply that must be answered 200: its payload. */
export async function apply(caller: Caller, items: AutoFillApplyItem[]): Promise<AutoFillApplyPayload> {
  const res = await applyCall(caller, items);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as AutoFillApplyPayload;
}

export const undoCall = (caller: Caller, applyId: unknown) =>
  caller.post("/api/schedule/auto-fill/undo", { apply_id: applyId });

/** The apply items of proposals, as the preview's client sends them back. */
export const itemsOf = (assignments: readonly AutoFillAssignment[]): AutoFillApplyItem[] =>
  assignments.map((a) => ({ slot_id: a.slot_id, area_role_id: a.area_role_id, employee_id: a.employee_id }));

/** The employee's bookings in the slot, with the actors of their events, oldest first. */
export async function bookingsIn(t: TestApp, slotId: number, employeeId: number) {
  const rows = await t.database.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), eq(bookings.employeeId, employeeId)))
    .orderBy(asc(bookings.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      events: await t.database.db
        .select({ actor: bookingEvents.actorUserId, from: bookingEvents.fromStatus, to: bookingEvents.toStatus })
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, row.id))
        .orderBy(asc(bookingEvents.id)),
    })),
  );
}

/** A test file's app, its owner and their business, made before its tests and closed after them. */
export function ownersApp(): { t: TestApp; owner: Caller; businessId: number } {
  const context = {} as { t: TestApp; owner: Caller; businessId: number };
  beforeAll(async () => {
    context.t = await createTestApp();
    context.owner = await registerOwner(context.t.app);
    context.businessId = (await createNamedPlace(context.t, context.owner)).businessId;
  });
  afterAll(() => context.t.close());
  return context;
}
