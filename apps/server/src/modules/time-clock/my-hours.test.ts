import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { wallClock } from "../fit/test/support";
import { addPunch, cookOf, moveShift, shiftAround } from "./test/support";

// The Clock tab's "My hours": a cook's week and the week before, from their punches and positions only.

let t: TestApp;
let owner: Caller;
let place: NamedPlace;
let cook: Caller & { employeeId: number };
const at = (local: string) => wallClock(local, "America/New_York");

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Hours Bistro");
  place = await createNamedPlace(t, owner);
  cook = await cookOf(t, owner, place);
  const other = await cookOf(t, owner, place);
  await owner.put(`/api/employee/${cook.employeeId}/wage`, { hourly_rate: "20.00", effective_from: "01-01-2026" });
  const shift = await shiftAround(t, owner, place, cook.employeeId, 0, 60);
  await moveShift(t, shift.shiftId, new Date(at("2026-11-03T10:00")), new Date(at("2026-11-03T14:00")));
  const base = { businessId: place.businessId, locationId: place.locationId };
  // This week (Monday 2 November): four hours with an unpaid half-hour break.
  await addPunch(t, {
    ...base,
    employeeId: cook.employeeId,
    bookingId: shift.bookingId,
    inAt: at("2026-11-03T10:00"),
    outAt: at("2026-11-03T14:00"),
    breaks: [[at("2026-11-03T12:00"), at("2026-11-03T12:30")]],
  });
  // Last week: Sunday 1 November in New York, late evening (already Monday in UTC), eight hours.
  await addPunch(t, {
    ...base,
    employeeId: cook.employeeId,
    inAt: at("2026-11-01T16:00"),
    outAt: at("2026-11-02T00:00"),
  });
  // Someone else's time is never counted.
  await addPunch(t, {
    ...base,
    employeeId: other.employeeId,
    inAt: at("2026-11-03T09:00"),
    outAt: at("2026-11-03T17:00"),
  });
});
afterAll(() => t.close());

describe("GET /api/clock/my-hours", () => {
  it("gives the caller's week and the one before, each hour in its location's local week", async () => {
    const res = await cook.get("/api/clock/my-hours?week=04-11-2026");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({
      currency: "USD",
      weeks: [
        { week: "02-11-2026", scheduled_hours: 4, paid_hours: 3.5, overtime_hours: 0, cost: "70.00" },
        { week: "26-10-2026", scheduled_hours: 0, paid_hours: 8, overtime_hours: 0, cost: "160.00" },
      ],
    });
  });

  it("refuses a week that is not a day, and someone without a team member record", async () => {
    const bad = await cook.get("/api/clock/my-hours?week=2026-11-04");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.week).toBeDefined();
    // The owner who registered has no employee record of their own.
    expect((await owner.get("/api/clock/my-hours")).statusCode).toBe(404);
  });
});
