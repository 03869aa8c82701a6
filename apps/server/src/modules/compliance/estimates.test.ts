import type { EstimateFlag, EstimateVersion } from "@brigade/contract/fair-workweek/estimates";
import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import { MESSAGES } from "@brigade/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAreaRoles } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { assignment, selectShift } from "../assignments/test/support";
import { wallClock } from "../fit/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";

// Issue 38: good-faith estimates of weekly hours (fair-workweek.md, "Good-faith estimate"): kept in versions, read by
// the employee, and the week's flag of anyone scheduled outside theirs.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let cook: Caller & { employeeId: number };
let other: Caller & { employeeId: number };
let place: Place;
const NY = "America/New_York";
const url = (id: number) => `/api/employee/${id}/estimate`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Estimate Cafe");
  manager = await createStaff(t, owner, "manager");
  cook = await createStaff(t, owner, "team_member");
  other = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner, NY);
  await t.database.db
    .update(locations)
    .set({ jurisdiction: "us-nyc-fast-food" })
    .where(eq(locations.id, place.locationId));
  await t.database.db
    .insert(employeeAreaRoles)
    .values(
      [cook, other].map((c) => ({ businessId: place.businessId, employeeId: c.employeeId, areaRoleId: place.roleA })),
    );
});
afterAll(() => t.close());

describe("PUT and GET /api/employee/{id}/estimate", () => {
  it("keeps versions by day (the same day replaces), newest first, and the employee reads their own", async () => {
    const first = await manager.put(url(cook.employeeId), {
      weekly_hours_min: 20,
      weekly_hours_max: 30,
      days: ["Monday", "Tuesday", "Friday"],
      note: "Evenings",
      effective_from: "01-06-2027",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.estimateSaved);
    await manager.put(url(cook.employeeId), {
      weekly_hours_min: 10,
      weekly_hours_max: 15.5,
      effective_from: "01-09-2027",
    });
    const fix = await manager.put(url(cook.employeeId), {
      weekly_hours_min: 12,
      weekly_hours_max: 15.5,
      effective_from: "01-09-2027",
    });
    const versions = fix.json().payload.versions as EstimateVersion[];
    expect(versions.map((v) => [v.effective_from, v.weekly_hours_min, v.weekly_hours_max, v.days, v.note])).toEqual([
      ["01-09-2027", 12, 15.5, null, null],
      ["01-06-2027", 20, 30, ["Monday", "Tuesday", "Friday"], "Evenings"],
    ]);
    const own = await cook.get(url(cook.employeeId));
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.versions).toHaveLength(2);
  });

  it("refuses bad hours, a reversed range, repeated days, someone else's and another business's", async () => {
    for (const [body, message] of [
      [{ weekly_hours_min: -1, weekly_hours_max: 10 }, M.estimateHours],
      [{ weekly_hours_min: 1, weekly_hours_max: 169 }, M.estimateHours],
      [{ weekly_hours_min: 1, weekly_hours_max: 10.1 }, M.estimateHours],
      [{ weekly_hours_min: 20, weekly_hours_max: 10 }, M.estimateOrder],
      [{ weekly_hours_min: 1, weekly_hours_max: 10, days: ["Monday", "Monday"] }, M.estimateDays],
    ] as const) {
      const res = await owner.put(url(other.employeeId), { ...body, effective_from: "01-06-2027" });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.body).toContain(message);
    }
    expect((await owner.get(url(other.employeeId))).json().payload.versions).toEqual([]);
    expect((await other.get(url(cook.employeeId))).statusCode).toBe(403);
    expect(
      (await cook.put(url(cook.employeeId), { weekly_hours_min: 1, weekly_hours_max: 2, effective_from: "01-06-2027" }))
        .statusCode,
    ).toBe(403);
    const stranger = await registerOwner(t.app, "Elsewhere");
    const foreign = await stranger.get(url(cook.employeeId));
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MESSAGES.notFound]);
  });
});

describe("GET /api/compliance/estimates/week", () => {
  it("flags who is scheduled outside their estimate that week, at every location, and not under a pack without one", async () => {
    // The cook's estimate from 1 September 2027 is 12 to 15.5 hours; the other's 4 to 8 hours.
    await owner.put(url(other.employeeId), { weekly_hours_min: 4, weekly_hours_max: 8, effective_from: "01-08-2027" });
    const shift = (day: string, from: string, to: string) =>
      createShift(
        owner,
        storeBody(place, { from: wallClock(`${day}T${from}`, NY), to: wallClock(`${day}T${to}`, NY) }),
      );
    // Week of Monday 6 September 2027: the cook 2 x 9 hours = 18 (above), the other 6 hours (inside).
    for (const day of ["2027-09-07", "2027-09-08"]) {
      const s = await shift(day, "08:00", "17:00");
      expect((await selectShift(owner, assignment(s, cook.employeeId, place.roleA))).statusCode).toBe(200);
    }
    const six = await shift("2027-09-09", "10:00", "16:00");
    expect((await selectShift(owner, assignment(six, other.employeeId, place.roleA))).statusCode).toBe(200);
    const res = await manager.get(`/api/compliance/estimates/week?location_id=${place.locationId}&week=09-09-2027`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload as EstimateFlag[]).toEqual([
      {
        employee_id: cook.employeeId,
        employee_name: "team_member person",
        scheduled_hours: 18,
        weekly_hours_min: 12,
        weekly_hours_max: 15.5,
        outside: "above",
      },
    ]);
    // A location under no pack asks for no estimate.
    await t.database.db.update(locations).set({ jurisdiction: null }).where(eq(locations.id, place.locationId));
    const none = await manager.get(`/api/compliance/estimates/week?location_id=${place.locationId}&week=09-09-2027`);
    await t.database.db
      .update(locations)
      .set({ jurisdiction: "us-nyc-fast-food" })
      .where(eq(locations.id, place.locationId));
    expect(none.json().payload).toEqual([]);
    expect(
      (await cook.get(`/api/compliance/estimates/week?location_id=${place.locationId}&week=09-09-2027`)).statusCode,
    ).toBe(403);
    const stranger = await registerOwner(t.app, "Far Away");
    expect(
      (await stranger.get(`/api/compliance/estimates/week?location_id=${place.locationId}&week=09-09-2027`)).statusCode,
    ).toBe(404);
  });
});
