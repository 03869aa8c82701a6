import { DECISION_MESSAGES } from "@brigade/contract/decisions";
import { TIME_OFF_MESSAGES as M } from "@brigade/contract/time-off";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { remaining } from "../assignments/test/support";
import { addMember, eventsOf, type Member } from "../member/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { insertTimeOff } from "./test/support";

let t: TestApp;
let owner: Caller;
let businessId: number;
let ny: Place;
let manager: Member;
let member: Member;
let colleague: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Decision Bistro");
  businessId = await businessIdOf(owner);
  ny = await createPlace(t, owner, "America/New_York");
  manager = await addMember(t, owner, [ny.roleA], "manager");
  member = await addMember(t, owner, [ny.roleA, ny.roleB]);
  colleague = await addMember(t, owner, [ny.roleA]);
});
afterAll(() => t.close());

const URL = "/api/employee/time-off";
const decide = (caller: Caller, id: number, body: object) => caller.post(`${URL}/${id}/decision`, body);
const conflictsOf = async (caller: Caller, id: number) => {
  const res = await caller.get(`${URL}/${id}/conflicts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.conflicts as { booking_id: number; released: boolean; status: string }[];
};
const shiftAt = (place: Place, from: string, to: string) => createShift(owner, storeBody(place, { from, to }));
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;

/** A week of its own per test (from 2027-09-06, a Monday), so bookings of one test never meet another's. */
let week = 0;
function nextWeek() {
  const monday = new Date(Date.UTC(2027, 8, 6 + 7 * week++));
  const day = (n: number) => new Date(monday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { day, at: (n: number, hhmm: string) => `${day(n)}T${hhmm}:00Z` };
}

describe("the conflicts of a time-off request", () => {
  it("lists the requester's position-holding bookings in the days, before anyone decides", async () => {
    const w = nextWeek();
    // New York is UTC-4 in September: 14:00-20:00Z is 10:00-16:00 local.
    const inside = await shiftAt(ny, w.at(1, "14:00"), w.at(1, "20:00"));
    const leave = await shiftAt(ny, w.at(2, "14:00"), w.at(2, "20:00"));
    const pending = await shiftAt(ny, w.at(2, "21:00"), w.at(2, "23:00"));
    const after = await shiftAt(ny, w.at(4, "14:00"), w.at(4, "20:00"));
    const held = await book(t, ny, inside, { employeeId: member.employeeId });
    const leaving = await book(t, ny, leave, { employeeId: member.employeeId, status: "Apply For Leave" });
    await book(t, ny, pending, { employeeId: member.employeeId, status: "Pending" });
    await book(t, ny, after, { employeeId: member.employeeId });
    await book(t, ny, inside, { employeeId: colleague.employeeId });
    const id = await insertTimeOff(t, businessId, member.employeeId, { fromDay: w.day(1), toDay: w.day(3) });

    const conflicts = await conflictsOf(manager, id);
    expect(conflicts).toEqual([
      {
        booking_id: held,
        status: "Accepted",
        from: inside.shift_time_slots[0]?.from,
        to: inside.shift_time_slots[0]?.to,
        shift: { id: inside.id, name: "Dinner" },
        area_role: { id: ny.roleA, name: expect.any(String) },
        location: {
          id: ny.locationId,
          name: expect.any(String),
          time_zone: expect.objectContaining({ utc: ["America/New_York"] }),
        },
        released: false,
      },
      expect.objectContaining({ booking_id: leaving, status: "Apply For Leave", released: false }),
    ]);
    // The requester sees them too; another team member may not.
    expect((await conflictsOf(member, id)).map((c) => c.booking_id)).toEqual([held, leaving]);
    const refused = await colleague.get(`${URL}/${id}/conflicts`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.onlyOwnOrManager);
  });

  it("reads each booking in its own location's zone", async () => {
    const tokyo = await createPlace(t, owner, "Asia/Tokyo");
    const traveller = await addMember(t, owner, [ny.roleA, tokyo.roleA]);
    const w = nextWeek();
    // 00:30Z on day 1 is 09:30 on day 1 in Tokyo; 03:30Z on day 1 is still 23:30 on day 0 in New York.
    const inTokyo = await shiftAt(tokyo, w.at(1, "00:30"), w.at(1, "03:00"));
    const inNewYork = await shiftAt(ny, w.at(1, "03:30"), w.at(1, "04:00"));
    const tokyoBooking = await book(t, tokyo, inTokyo, { employeeId: traveller.employeeId });
    await book(t, ny, inNewYork, { employeeId: traveller.employeeId, areaRoleId: ny.roleB });
    const id = await insertTimeOff(t, businessId, traveller.employeeId, { fromDay: w.day(1) });
    expect((await conflictsOf(owner, id)).map((c) => c.booking_id)).toEqual([tokyoBooking]);
  });

  it("reads a part-day time off on the wall clock across a DST change", async () => {
    // Sunday 14 March 2027 the clocks in New York go from 02:00 EST to 03:00 EDT. 01:00-04:00 local is then
    // 06:00Z-08:00Z: two real hours, not three.
    const nightOwl = await addMember(t, owner, [ny.roleA]);
    const inside = await shiftAt(ny, "2027-03-14T07:00:00Z", "2027-03-14T08:00:00Z"); // 03:00-04:00 EDT
    // Three hours after 01:00 EST would be 09:00Z: this one would wrongly clash.
    const outside = await shiftAt(ny, "2027-03-14T08:00:00Z", "2027-03-14T10:00:00Z"); // 04:00-06:00 EDT
    const before = await shiftAt(ny, "2027-03-14T04:00:00Z", "2027-03-14T06:00:00Z"); // 23:00-01:00 EST
    const hit = await book(t, ny, inside, { employeeId: nightOwl.employeeId });
    await book(t, ny, outside, { employeeId: nightOwl.employeeId, areaRoleId: ny.roleB });
    await book(t, ny, before, { employeeId: nightOwl.employeeId });
    const id = await insertTimeOff(t, businessId, nightOwl.employeeId, {
      fromDay: "2027-03-14",
      fromMinute: 60,
      toMinute: 240,
    });
    expect((await conflictsOf(owner, id)).map((c) => c.booking_id)).toEqual([hit]);
  });
});

describe("POST /api/employee/time-off/{id}/decision", () => {
  async function bookedWeek(who: Member) {
    const w = nextWeek();
    const shift = await shiftAt(ny, w.at(2, "14:00"), w.at(2, "20:00"));
    const booking = await book(t, ny, shift, { employeeId: who.employeeId });
    const id = await insertTimeOff(t, businessId, who.employeeId, { fromDay: w.day(2) });
    return { shift, booking, id };
  }

  it("approves with release_conflicts: the bookings are Released, the positions open, the events recorded", async () => {
    const { shift, booking, id } = await bookedWeek(member);
    expect(await remaining(owner, shift, ny.roleA)).toBe(1);
    const res = await decide(manager, id, { status: "Approved", note: "Enjoy", release_conflicts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.approved);
    const payload = res.json().payload;
    expect(payload.time_off).toMatchObject({
      id,
      status: "Approved",
      note: "Enjoy",
      decided_by: { id: manager.userId, name: "manager person" },
      decided_at: expect.any(String),
    });
    expect(payload.conflicts).toEqual([
      expect.objectContaining({ booking_id: booking, status: "Released", released: true }),
    ]);
    expect(await statusOf(booking)).toBe("Released");
    expect(await remaining(owner, shift, ny.roleA)).toBe(2);
    expect((await eventsOf(t, booking)).at(-1)).toEqual({
      actor: manager.userId,
      from: "Accepted",
      to: "Released",
      note: M.releasedNote,
    });
    // Released bookings hold nothing: the time off has no conflicts left.
    expect(await conflictsOf(owner, id)).toEqual([]);
  });

  it("approves without release_conflicts: the conflicts are listed, nothing is released", async () => {
    const { shift, booking, id } = await bookedWeek(member);
    const res = await decide(owner, id, { status: "Approved" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.conflicts).toEqual([
      expect.objectContaining({ booking_id: booking, status: "Accepted", released: false }),
    ]);
    expect(await statusOf(booking)).toBe("Accepted");
    expect(await remaining(owner, shift, ny.roleA)).toBe(1);
  });

  it("denies: nothing is released, even when release_conflicts is sent", async () => {
    const { booking, id } = await bookedWeek(member);
    const res = await decide(manager, id, { status: "Denied", release_conflicts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.denied);
    expect(res.json().payload.time_off.status).toBe("Denied");
    expect(res.json().payload.conflicts).toEqual([expect.objectContaining({ booking_id: booking, released: false })]);
    expect(await statusOf(booking)).toBe("Accepted");
  });

  it("decides only Pending: a second decision is 409 and changes nothing", async () => {
    const { booking, id } = await bookedWeek(member);
    expect((await decide(manager, id, { status: "Denied" })).statusCode).toBe(200);
    const again = await decide(owner, id, { status: "Approved", release_conflicts: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.onlyPending);
    expect(await statusOf(booking)).toBe("Accepted");
    const cancelled = await insertTimeOff(t, businessId, member.employeeId, {
      fromDay: "2027-12-01",
      status: "Cancelled",
    });
    expect((await decide(owner, cancelled, { status: "Approved" })).statusCode).toBe(409);
  });

  it("of two decisions at once, exactly one wins", async () => {
    const { id } = await bookedWeek(member);
    const post = await listenForHttp(t.app);
    const answers = await Promise.all([
      post(`${URL}/${id}/decision`, manager.token, { status: "Approved", release_conflicts: true }),
      post(`${URL}/${id}/decision`, owner.token, { status: "Denied" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("refuses the requester deciding their own time off (403), even a manager", async () => {
    const { id } = await bookedWeek(manager);
    const res = await decide(manager, id, { status: "Approved" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DECISION_MESSAGES.ownRequest);
    expect((await decide(owner, id, { status: "Approved" })).statusCode).toBe(200);
  });

  it("is for owners and managers: a team member gets 403", async () => {
    const { id } = await bookedWeek(colleague);
    expect((await decide(member, id, { status: "Approved" })).statusCode).toBe(403);
  });

  it("answers 404 for another business's request, and 422 for a bad body", async () => {
    const other = await registerOwner(t.app, "Other Decision Bistro");
    const theirs = await addMember(t, other, []);
    const id = await insertTimeOff(t, await businessIdOf(other), theirs.employeeId, { fromDay: "2027-12-02" });
    const res = await decide(owner, id, { status: "Approved" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
    expect((await owner.get(`${URL}/${id}/conflicts`)).statusCode).toBe(404);
    const mine = await insertTimeOff(t, businessId, member.employeeId, { fromDay: "2027-12-03" });
    for (const [body, message] of [
      [{ status: "Pending" }, M.decision],
      [{}, M.decision],
      [{ status: "Approved", release_conflicts: "yes" }, M.releaseConflicts],
    ] as const) {
      const bad = await decide(owner, mine, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe(message);
    }
  });
});
