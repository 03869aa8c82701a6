import type { ShiftItem } from "@brigade/contract/shifts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../lib/db-errors";
import { addEmployee } from "../modules/assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../modules/shifts/test/support";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../test/harness";

// Tenancy kept by the database itself: whatever a bug in the code wrote, a row of business B cannot point at
// a record of business A. Each case writes such a row straight to the database and expects a key violation.

let t: TestApp;
let a: Place;
let b: Place;
let shiftA: ShiftItem;
let shiftB: ShiftItem;
let employeeA: number;
let employeeB: number;
let bookingA: number;

beforeAll(async () => {
  t = await createTestApp();
  const ownerA: Caller = await registerOwner(t.app, "A");
  const ownerB: Caller = await registerOwner(t.app, "B");
  a = await createPlace(t, ownerA);
  b = await createPlace(t, ownerB);
  const at = { from: "2027-09-01T15:00:00Z", to: "2027-09-01T19:00:00Z" };
  shiftA = await createShift(ownerA, storeBody(a, at));
  shiftB = await createShift(ownerB, storeBody(b, at));
  employeeA = (await addEmployee(t, a.businessId, { areaRoleIds: [a.roleA] })).id;
  employeeB = (await addEmployee(t, b.businessId, { areaRoleIds: [b.roleA] })).id;
  bookingA = await book(t, a, shiftA, { employeeId: employeeA });
});
afterAll(() => t.close());

async function refused(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await t.database.db.execute(statement);
    return "written";
  } catch (error) {
    return sqlState(error);
  }
}

describe("composite (business_id, id) keys", () => {
  const slotA = () => shiftA.shift_time_slots[0]?.id;
  const slotB = () => shiftB.shift_time_slots[0]?.id;
  const cases: [string, () => ReturnType<typeof sql>][] = [
    [
      "an area in another business's location",
      () => sql`insert into areas (business_id, location_id, name) values (${b.businessId}, ${a.locationId}, 'X')`,
    ],
    [
      "a role in another business's area",
      () => sql`insert into area_roles (business_id, area_id, name) values (${b.businessId}, ${a.areaId}, 'X')`,
    ],
    [
      "a shift at another business's location",
      () =>
        sql`insert into shifts (business_id, location_id, name, starts_at, ends_at, day) values (${b.businessId}, ${a.locationId}, 'X', now(), now() + interval '1 hour', 'Monday')`,
    ],
    [
      "an employee given another business's role",
      () =>
        sql`insert into employee_area_roles (business_id, employee_id, area_role_id) values (${b.businessId}, ${employeeB}, ${a.roleA})`,
    ],
    [
      "a shift staffed with another business's role",
      () =>
        sql`insert into shift_area_roles (business_id, shift_id, area_role_id, role_count) values (${b.businessId}, ${shiftB.id}, ${a.roleA}, 1)`,
    ],
    [
      "a position in another business's slot",
      () =>
        sql`insert into slot_positions (business_id, slot_id, area_role_id, capacity, remaining) values (${b.businessId}, ${slotA()}, ${b.roleA}, 1, 1)`,
    ],
    [
      "a booking of another business's employee",
      () =>
        sql`insert into bookings (business_id, shift_id, slot_id, area_role_id, employee_id, status, during) values (${b.businessId}, ${shiftB.id}, ${slotB()}, ${b.roleA}, ${employeeA}, 'Pending', 'empty')`,
    ],
    [
      "a booking in another business's shift",
      () =>
        sql`insert into bookings (business_id, shift_id, slot_id, area_role_id, employee_id, status, during) values (${b.businessId}, ${shiftA.id}, ${slotA()}, ${b.roleA}, ${employeeB}, 'Pending', 'empty')`,
    ],
    [
      "an event on another business's booking",
      () =>
        sql`insert into booking_events (business_id, booking_id, to_status) values (${b.businessId}, ${bookingA}, 'Accepted')`,
    ],
    [
      "an auto-fill apply at another business's location",
      () => sql`insert into auto_fill_applies (business_id, location_id) values (${b.businessId}, ${a.locationId})`,
    ],
    [
      "an auto-fill apply that claims another business's booking",
      () =>
        sql`with apply as (insert into auto_fill_applies (business_id) values (${b.businessId}) returning id)
          insert into auto_fill_bookings (apply_id, booking_id, business_id) select id, ${bookingA}, ${b.businessId} from apply`,
    ],
    [
      "a row moved to another business",
      () => sql`update shifts set business_id = ${b.businessId} where id = ${shiftA.id}`,
    ],
  ];
  for (const [what, statement] of cases) {
    it(`refuse ${what}`, async () => {
      expect(await refused(statement())).toBe(FOREIGN_KEY_VIOLATION);
    });
  }

  it("still let a business's own rows point at each other", async () => {
    expect(
      await refused(
        sql`insert into areas (business_id, location_id, name) values (${a.businessId}, ${a.locationId}, 'Own')`,
      ),
    ).toBe("written");
  });
});
