import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { slotPositions } from "../../db/schema/shifts";
import { timeOff } from "../../db/schema/week-building";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment } from "../assignments/test/support";
import { addTimeOff, wallClock } from "../fit/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";

// The ledger reads an assignment's facts, its slot and the employee's time off in the statement that takes the
// employee's lock. A time-off approval that commits while that statement waits is not in what it read: the
// booking statement itself must see it and refuse. Made deterministic here by holding the approval's lock open
// until the assignment is seen waiting for it.

const NY = "America/New_York";

let t: TestApp;
let owner: Caller;
let place: Place;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

/** Statements of this database waiting for a lock (the assignment, once it reaches the employee row). */
const waitingForLocks = async () => {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
};

it("refuses an assignment into time off approved while it waited for the employee, and books nothing", async () => {
  const day = "2027-11-03";
  const shift = await createShift(
    owner,
    storeBody(place, {
      from: wallClock(`${day}T10:00`, NY),
      to: wallClock(`${day}T16:00`, NY),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
    }),
  );
  const employee = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
  const timeOffId = await addTimeOff(t, place.businessId, employee.id, { from: day }, "Pending");

  let assigned: ReturnType<typeof post> | undefined;
  // An approval as time off decides one: the employee row FOR UPDATE, then the status, committed only once the
  // assignment waits behind it.
  await t.database.db.transaction(async (tx) => {
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for("update");
    await tx.update(timeOff).set({ status: "Approved" }).where(eq(timeOff.id, timeOffId));
    assigned = post("/api/shift/employee/select-shift", owner.token, assignment(shift, employee.id, place.roleA));
    await expect.poll(waitingForLocks, { timeout: 10_000 }).toBe(1);
  });
  const answer = await (assigned as ReturnType<typeof post>);

  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.message).toBe(TIME_OFF_MESSAGES.hasTimeOff);
  const slotId = shift.shift_time_slots[0]?.id ?? 0;
  const booked = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.slotId, slotId), eq(bookings.employeeId, employee.id)));
  expect(booked).toEqual([]);
  const [position] = await t.database.db
    .select({ remaining: slotPositions.remaining })
    .from(slotPositions)
    .where(and(eq(slotPositions.slotId, slotId), eq(slotPositions.areaRoleId, place.roleA)));
  expect(position?.remaining).toBe(2);
});
