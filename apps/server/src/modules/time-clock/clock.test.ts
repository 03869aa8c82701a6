import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { CLOCK_MESSAGES as M } from "@brigade/contract/time-clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { cookOf, setMoneyRules, shiftAround } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: NamedPlace;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Clock Bistro");
  place = await createNamedPlace(t, owner);
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe("clock in, breaks and clock out", () => {
  it("runs a shift's punch from clock-in to clock-out, each action once, and says so in the status", async () => {
    const cook = await cookOf(t, owner, place);
    const { bookingId } = await shiftAround(t, owner, place, cook.employeeId, 10, 240);
    const status0 = (await cook.get("/api/clock/status")).json().payload;
    expect(status0.punch).toBeNull();
    expect(status0.bookings).toMatchObject([{ booking_id: bookingId, can_clock_in: true, attendance: "pending" }]);

    const clockIn = await cook.post("/api/clock/in", { booking_id: bookingId });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    expect(clockIn.json()).toMatchObject({
      message: M.clockedIn,
      payload: {
        employee_id: cook.employeeId,
        booking_id: bookingId,
        location_id: place.locationId,
        out_at: null,
        breaks: [],
        flags: [],
        offline: false,
        source: "app",
        attendance: "on_time",
      },
    });
    expect((await cook.post("/api/clock/in", { booking_id: bookingId })).json()).toEqual({ message: M.alreadyIn });
    expect((await cook.post("/api/clock/break/end", {})).json()).toEqual({ message: M.notOnBreak });

    const start = await cook.post("/api/clock/break/start", {});
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().payload.breaks).toMatchObject([{ end_at: null }]);
    expect((await cook.post("/api/clock/break/start", {})).json()).toEqual({ message: M.alreadyOnBreak });
    expect((await cook.get("/api/clock/status")).json().payload).toMatchObject({ on_break: true });
    const end = await cook.post("/api/clock/break/end", {});
    expect(end.json().payload.breaks[0].end_at).not.toBeNull();
    await cook.post("/api/clock/break/start", {});

    const out = await cook.post("/api/clock/out", {});
    expect(out.statusCode, out.body).toBe(200);
    const punch = out.json().payload;
    expect(punch.out_at).not.toBeNull();
    // The open break ended with the clock-out.
    expect(punch.breaks).toHaveLength(2);
    expect(punch.breaks[1].end_at).toBe(punch.out_at);
    expect((await cook.post("/api/clock/out", {})).json()).toEqual({ message: M.notIn });
    expect((await cook.post("/api/clock/break/start", {})).json()).toEqual({ message: M.notIn });
    expect((await cook.get("/api/clock/status")).json().payload).toMatchObject({ punch: null, on_break: false });
  });

  it("opens clock-in early_clock_in_minutes before the slot, closes it at its end, and finds the shift itself", async () => {
    const cook = await cookOf(t, owner, place);
    const later = await shiftAround(t, owner, place, cook.employeeId, 30, 120);
    expect((await cook.post("/api/clock/in", { booking_id: later.bookingId })).json()).toEqual({ message: M.tooEarly });
    expect((await cook.post("/api/clock/in", {})).json()).toEqual({ message: M.tooEarly });
    const over = await shiftAround(t, owner, place, cook.employeeId, -180, -60);
    expect((await cook.post("/api/clock/in", { booking_id: over.bookingId })).json()).toEqual({ message: M.shiftOver });
    await setMoneyRules(t, place.businessId, { earlyClockInMinutes: 45 });
    const found = await cook.post("/api/clock/in", {});
    expect(found.statusCode, found.body).toBe(201);
    expect(found.json().payload.booking_id).toBe(later.bookingId);
    await setMoneyRules(t, place.businessId, { earlyClockInMinutes: 15 });
  });

  it("marks a clock-in after the grace late, and refuses another's, a released or an unknown booking", async () => {
    const cook = await cookOf(t, owner, place);
    const other = await cookOf(t, owner, place);
    const { bookingId } = await shiftAround(t, owner, place, cook.employeeId, -10, 120);
    expect((await other.post("/api/clock/in", { booking_id: bookingId })).json()).toEqual({
      message: M.bookingNotFound,
    });
    expect((await other.post("/api/clock/in", { booking_id: 2_000_000_000 })).statusCode).toBe(404);
    const released = await shiftAround(t, owner, place, other.employeeId, -5, 60, "Released");
    expect((await other.post("/api/clock/in", { booking_id: released.bookingId })).json()).toEqual({
      message: M.notHolding,
    });
    const stranger = await registerOwner(t.app, "Stranger Clock");
    expect((await stranger.post("/api/clock/in", { booking_id: bookingId })).json()).toEqual({
      message: MEMBER_MESSAGES.noEmployeeRecord,
    });
    const late = await cook.post("/api/clock/in", { booking_id: bookingId });
    expect(late.json().payload.attendance).toBe("late");
  });

  it("without a shift: 409, unless unscheduled punches are allowed, then at a location the body names", async () => {
    const cook = await cookOf(t, owner, place);
    expect((await cook.post("/api/clock/in", {})).json()).toEqual({ message: M.noShift });
    await setMoneyRules(t, place.businessId, { allowUnscheduledPunches: true });
    const missing = await cook.post("/api/clock/in", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.location_id).toEqual(["The location field is required."]);
    const stranger = await registerOwner(t.app, "Far Bistro");
    const farPlace = await createNamedPlace(t, stranger);
    expect((await cook.post("/api/clock/in", { location_id: farPlace.locationId })).statusCode).toBe(404);
    const punch = await cook.post("/api/clock/in", { location_id: place.locationId });
    expect(punch.statusCode, punch.body).toBe(201);
    expect(punch.json().payload).toMatchObject({ booking_id: null, flags: ["unscheduled"], attendance: null });
    await setMoneyRules(t, place.businessId, { allowUnscheduledPunches: false });
  });
});

describe("punches taken offline", () => {
  it("keeps the time the phone took them, up to 12 hours back, and not one in the future", async () => {
    const cook = await cookOf(t, owner, place);
    const { bookingId } = await shiftAround(t, owner, place, cook.employeeId, -120, 240);
    const taken = minutesAgo(110);
    const offline = await cook.post("/api/clock/in", { booking_id: bookingId, client_time: taken });
    expect(offline.json().payload).toMatchObject({ in_at: taken, offline: true });
    const breakTaken = minutesAgo(60);
    const brk = await cook.post("/api/clock/break/start", { client_time: breakTaken });
    expect(brk.json().payload.breaks[0].start_at).toBe(breakTaken);
    expect((await cook.post("/api/clock/break/end", { client_time: minutesAgo(70) })).json()).toEqual({
      message: M.beforeLast,
    });
    const future = await cook.post("/api/clock/break/end", {
      client_time: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.json().payload.flags).toEqual(["client_time_ignored"]);
    const old = await cook.post("/api/clock/out", { client_time: minutesAgo(13 * 60) });
    expect(old.statusCode, old.body).toBe(200);
    const punch = old.json().payload;
    expect(punch.offline).toBe(true);
    expect(Date.now() - Date.parse(punch.out_at)).toBeLessThan(60_000);
  });

  it("refuses a client time that is not an instant", async () => {
    const cook = await cookOf(t, owner, place);
    const res = await cook.post("/api/clock/in", { client_time: "yesterday" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_time).toEqual([M.clientTime]);
  });
});

describe("the location's circle", () => {
  it("flags, refuses or ignores a clock-in outside it or without a position, as geofence_mode says", async () => {
    const circled = await createNamedPlace(t, owner);
    await t.database.db.execute(
      // Downtown Manhattan, 150 m.
      `update locations set latitude = 40.7128, longitude = -74.006, geofence_m = 150 where id = ${circled.locationId}`,
    );
    const inside = { latitude: 40.7131, longitude: -74.0062, accuracy_m: 20 };
    const outside = { latitude: 40.7306, longitude: -73.9352, accuracy_m: 20 };
    // 0.0025 degrees of latitude is about 280 m: outside by itself, and with 200 m of accuracy too, since at most
    // 100 m of it is credited (and so vague a position is flagged low_accuracy).
    const blurred = { latitude: 40.7153, longitude: -74.006, accuracy_m: 200 };
    const cases: [string, Record<string, number>, number, string[] | string][] = [
      ["flag", inside, 201, []],
      ["flag", blurred, 201, ["outside_geofence", "low_accuracy"]],
      ["flag", outside, 201, ["outside_geofence"]],
      ["flag", {}, 201, ["no_location"]],
      ["block", outside, 409, M.notAtLocation],
      ["block", {}, 409, M.notAtLocation],
      ["block", inside, 201, []],
      ["off", outside, 201, []],
    ];
    for (const [mode, position, status, expected] of cases) {
      await setMoneyRules(t, circled.businessId, { geofenceMode: mode as "flag" });
      const cook = await cookOf(t, owner, circled);
      const { bookingId } = await shiftAround(t, owner, circled, cook.employeeId, 5, 60);
      const res = await cook.post("/api/clock/in", { booking_id: bookingId, ...position });
      expect(res.statusCode, `${mode} ${JSON.stringify(position)}`).toBe(status);
      if (typeof expected === "string") expect(res.json().message).toBe(expected);
      else expect(res.json().payload.flags, `${mode} ${JSON.stringify(position)}`).toEqual(expected);
    }
    await setMoneyRules(t, circled.businessId, { geofenceMode: "flag" });
    const half = await (await cookOf(t, owner, circled)).post("/api/clock/in", { latitude: 40.7 });
    expect(half.json().errors.longitude).toEqual([M.bothCoordinates]);
  });
});

describe("at the same moment", () => {
  it("leaves one open punch when two clock-ins race", async () => {
    const cook = await cookOf(t, owner, place);
    const { bookingId } = await shiftAround(t, owner, place, cook.employeeId, 0, 60);
    const post = await listenForHttp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post("/api/clock/in", cook.token, { booking_id: bookingId })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const status = (await cook.get("/api/clock/status")).json().payload;
    expect(status.punch.booking_id).toBe(bookingId);
  });
});
