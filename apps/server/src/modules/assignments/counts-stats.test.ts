import type { ShiftItem, ShiftStoreBody } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, selectShift } from "./test/support";

// Hours held in the week of a shift, Monday 00:00 to Monday 00:00 in the shift's location's zone.

let t: TestApp;
let owner: Caller;
let newYork: Place;
let london: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  newYork = await createPlace(t, owner, "America/New_York");
  london = await createPlace(t, owner, "Europe/London");
});
afterAll(() => t.close());

const onlyRoleA = (place: Place): Partial<ShiftStoreBody> => ({
  areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
});

async function shiftAt(place: Place, from: string, to: string, chunk = 1): Promise<ShiftItem> {
  return createShift(owner, storeBody(place, { from, to, chunk, ...onlyRoleA(place) }));
}

async function assigned(place: Place, employeeId: number, from: string, to: string): Promise<ShiftItem> {
  const shift = await shiftAt(place, from, to);
  const res = await selectShift(owner, assignment(shift, employeeId, place.roleA));
  expect(res.statusCode, res.body).toBe(200);
  return shift;
}

async function hours(employeeId: number, shift: ShiftItem, caller = owner) {
  const res = await caller.get(`/api/counts-stats/index?employee_id=${employeeId}&shift_id=${shift.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as number;
}

const cook = () => addEmployee(t, newYork.businessId, { areaRoleIds: [newYork.roleA, london.roleA] });

describe("GET /api/counts-stats/index", () => {
  it("is 0 for an employee with nothing that week, and a plain number", async () => {
    const person = await cook();
    const shift = await shiftAt(newYork, "2027-01-05T15:00:00Z", "2027-01-05T19:00:00Z");
    const res = await owner.get(`/api/counts-stats/index?employee_id=${person.id}&shift_id=${shift.id}`);
    expect(res.json()).toEqual({ payload: 0 });
  });

  it("puts a Sunday-night and a Monday shift in New York into different weeks, though both are Monday in UTC", async () => {
    const person = await cook();
    // Sunday 10 January 2027, 20:00 to 23:30 New York time (Monday 01:00Z to 04:30Z): 3.5 hours.
    const sunday = await assigned(newYork, person.id, "2027-01-11T01:00:00Z", "2027-01-11T04:30:00Z");
    // Monday 11 January, 09:00 to 17:00 New York time: 8 hours.
    const monday = await assigned(newYork, person.id, "2027-01-11T14:00:00Z", "2027-01-11T22:00:00Z");
    expect(await hours(person.id, sunday)).toBe(3.5);
    expect(await hours(person.id, monday)).toBe(8);
  });

  it("adds the week's holding bookings: Accepted, Apply For Leave and Leave Rejected, not Pending, Rejected or Released", async () => {
    const person = await cook();
    const day = (d: number, h: number) => `2027-01-${String(d).padStart(2, "0")}T${h}:00:00Z`;
    const shifts: ShiftItem[] = [];
    for (const d of [18, 19, 20, 21, 22, 23]) shifts.push(await shiftAt(newYork, day(d, 14), day(d, 20)));
    const [accepted, leave, leaveRejected, pending, rejected, released] = shifts;
    if (!accepted || !leave || !leaveRejected || !pending || !rejected || !released) throw new Error("shifts");
    await book(t, newYork, accepted, { employeeId: person.id, status: "Accepted" });
    await book(t, newYork, leave, { employeeId: person.id, status: "Apply For Leave" });
    await book(t, newYork, leaveRejected, { employeeId: person.id, status: "Leave Rejected" });
    await book(t, newYork, pending, { employeeId: person.id, status: "Pending" });
    await book(t, newYork, rejected, { employeeId: person.id, status: "Rejected" });
    await book(t, newYork, released, { employeeId: person.id, status: "Released" });
    expect(await hours(person.id, released)).toBe(18);
  });

  it("counts slot hours, fractional, per booked slot of a split shift", async () => {
    const person = await cook();
    // Three slots of 2.5 hours each on Tuesday 26 January; the employee holds the first and the last.
    const shift = await shiftAt(newYork, "2027-01-26T14:00:00Z", "2027-01-26T21:30:00Z", 3);
    for (const slot of [0, 2]) {
      const res = await selectShift(owner, assignment(shift, person.id, newYork.roleA, slot));
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await hours(person.id, shift)).toBe(5);
  });

  it("counts a booking crossing the week's end whole in the week it starts", async () => {
    const person = await cook();
    // Sunday 7 February 2027 22:00 to Monday 02:00 New York time.
    const overnight = await assigned(newYork, person.id, "2027-02-08T03:00:00Z", "2027-02-08T07:00:00Z");
    const nextMonday = await shiftAt(newYork, "2027-02-08T15:00:00Z", "2027-02-08T19:00:00Z");
    expect(await hours(person.id, overnight)).toBe(4);
    expect(await hours(person.id, nextMonday)).toBe(0);
  });

  it("ends the week at Monday 00:00 local across the spring-forward change (a 167-hour week)", async () => {
    const person = await cook();
    // Monday 8 March 2027 00:00 EST is 05:00Z; the clocks go forward on Sunday 14 March, so the week
    // ends on Monday 15 March 00:00 EDT, which is 04:00Z, not 05:00Z.
    const first = await assigned(newYork, person.id, "2027-03-08T05:00:00Z", "2027-03-08T07:00:00Z");
    // Monday 15 March 00:30 to 02:00 EDT (04:30Z to 06:00Z): the next week.
    const next = await assigned(newYork, person.id, "2027-03-15T04:30:00Z", "2027-03-15T06:00:00Z");
    // Sunday 14 March 23:00 EDT (03:00Z on the 15th) to 23:45: still the first week.
    const sunday = await assigned(newYork, person.id, "2027-03-15T03:00:00Z", "2027-03-15T03:45:00Z");
    expect(await hours(person.id, first)).toBe(2.75);
    expect(await hours(person.id, sunday)).toBe(2.75);
    expect(await hours(person.id, next)).toBe(1.5);
  });

  it("reads the week in the zone of the shift asked about", async () => {
    const person = await cook();
    // Monday 15 February 2027 02:00 London time is still Sunday 21:00 in New York.
    await assigned(london, person.id, "2027-02-15T02:00:00Z", "2027-02-15T04:00:00Z");
    const londonMonday = await shiftAt(london, "2027-02-15T09:00:00Z", "2027-02-15T12:00:00Z");
    const newYorkMonday = await shiftAt(newYork, "2027-02-15T15:00:00Z", "2027-02-15T18:00:00Z");
    expect(await hours(person.id, londonMonday)).toBe(2);
    expect(await hours(person.id, newYorkMonday)).toBe(0);
  });

  it("is for owners and managers, 404 for ids that are missing or another business's, 422 without ids", async () => {
    const person = await cook();
    const shift = await shiftAt(newYork, "2027-04-05T15:00:00Z", "2027-04-05T19:00:00Z");
    const manager = await createStaff(t, owner, "manager");
    expect(await hours(person.id, shift, manager)).toBe(0);
    const member = await createStaff(t, owner, "team_member");
    const url = `/api/counts-stats/index?employee_id=${person.id}&shift_id=${shift.id}`;
    expect((await member.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);

    const stranger = await registerOwner(t.app, "Elsewhere");
    expect((await stranger.get(url)).statusCode).toBe(404);
    const theirs = await addEmployee(t, (await stranger.get("/api/auth/me")).json().payload.business.id);
    const res = await owner.get(`/api/counts-stats/index?employee_id=${theirs.id}&shift_id=${shift.id}`);
    expect(res.statusCode).toBe(404);
    expect((await owner.get(`/api/counts-stats/index?employee_id=${person.id}&shift_id=999999`)).statusCode).toBe(404);
    const missing = await owner.get("/api/counts-stats/index");
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["employee_id", "shift_id"]);
  });
});
