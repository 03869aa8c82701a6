import { formatDayMonthYear } from "@brigade/contract/dates";
import type { ForecastPayload } from "@brigade/contract/forecast";
import { MESSAGES } from "@brigade/contract/messages";
import { parseCents } from "@brigade/contract/money";
import { STAFFING_MESSAGES, type StaffingPayload } from "@brigade/contract/staffing";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, type Place } from "../shifts/test/support";
import { writeHistory } from "./test/sales-history";

// The staffing read (demand.md, "Labour model"): the labour model applied to the forecast within opening hours, with
// set-up and close-down, against the positions scheduled and held, per role and quarter, over a DST change.

const ZONE = "America/Chicago";
/** The week of the autumn change (Sunday 1 November 2026: 25 hours). */
const MONDAY = Temporal.PlainDate.from("2026-10-26");
const day = (date: Temporal.PlainDate) => formatDayMonthYear(date);

let t: TestApp;
let owner: Caller;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, ZONE);
});
afterAll(() => t.close());

const at = (date: Temporal.PlainDate, hour: number, minute = 0) =>
  new Date(date.toPlainDateTime({ hour, minute }).toZonedDateTime(ZONE).epochMilliseconds).toISOString();
const read = async (location: number, from = MONDAY, to = MONDAY.add({ days: 6 })) => {
  const res = await owner.get(`/api/locations/${location}/staffing?from=${day(from)}&to=${day(to)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as StaffingPayload;
};

describe("GET /api/locations/{id}/staffing", () => {
  it("asks what the forecast calls for while open, its min to set up and close, against what is scheduled", async () => {
    await writeHistory(owner, place.locationId, ZONE, MONDAY.subtract({ weeks: 6 }), MONDAY);
    const openings = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].flatMap(
      (weekday) => [
        { weekday, open: "11:00", close: "14:00" },
        { weekday, open: "17:00", close: "22:00" },
      ],
    );
    expect((await owner.put(`/api/locations/${place.locationId}/opening-hours`, { days: openings })).statusCode).toBe(
      200,
    );
    const model = await owner.put(`/api/locations/${place.locationId}/labour-model`, {
      rules: [
        { area_role_id: place.roleA, driver: "sales", per: "25.00", min: 1, before_open_min: 30, after_close_min: 15 },
        { area_role_id: place.roleB, driver: "fixed", count: 2 },
      ],
    });
    expect(model.statusCode, model.body).toBe(200);
    // Monday dinner (past, so written as the seed writes): three positions of role A, one held.
    const db = t.database.db;
    const [shift] = await db
      .insert(shifts)
      .values({
        businessId: place.businessId,
        locationId: place.locationId,
        name: "Dinner",
        startsAt: new Date(at(MONDAY, 17)),
        endsAt: new Date(at(MONDAY, 22)),
        day: "Monday",
      })
      .returning({ id: shifts.id });
    if (!shift) throw new Error("no shift");
    const [slot] = await db
      .insert(shiftSlots)
      .values({
        businessId: place.businessId,
        shiftId: shift.id,
        seq: 1,
        startsAt: new Date(at(MONDAY, 17)),
        endsAt: new Date(at(MONDAY, 22)),
        type: "Full",
      })
      .returning({ id: shiftSlots.id });
    if (!slot) throw new Error("no slot");
    await db
      .insert(slotPositions)
      .values({ businessId: place.businessId, slotId: slot.id, areaRoleId: place.roleA, capacity: 3, remaining: 2 });
    const staffing = await read(place.locationId);
    expect(staffing.forecast).toMatchObject({ measure: "sales" });
    expect(staffing.starts).toHaveLength(7 * 96 + 4);
    const quarter = (iso: string) => staffing.starts.indexOf(iso);
    const [roleA, roleB] = [place.roleA, place.roleB].map((id) => staffing.roles.find((r) => r.area_role_id === id));
    if (!roleA || !roleB) throw new Error("a role is missing");

    // Role A: one person per 25.00 an hour of the forecast, at least 1, while open.
    const forecast = (
      await owner.get(
        `/api/locations/${place.locationId}/forecast?from=${day(MONDAY)}&to=${day(MONDAY.add({ days: 6 }))}&interval=15m`,
      )
    ).json().payload as ForecastPayload;
    expect(forecast.intervals.map((i) => i.start)).toEqual(staffing.starts);
    const expected = (i: number) =>
      Math.max(1, Math.ceil(((parseCents(forecast.intervals[i]?.sales ?? "") ?? 0) * 4) / 2500));
    for (const hour of [11, 12, 13, 17, 19, 21]) {
      const i = quarter(at(MONDAY, hour, 30));
      expect(roleA.required[i], `${hour}:30`).toBe(expected(i));
      expect(roleA.required[i]).toBeGreaterThanOrEqual(2);
    }
    // Set-up from 10:30, close-down until 22:15, at the rule's min; closed otherwise.
    expect(roleA.required[quarter(at(MONDAY, 10, 15))]).toBe(0);
    expect(roleA.required[quarter(at(MONDAY, 10, 30))]).toBe(1);
    expect(roleA.required[quarter(at(MONDAY, 22))]).toBe(1);
    expect(roleA.required[quarter(at(MONDAY, 22, 15))]).toBe(0);
    expect(roleA.required[quarter(at(MONDAY, 15))]).toBe(0);
    // Role B: its fixed count while open, nothing to set up.
    expect(roleB.required[quarter(at(MONDAY, 12))]).toBe(2);
    expect(roleB.required[quarter(at(MONDAY, 10, 45))]).toBe(0);
    // The dinner shift: three positions scheduled, one held, over the quarters it spans whole.
    expect(roleA.scheduled[quarter(at(MONDAY, 17))]).toBe(3);
    expect(roleA.held[quarter(at(MONDAY, 21, 45))]).toBe(1);
    expect(roleA.scheduled[quarter(at(MONDAY, 16, 45))]).toBe(0);
    expect(roleA.scheduled[quarter(at(MONDAY, 22))]).toBe(0);
    // The day's person-hours: scheduled 15; over and under as the quarters add up.
    const monday = roleA.days[0];
    const span = staffing.starts.slice(0, 96).map((_, i) => i);
    const sumOf = (f: (i: number) => number) => span.reduce((a, i) => a + f(i), 0) / 4;
    expect(monday).toEqual({
      day: day(MONDAY),
      required_hours: sumOf((i) => roleA.required[i] ?? 0),
      scheduled_hours: 15,
      over_hours: sumOf((i) => Math.max(0, (roleA.scheduled[i] ?? 0) - (roleA.required[i] ?? 0))),
      under_hours: sumOf((i) => Math.max(0, (roleA.required[i] ?? 0) - (roleA.scheduled[i] ?? 0))),
    });
    // Sunday has 25 hours: its dinner is still 17:00 to 22:00 on the clock.
    const sunday = MONDAY.add({ days: 6 });
    expect(roleB.required[quarter(at(sunday, 17))]).toBe(2);
    expect(roleB.days[6]).toMatchObject({ required_hours: 16, scheduled_hours: 0, under_hours: 16 });
  });

  it("without four weeks of history, asks each demand rule for its min while open", async () => {
    const fresh = await createPlace(t, owner, ZONE);
    await owner.put(`/api/locations/${fresh.locationId}/opening-hours`, {
      days: [{ weekday: "Monday", open: "09:00", close: "17:00" }],
    });
    await owner.put(`/api/locations/${fresh.locationId}/labour-model`, {
      rules: [{ area_role_id: fresh.roleA, driver: "transactions", per: 10, min: 2 }],
    });
    const staffing = await read(fresh.locationId, MONDAY, MONDAY);
    expect(staffing.forecast).toBeNull();
    expect(staffing.starts).toHaveLength(96);
    const [role] = staffing.roles;
    expect(role?.required.filter((n) => n === 2)).toHaveLength(32);
    expect(role?.days).toEqual([
      { day: day(MONDAY), required_hours: 16, scheduled_hours: 0, over_hours: 0, under_hours: 16 },
    ]);
  });

  it("reads at most 14 days, for owners and managers of the business only", async () => {
    const long = await owner.get(
      `/api/locations/${place.locationId}/staffing?from=${day(MONDAY)}&to=${day(MONDAY.add({ days: 14 }))}`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors?.to).toEqual([STAFFING_MESSAGES.periodTooLong]);
    const member = await createStaff(t, owner, "team_member");
    expect((await member.get(`/api/locations/${place.locationId}/staffing`)).statusCode).toBe(403);
    const other = await registerOwner(t.app, "Staffing Bistro");
    const foreign = await other.get(`/api/locations/${place.locationId}/staffing`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
  });
});
