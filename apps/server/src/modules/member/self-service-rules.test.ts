import { SELF_SERVICE_MESSAGES } from "@brigade/contract/fit";
import type { OpenShiftItem } from "@brigade/contract/member";
import type { ShiftItem } from "@brigade/contract/shifts";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, setOwnMax, setWorkRules, wallClock } from "../fit/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addMember, type Member, pickup, pickupOf } from "./test/support";

// The self-service rules (week-building.md, "Work rules"): a member cannot ask for a shift in their approved
// time off, past their weekly maximum, short of rest or past the shifts per day, and is not offered one.

let t: TestApp;
let owner: Caller;
let place: Place;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
});
afterAll(() => t.close());

const shiftAt = (from: string, to: string) =>
  createShift(
    owner,
    storeBody(place, {
      from: wallClock(from, NY),
      to: wallClock(to, NY),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 3 }] }],
    }),
  );
const newMember = () => addMember(t, owner, [place.roleA]);
const hold = async (member: Member, from: string, to: string) =>
  book(t, place, await shiftAt(from, to), { employeeId: member.employeeId });

/** The open shifts of the member on one local day (DD-MM-YYYY). */
async function offeredOn(member: Member, day: string): Promise<number[]> {
  const res = await member.get(`/api/employee/open-shifts?from=${day}&to=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload as OpenShiftItem[]).map((i) => i.shift.id);
}

/** Asks for the shift and expects a 409 with the message, and that nothing was written. */
async function refused(member: Member, shift: ShiftItem, message: string) {
  const res = await pickup(member, pickupOf(shift, place.roleA));
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toBe(message);
  const rows = await t.database.db.select().from(bookings).where(eq(bookings.shiftId, shift.id));
  expect(rows).toEqual([]);
}

describe("POST /api/shift/employee/pickup and GET /api/employee/open-shifts: the self-service rules", () => {
  it("refuses and hides a shift in the member's approved time off", async () => {
    const member = await newMember();
    await addTimeOff(t, place.businessId, member.employeeId, { from: "2027-07-05" });
    const shift = await shiftAt("2027-07-05T10:00", "2027-07-05T16:00");
    // Before the time off (the evening before) is fine.
    const eve = await shiftAt("2027-07-04T17:00", "2027-07-05T00:00");
    expect(await offeredOn(member, "05-07-2027")).not.toContain(shift.id);
    expect(await offeredOn(member, "04-07-2027")).toContain(eve.id);
    await refused(member, shift, TIME_OFF_MESSAGES.hasTimeOff);
    expect((await pickup(member, pickupOf(eve, place.roleA))).statusCode).toBe(201);
    // A colleague without time off is offered it and may ask.
    const colleague = await newMember();
    expect(await offeredOn(colleague, "05-07-2027")).toContain(shift.id);
    expect((await pickup(colleague, pickupOf(shift, place.roleA))).statusCode).toBe(201);
  });

  it("refuses and hides a shift past the member's weekly maximum, their own or the business's", async () => {
    const member = await newMember();
    await setOwnMax(t, member.employeeId, 8);
    await hold(member, "2027-07-12T10:00", "2027-07-12T16:00");
    const four = await shiftAt("2027-07-13T10:00", "2027-07-13T14:00");
    const two = await shiftAt("2027-07-14T10:00", "2027-07-14T12:00");
    expect(await offeredOn(member, "13-07-2027")).not.toContain(four.id);
    await refused(member, four, SELF_SERVICE_MESSAGES.overMax(8));
    expect(SELF_SERVICE_MESSAGES.overMax(8)).toBe("This shift would take you over your maximum of 8 hours this week.");
    // Exactly the maximum is allowed.
    expect(await offeredOn(member, "14-07-2027")).toContain(two.id);
    expect((await pickup(member, pickupOf(two, place.roleA))).statusCode).toBe(201);

    const colleague = await newMember();
    await hold(colleague, "2027-07-12T08:00", "2027-07-12T16:00");
    await setWorkRules(t, place.businessId, { max_week_hours: 10 });
    try {
      await refused(colleague, four, SELF_SERVICE_MESSAGES.overMax(10));
      expect(await offeredOn(colleague, "14-07-2027")).toContain(two.id);
    } finally {
      await setWorkRules(t, place.businessId, { max_week_hours: 40 });
    }
  });

  it("refuses and hides a shift that leaves less than the rest between days", async () => {
    const member = await newMember();
    await hold(member, "2027-07-18T16:00", "2027-07-18T23:00");
    // Monday 07:00 is 8 hours after Sunday's close; 09:00 is 10.
    const opening = await shiftAt("2027-07-19T07:00", "2027-07-19T12:00");
    const later = await shiftAt("2027-07-19T09:00", "2027-07-19T12:00");
    const offered = await offeredOn(member, "19-07-2027");
    expect(offered).not.toContain(opening.id);
    expect(offered).toContain(later.id);
    await refused(member, opening, SELF_SERVICE_MESSAGES.rest(10));
    expect(SELF_SERVICE_MESSAGES.rest(10)).toBe("This shift would leave you less than 10 hours of rest between days.");
    // Closing the evening before an opening the member already holds is short of rest too.
    const opener = await newMember();
    await hold(opener, "2027-07-20T06:00", "2027-07-20T12:00");
    const closing = await shiftAt("2027-07-19T17:00", "2027-07-19T23:00");
    await refused(opener, closing, SELF_SERVICE_MESSAGES.rest(10));
  });

  it("refuses and hides a shift past the shifts per day", async () => {
    const member = await newMember();
    await hold(member, "2027-07-26T08:00", "2027-07-26T10:00");
    await hold(member, "2027-07-26T11:00", "2027-07-26T13:00");
    const third = await shiftAt("2027-07-26T15:00", "2027-07-26T18:00");
    expect(await offeredOn(member, "26-07-2027")).not.toContain(third.id);
    await refused(member, third, SELF_SERVICE_MESSAGES.dayShifts(2));
    expect(SELF_SERVICE_MESSAGES.dayShifts(2)).toBe("This shift would give you more than 2 shifts in one day.");
    // A second shift that day, a double, is normal.
    const doubler = await newMember();
    await hold(doubler, "2027-07-26T08:00", "2027-07-26T10:00");
    expect(await offeredOn(doubler, "26-07-2027")).toContain(third.id);
    expect((await pickup(doubler, pickupOf(third, place.roleA))).statusCode).toBe(201);
  });

  it("names time off first when several rules refuse, then the maximum, then rest", async () => {
    const member = await newMember();
    await setOwnMax(t, member.employeeId, 4);
    await hold(member, "2027-08-01T16:00", "2027-08-01T23:00");
    const opening = await shiftAt("2027-08-02T06:00", "2027-08-02T12:00");
    // Short of rest and over 4 hours: the maximum is named.
    await refused(member, opening, SELF_SERVICE_MESSAGES.overMax(4));
    await addTimeOff(t, place.businessId, member.employeeId, { from: "2027-08-02" });
    await refused(member, opening, TIME_OFF_MESSAGES.hasTimeOff);
  });
});
