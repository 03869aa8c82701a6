import type { StatsCounts } from "@brigade/contract/dashboard-stats";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { makeStatsRepository } from "./stats-repository";
import { makeStatsService } from "./stats-service";

// Each shift of storeBody offers 3 positions in one slot: 2 of role A, 1 of role B.
// The counts are computed by hand below; the clock is fixed by building the service on the test database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statsAt = (now: string, businessId: number, locationId: number): Promise<StatsCounts> =>
  makeStatsService(makeStatsRepository(t.database.db), () => new Date(now)).statsCounts(
    { businessId },
    { location_id: locationId },
  );

const shiftAt = (owner: Caller, place: Place, from: string, to: string, premium = false): Promise<ShiftItem> =>
  createShift(owner, storeBody(place, { from, to, shift_type: premium ? "Premium" : "Non_Premium" }));

describe("GET /api/dashboard/stats-counts", () => {
  let owner: Caller;
  let ny: Place;
  let tokyo: Place;
  let manager: Caller;
  let member: Caller;

  beforeAll(async () => {
    owner = await registerOwner(t.app, "Stats Bistro");
    ny = await createPlace(t, owner, "America/New_York");
    tokyo = await createPlace(t, owner, "Asia/Tokyo");
    // Both are active employees of the business, so they count as registered users below.
    manager = await createStaff(t, owner, "manager");
    member = await createStaff(t, owner, "team_member");
  });

  it("needs a signed-in manager or owner, a valid location_id, and a location of the business", async () => {
    const url = `/api/dashboard/stats-counts?location_id=${ny.locationId}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);

    expect((await member.get(url)).statusCode).toBe(403);

    const missing = await owner.get("/api/dashboard/stats-counts");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.location_id).toBeDefined();
    expect((await owner.get("/api/dashboard/stats-counts?location_id=abc")).statusCode).toBe(422);
    expect((await owner.get("/api/dashboard/stats-counts?location_id=0")).statusCode).toBe(422);

    const unknown = await owner.get("/api/dashboard/stats-counts?location_id=2147483000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Location not found." });

    const other = await registerOwner(t.app, "Other Bistro");
    expect((await other.get(url)).statusCode).toBe(404);

    const ok = await manager.get(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payload).toMatchObject({ total_locations: 2, registered_users: 2, wait_for_approval: 0 });
    expect((await owner.get(url)).statusCode).toBe(200);
  });

  it("counts every card per the contract in New York, around week and month boundaries", async () => {
    const businessId = await businessIdOf(owner);
    const [e1, e2, e3, e4] = await Promise.all(
      [1, 2, 3, 4].map(() => addEmployee(t, businessId, { areaRoleIds: [ny.roleA, ny.roleB] })),
    );
    if (!e1 || !e2 || !e3 || !e4) throw new Error("employees missing");
    await addEmployee(t, businessId, { status: "waiting_for_approval" });
    await addEmployee(t, businessId, { status: "waiting_for_approval" });
    await addEmployee(t, businessId, { status: "inactive" });

    // Now: Wednesday 13 January 2027, 12:00 in New York (EST, UTC-5). This week: Mon 11 Jan 05:00Z to Mon 18
    // Jan 05:00Z; this month: 1 Jan 05:00Z to 1 Feb 05:00Z.
    const now = "2027-01-13T17:00:00.000Z";
    // Already running (started 10:00 local), Premium.
    const running = await shiftAt(owner, ny, "2027-01-13T15:00:00.000Z", "2027-01-13T20:00:00.000Z", true);
    // Thursday evening, after now.
    const later = await shiftAt(owner, ny, "2027-01-14T22:00:00.000Z", "2027-01-15T02:00:00.000Z");
    // Sunday 17 Jan 23:30 local: still this week (Monday 18th in UTC), Premium.
    const sundayLate = await shiftAt(owner, ny, "2027-01-18T04:30:00.000Z", "2027-01-18T06:30:00.000Z", true);
    // Monday 18 Jan 00:30 local: next week, this month.
    const mondayEarly = await shiftAt(owner, ny, "2027-01-18T05:30:00.000Z", "2027-01-18T07:30:00.000Z");
    // Sunday 10 Jan 23:30 local: last week (this week in UTC), this month.
    const lastWeek = await shiftAt(owner, ny, "2027-01-11T04:30:00.000Z", "2027-01-11T06:30:00.000Z");
    // Sunday 31 Jan 23:30 local (February in UTC): this month. Monday 1 Feb 00:30 local: next month.
    await shiftAt(owner, ny, "2027-02-01T04:30:00.000Z", "2027-02-01T06:30:00.000Z");
    const february = await shiftAt(owner, ny, "2027-02-01T05:30:00.000Z", "2027-02-01T07:30:00.000Z");
    // Thursday 31 Dec 23:30 local (January in UTC): last month. Premium, but not this week either.
    await shiftAt(owner, ny, "2027-01-01T04:30:00.000Z", "2027-01-01T06:30:00.000Z", true);

    // running: A 2 open (one Released), B held by Leave Rejected.
    await book(t, ny, running, { employeeId: e1.id, status: "Released" });
    await book(t, ny, running, { employeeId: e2.id, areaRoleId: ny.roleB, status: "Leave Rejected" });
    // later: A has 1 open after the Accepted; Released and Rejected there too; B held by Apply For Leave.
    await book(t, ny, later, { employeeId: e1.id, status: "Released" });
    await book(t, ny, later, { employeeId: e2.id, status: "Rejected" });
    await book(t, ny, later, { employeeId: e3.id, areaRoleId: ny.roleB, status: "Apply For Leave" });
    await book(t, ny, later, { employeeId: e4.id, status: "Accepted" });
    // sundayLate: an Apply For Leave holding one A place (2 open).
    await book(t, ny, sundayLate, { employeeId: e1.id, status: "Apply For Leave" });
    // Outside the week: a Released next week (this month), an Apply For Leave last week, a Released in February.
    await book(t, ny, mondayEarly, { employeeId: e3.id, status: "Released" });
    await book(t, ny, lastWeek, { employeeId: e2.id, status: "Apply For Leave" });
    await book(t, ny, february, { employeeId: e1.id, status: "Released" });

    expect(await statsAt(now, businessId, ny.locationId)).toEqual({
      total_locations: 2,
      active_Shifts: 3, // running, later, sundayLate
      progress_shift_counts: 2, // later, sundayLate
      bonus_shifts_count: 2, // running, sundayLate
      current_month_shifts_count: 6, // the week's 3, mondayEarly, lastWeek, 31 January
      leavesApplied: 2, // later (e3), sundayLate (e1)
      // Month open positions: 2 + 1 + 2 + 3 (mondayEarly) + 2 (lastWeek) + 3 (31 Jan) = 13, of which Released:
      // running 1, later 1, mondayEarly 1 = 3.
      open_shifts_count_for_month: 10,
      released_shifts_count_in_month: 3,
      // Week open positions: 2 + 1 + 2 = 5. Released or Rejected: running 1, later 1 (two bookings, but only one
      // place of role A is open there).
      open_shifts_count: 3,
      released_and_rejected_in_week: 2,
      released_shifts: 2, // running, later
      registered_users: 6, // e1 to e4, the manager and the team member; not the waiting or inactive ones
      wait_for_approval: 2,
    });
  });

  it("reads the week and month in the location's own time zone (Tokyo), not UTC's or New York's", async () => {
    const businessId = await businessIdOf(owner);
    // Now: Monday 18 January 2027, 01:00 in Tokyo (UTC+9); still Sunday 17th 11:00 in New York and in UTC.
    // Tokyo's week: 17 Jan 15:00Z to 24 Jan 15:00Z; its month: 31 Dec 15:00Z to 31 Jan 15:00Z.
    const now = "2027-01-17T16:00:00.000Z";
    // Monday 00:30 Tokyo: this week there, already running.
    await shiftAt(owner, tokyo, "2027-01-17T15:30:00.000Z", "2027-01-17T20:00:00.000Z");
    // Sunday 23:30 Tokyo: last week there (the same UTC day as the one above).
    await shiftAt(owner, tokyo, "2027-01-17T14:30:00.000Z", "2027-01-17T15:00:00.000Z", true);
    // Wednesday in Tokyo, after now, Premium.
    await shiftAt(owner, tokyo, "2027-01-20T03:00:00.000Z", "2027-01-20T08:00:00.000Z", true);
    // Monday 1 February 00:30 Tokyo (still 31 January in UTC): next month there.
    await shiftAt(owner, tokyo, "2027-01-31T15:30:00.000Z", "2027-01-31T20:00:00.000Z");

    const stats = await statsAt(now, businessId, tokyo.locationId);
    expect(stats).toMatchObject({
      total_locations: 2,
      active_Shifts: 2,
      progress_shift_counts: 1,
      bonus_shifts_count: 1,
      current_month_shifts_count: 3,
      leavesApplied: 0,
      open_shifts_count_for_month: 9,
      released_shifts_count_in_month: 0,
      open_shifts_count: 6,
      released_and_rejected_in_week: 0,
      released_shifts: 0,
    });

    // The same instant at the New York location: its week is still 11 to 18 January there, with the shifts of
    // the test above (running and later have started or passed; only sundayLate is ahead).
    expect(await statsAt(now, businessId, ny.locationId)).toMatchObject({
      active_Shifts: 3,
      progress_shift_counts: 1,
      current_month_shifts_count: 6,
    });
  });
});
