import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { makeNotifier } from "../notifications";
import { addPunch, cookOf, shiftAround } from "../time-clock/test/support";
import { sweepAttendance } from "./sweep-repository";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let place: NamedPlace;
const notifier = makeNotifier({ mailOn: false });
const sweep = () => sweepAttendance(t.database.db, notifier, new Date());
const kindsOf = async (caller: Caller, kind: string) =>
  ((await caller.get("/api/notifications?limit=50")).json().payload.items as { kind: string; body: string }[]).filter(
    (n) => n.kind === kind,
  );
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Attendance Bistro");
  manager = await createStaff(t, owner, "manager");
  place = await createNamedPlace(t, owner);
  // The location uses the clock: someone punched there last week.
  const regular = await cookOf(t, owner, place);
  await addPunch(t, {
    businessId: place.businessId,
    employeeId: regular.employeeId,
    locationId: place.locationId,
    inAt: hoursAgo(24 * 7),
    outAt: hoursAgo(24 * 7 - 4),
  });
});
afterAll(() => t.close());

describe("no-shows", () => {
  it("tell the owner and managers once, when no clock-in came by the no-show time", async () => {
    const cook = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, cook.employeeId, -40, 120);
    const came = await cookOf(t, owner, place);
    const { bookingId } = await shiftAround(t, owner, place, came.employeeId, -40, 120);
    await addPunch(t, {
      businessId: place.businessId,
      employeeId: came.employeeId,
      locationId: place.locationId,
      bookingId,
      inAt: hoursAgo(0.6),
    });
    const notYet = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, notYet.employeeId, -20, 120);

    expect((await sweep()).noShows).toBe(1);
    expect(await sweep()).toEqual({ noShows: 0, closed: 0 });
    for (const boss of [owner, manager]) {
      const told = await kindsOf(boss, "no_show");
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain("team_member person has not clocked in for");
    }
    expect(await kindsOf(cook, "no_show")).toEqual([]);
  });

  it("are not watched at a location whose staff never clock in", async () => {
    const quiet = await createNamedPlace(t, owner);
    const cook = await cookOf(t, owner, quiet);
    await shiftAround(t, owner, quiet, cook.employeeId, -60, 60);
    expect((await sweep()).noShows).toBe(0);
  });
});

describe("forgotten clock-outs", () => {
  it("are closed at the slot's end once auto_close_hours have passed, flagged, and the employee told", async () => {
    const cook = await cookOf(t, owner, place);
    const { bookingId, endsAt } = await shiftAround(t, owner, place, cook.employeeId, -9 * 60, -5 * 60);
    await addPunch(t, {
      businessId: place.businessId,
      employeeId: cook.employeeId,
      locationId: place.locationId,
      bookingId,
      inAt: hoursAgo(9),
      breaks: [[hoursAgo(6), null]],
    });
    const recent = await cookOf(t, owner, place);
    const fresh = await shiftAround(t, owner, place, recent.employeeId, -6 * 60, -3 * 60);
    await addPunch(t, {
      businessId: place.businessId,
      employeeId: recent.employeeId,
      locationId: place.locationId,
      bookingId: fresh.bookingId,
      inAt: hoursAgo(6),
    });

    expect((await sweep()).closed).toBe(1);
    const status = (await cook.get("/api/clock/status")).json().payload;
    expect(status.punch).toBeNull();
    const result = (await t.database.db.execute(
      `select out_at, flags, upper(breaks) as break_end from punches where booking_id = ${bookingId}`,
    )) as unknown as { rows: { out_at: Date; flags: string[]; break_end: Date }[] };
    const closed = result.rows[0];
    if (!closed) throw new Error("the punch is gone");
    expect(new Date(closed.out_at).toISOString()).toBe(endsAt.toISOString());
    expect(closed.flags).toEqual(["missed_clock_out"]);
    expect(new Date(closed.break_end).toISOString()).toBe(endsAt.toISOString());
    expect(await kindsOf(cook, "missed_clock_out")).toHaveLength(1);
    expect((await recent.get("/api/clock/status")).json().payload.punch).not.toBeNull();
    expect((await sweep()).closed).toBe(0);
  });

  it("closes an unscheduled punch left open for 16 hours at its clock-in, paying nothing made up", async () => {
    const cook = await cookOf(t, owner, place);
    const inAt = hoursAgo(17);
    await addPunch(t, {
      businessId: place.businessId,
      employeeId: cook.employeeId,
      locationId: place.locationId,
      inAt,
    });
    expect((await sweep()).closed).toBe(1);
    const result = (await t.database.db.execute(
      `select out_at = in_at as same, flags from punches where employee_id = ${cook.employeeId}`,
    )) as unknown as { rows: { same: boolean; flags: string[] }[] };
    expect(result.rows).toEqual([{ same: true, flags: ["missed_clock_out"] }]);
    expect((await kindsOf(cook, "missed_clock_out"))[0]?.body).toContain("a shift");
  });

  it("runs by itself in the server, once however many passes run at the same time", async () => {
    const cook = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, cook.employeeId, -45, 60);
    const passes = await Promise.all([sweep(), sweep(), sweep()]);
    expect(passes.reduce((n, p) => n + p.noShows, 0)).toBe(1);

    const own = await createTestApp({ ATTENDANCE_SWEEP_MS: "100" });
    try {
      const boss = await registerOwner(own.app, "Self-running Bistro");
      const spot = await createNamedPlace(own, boss);
      const late = await cookOf(own, boss, spot);
      await addPunch(own, {
        businessId: spot.businessId,
        employeeId: late.employeeId,
        locationId: spot.locationId,
        inAt: hoursAgo(30),
        outAt: hoursAgo(29),
      });
      await shiftAround(own, boss, spot, late.employeeId, -31, 60);
      const deadline = Date.now() + 10_000;
      let told = 0;
      while (told === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        told = (await kindsOf(boss, "no_show")).length;
      }
      expect(told).toBe(1);
    } finally {
      await own.close();
    }
  });
});
