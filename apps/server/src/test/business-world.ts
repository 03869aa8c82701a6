import { eq } from "drizzle-orm";
import { businesses } from "../db/schema/accounts";
import { restConsents } from "../db/schema/compliance";
import { employeeAreaRoles } from "../db/schema/employees";
import { swaps } from "../db/schema/publishing";
import { addEmployee } from "../modules/assignments/test/support";
import { book, createPlace, createShift, storeBody } from "../modules/shifts/test/support";
import { addPunch } from "../modules/time-clock/test/support";
import { insertTimeOff } from "../modules/time-off/test/support";
import { businessIdOf } from "./fixtures";
import { type Caller, createStaff, registerOwner, type TestApp } from "./harness";

// A business with one of every kind of record, for the generated tests: they try each record's id on
// every route that takes one, so a new kind of record belongs here.

export type Staff = Caller & { employeeId: number };
export type World = {
  businessId: number;
  owner: Caller;
  /** A signed-in manager and team member, when asked for. */
  manager?: Staff;
  member?: Staff;
};

/** Record kind → id, one record of each kind, named as the API names fields that refer to them. */
export type Records = Record<string, number>;

let made = 0;

export async function createWorld(t: TestApp, opts: { staff: boolean }, name = "World Bistro"): Promise<World> {
  const owner = await registerOwner(t.app, name);
  const businessId = await businessIdOf(owner);
  if (!opts.staff) return { businessId, owner };
  const manager = await createStaff(t, owner, "manager");
  const member = await createStaff(t, owner, "team_member");
  // Its manager sees money, so the wage, budget and cost routes a manager may call are reached, not refused.
  await t.database.db.update(businesses).set({ managersSeeWages: true }).where(eq(businesses.id, businessId));
  return { businessId, owner, manager, member };
}

/** A kiosk for the location, and the token of its link: the only key of the kiosk's routes (/api/kiosk/{token}). */
export async function addKiosk(world: World, locationId: number): Promise<string> {
  const res = await world.owner.post(`/api/restaurant/location/${locationId}/kiosk/rotate`);
  if (res.statusCode !== 200) throw new Error(`kiosk: ${res.statusCode} ${res.body}`);
  const token = (res.json().payload.url as string).split("/kiosk/")[1];
  if (!token) throw new Error(`kiosk: no token in ${res.body}`);
  return token;
}

/** A fresh set of records, so a test may delete or change them without disturbing the next one. */
export async function addRecords(t: TestApp, world: World): Promise<Records> {
  const { businessId, owner } = world;
  const place = await createPlace(t, owner);
  const shiftName = await owner.post("/api/shift/name/store", { name: `Name ${++made}` });
  if (shiftName.statusCode !== 201) throw new Error(`shift name: ${shiftName.statusCode} ${shiftName.body}`);
  // A day apart, so the team member's bookings never overlap.
  const day = (h: number) => new Date(Date.UTC(2027, 0, 11, h) + made * 86_400_000).toISOString();
  const shift = await createShift(owner, storeBody(place, { from: day(10), to: day(16) }));
  // The booking is the signed-in team member's, so their own routes can act on it; the employee record is
  // another person, so a manager route that deactivates or edits it leaves the world's callers signed in.
  const employee = await addEmployee(t, businessId, { areaRoleIds: [place.roleA] });
  const holder = world.member?.employeeId ?? employee.id;
  if (world.member) {
    await t.database.db.insert(employeeAreaRoles).values({ businessId, employeeId: holder, areaRoleId: place.roleA });
  }
  const booking = await book(t, place, shift, { employeeId: holder });
  const pending = await addEmployee(t, businessId, { status: "waiting_for_approval" });
  const slot = shift.shift_time_slots[0]?.id;
  if (!slot) throw new Error("the shift has no slot");
  // The team member's own pending time off over the booking's day, so their routes (cancel, conflicts) and the
  // managers' (decision) all find it.
  const timeOffDay = new Date(Date.UTC(2027, 0, 11) + made * 86_400_000).toISOString().slice(0, 10);
  const timeOff = await insertTimeOff(t, businessId, holder, { fromDay: timeOffDay });
  // The booking offered to the other employee: the swap routes (accept, decision, cancel) all find it.
  const [swap] = await t.database.db
    .insert(swaps)
    .values({ businessId, bookingId: booking, offererEmployeeId: holder, toEmployeeId: employee.id, status: "Offered" })
    .returning({ id: swaps.id });
  if (!swap) throw new Error("swap insert failed");
  // A worked punch of the team member's, in the past (a punch cannot end in the future), a day apart like the shifts.
  const worked = (h: number) => new Date(Date.UTC(2026, 0, 11, h) + made * 86_400_000).toISOString();
  const punch = await addPunch(t, {
    businessId,
    employeeId: holder,
    locationId: place.locationId,
    bookingId: booking,
    inAt: worked(10),
    outAt: worked(16),
  });
  // A waiting invitation (issue 36), for the routes that withdraw one.
  const invited = await owner.post("/api/employee/invites", {
    invites: [{ email: `invited.${made}.${businessId}@example.test` }],
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  // A sales import of the location (issue 37), for the routes under it.
  const imported = await owner.request({
    method: "POST",
    url: `/api/locations/${place.locationId}/sales/import`,
    payload: "date,time,amount\n2027-01-04,12:00,10.00",
    headers: { "content-type": "text/csv" },
  });
  if (imported.statusCode !== 200) throw new Error(`sales import: ${imported.statusCode} ${imported.body}`);
  // Four weeks of history (one sale a day, ending two UTC days ago: before today on New York's clock too, which may
  // be a day behind) and a manager's total for today (UTC), for the forecast's day routes.
  const now = Date.now();
  const daily = Array.from({ length: 28 }, (_, i) => ({
    start: new Date((Math.floor(now / 86_400_000) - 29 + i) * 86_400_000 + 12 * 3_600_000).toISOString(),
    sales: "100.00",
  }));
  const history = await owner.put(`/api/locations/${place.locationId}/sales`, { intervals: daily });
  if (history.statusCode !== 200) throw new Error(`sales: ${history.statusCode} ${history.body}`);
  const today = new Date(now).toISOString().slice(0, 10).split("-").reverse().join("-");
  const override = await owner.put(`/api/locations/${place.locationId}/forecast/days/${today}`, {
    sales: "150.00",
    reason: "Generated tests",
  });
  if (override.statusCode !== 200) throw new Error(`override: ${override.statusCode} ${override.body}`);
  // The team member's own open question about a short rest (issue 38), for the routes that answer one.
  const [consent] = await t.database.db
    .insert(restConsents)
    .values({
      businessId,
      employeeId: holder,
      shiftId: shift.id,
      slotId: slot,
      areaRoleId: place.roleA,
      locationId: place.locationId,
      restHours: 8,
      packId: "us-nyc-fast-food",
      premiumCents: 10_000,
      premiumBasis: "amount",
    })
    .returning({ id: restConsents.id });
  if (!consent) throw new Error("consent insert failed");
  return {
    location: place.locationId,
    import: imported.json().payload.import_id as number,
    area: place.areaId,
    area_role: place.roleA,
    other_area_role: place.roleB,
    shift_name: shiftName.json().payload.id as number,
    shift: shift.id,
    slot,
    booking,
    employee: employee.id,
    pending_employee: pending.id,
    time_off: timeOff,
    swap: swap.id,
    punch,
    invite: invited.json().payload.invites[0].id as number,
    consent: consent.id,
  };
}
