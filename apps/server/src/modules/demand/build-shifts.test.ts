import { BUILD_SHIFTS_MESSAGES, type BuildShiftsPayload } from "@brigade/contract/build-shifts";
import { formatDayMonthYear } from "@brigade/contract/dates";
import type { ForecastPayload } from "@brigade/contract/forecast";
import { mondayOf, todayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { parseCents } from "@brigade/contract/money";
import type { StaffingPayload } from "@brigade/contract/staffing";
import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import { and, eq, inArray } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAreaRoles } from "../../db/schema/employees";
import { shifts } from "../../db/schema/shifts";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { writeHistory } from "./test/sales-history";

// Building shifts from demand (demand.md): the fewest position-hours covering what the labour model requires, around
// what is already scheduled, named, costed, created as drafts when draft weeks are on, and nothing the second time;
// across the spring change in two zones and the autumn one in one; its bad inputs, roles and other businesses.

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const day = (date: Temporal.PlainDate) => formatDayMonthYear(date);
const nextMonday = (zone: string) => mondayOf(todayIn(zone)).add({ weeks: 1 });
const localAt = (zone: string, date: Temporal.PlainDate, hour: number, minute = 0) =>
  new Date(date.toPlainDateTime({ hour, minute }).toZonedDateTime(zone).epochMilliseconds).toISOString();
const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const lunchAndDinner = EVERY_DAY.flatMap((weekday) => [
  { weekday, open: "11:00", close: "14:00" },
  { weekday, open: "17:00", close: "22:00" },
]);

async function setUp(place: Place, days: unknown[], rules: unknown[]) {
  const hours = await owner.put(`/api/locations/${place.locationId}/opening-hours`, { days });
  expect(hours.statusCode, hours.body).toBe(200);
  const model = await owner.put(`/api/locations/${place.locationId}/labour-model`, { rules });
  expect(model.statusCode, model.body).toBe(200);
}

async function build(caller: Caller, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await caller.request({ method: "POST", url: "/api/schedule/build-shifts", payload: body, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; payload: BuildShiftsPayload };
}

const shape = (p: BuildShiftsPayload) =>
  p.shifts.map((s) => ({ name: s.name, from: s.from, to: s.to, roles: s.roles.map((r) => [r.area_role_id, r.count]) }));

describe("POST /api/schedule/build-shifts", () => {
  it("covers a day's need with the fewest position-hours, around what is there, then creates drafts once", async () => {
    const zone = "Europe/Paris";
    const place = await createPlace(t, owner, zone);
    await setUp(place, lunchAndDinner, [
      { area_role_id: place.roleA, driver: "fixed", count: 2, min: 1, before_open_min: 30, after_close_min: 15 },
    ]);
    const monday = nextMonday(zone);
    const body = { location_id: place.locationId, from: day(monday), to: day(monday), dry_run: true };

    // Two for lunch and dinner, one to set up half an hour before each opening and to close a quarter after: shifts
    // start and end on the half hour, so each closing quarter costs a quarter over. 18 position-hours is the least.
    const first = await build(owner, body);
    expect(first.message).toBe("Will create 4 shifts.");
    const lunch = { name: "Lunch", roles: [[place.roleA, 1]] };
    const dinner = { name: "Dinner", roles: [[place.roleA, 1]] };
    expect(shape(first.payload)).toEqual([
      expect.objectContaining({ ...lunch, from: "10:30" }),
      expect.objectContaining({ ...lunch, from: "11:00" }),
      expect.objectContaining({ ...dinner, from: "16:30" }),
      expect.objectContaining({ ...dinner, from: "17:00" }),
    ]);
    expect(first.payload.shifts.map((s) => s.to).sort()).toEqual(["14:00", "14:30", "22:00", "22:30"]);
    expect(first.payload.shifts[0]).toMatchObject({
      day: day(monday),
      starts_at: localAt(zone, monday, 10, 30),
      shift_id: null,
    });
    expect(first.payload.coverage).toEqual([
      expect.objectContaining({
        area_role_id: place.roleA,
        required_hours: 17.5,
        covered_hours: 17.5,
        over_hours: 0.5,
        under_hours: 0,
        proposed_hours: 18,
      }),
    ]);
    // The owner sees money: no one holds the role, so its positions are unpriced.
    expect(first.payload.cost).toMatchObject({ cost: "0.00", unpriced_positions: 4, labour_percent: null });
    expect(first.payload).toMatchObject({ created: 4, dry_run: true, drafts: false, time_zone: zone });

    // One dinner position already there: the build adds only the other.
    await createShift(
      owner,
      storeBody(place, {
        from: localAt(zone, monday, 17),
        to: localAt(zone, monday, 22),
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    const around = await build(owner, body);
    expect(shape(around.payload).filter((s) => s.name === "Dinner")).toEqual([
      { ...dinner, from: "16:30", to: "22:30" },
    ]);
    expect(around.payload.coverage[0]).toMatchObject({ proposed_hours: 13, under_hours: 0, over_hours: 0.5 });

    // Created as drafts with draft weeks on; the staffing read then finds nothing under.
    const rules = await owner.put("/api/business/work-rules", { ...WORK_RULE_DEFAULTS, draft_weeks: true });
    expect(rules.statusCode, rules.body).toBe(200);
    const made = await build(owner, { ...body, dry_run: false });
    expect(made.message).toBe("Created 3 shifts.");
    expect(made.payload).toMatchObject({ created: 3, dry_run: false, drafts: true });
    const ids = made.payload.shifts.map((s) => s.shift_id ?? 0);
    expect(ids.every((id) => id > 0)).toBe(true);
    const rows = await t.database.db
      .select({ name: shifts.name, publishedAt: shifts.publishedAt, locationId: shifts.locationId })
      .from(shifts)
      .where(and(eq(shifts.businessId, place.businessId), inArray(shifts.id, ids)));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.publishedAt === null && r.locationId === place.locationId)).toBe(true);
    const staffing = (
      await owner.get(`/api/locations/${place.locationId}/staffing?from=${day(monday)}&to=${day(monday)}`)
    ).json().payload as StaffingPayload;
    expect(staffing.roles[0]?.days[0]).toMatchObject({ under_hours: 0, scheduled_hours: 18 });

    // The second time there is nothing to build.
    const again = await build(owner, { ...body, dry_run: false });
    expect(again.payload).toMatchObject({ shifts: [], created: 0 });
    expect(again.message).toBe(BUILD_SHIFTS_MESSAGES.summary.nothing);
    await owner.put("/api/business/work-rules", WORK_RULE_DEFAULTS);
  });

  it("keeps local times across the spring change in two zones and the autumn one", async () => {
    // Open Saturday 20:00 to 03:00: a night the spring change makes 6 hours and the autumn one 8.
    for (const [zone, saturday, hours] of [
      ["America/New_York", "2027-03-13", 6],
      ["Europe/Paris", "2027-03-27", 6],
      ["America/New_York", "2027-11-06", 8],
    ] as const) {
      const place = await createPlace(t, owner, zone);
      await setUp(
        place,
        [{ weekday: "Saturday", open: "20:00", close: "03:00" }],
        [{ area_role_id: place.roleA, driver: "fixed", count: 1, min: 1 }],
      );
      const date = Temporal.PlainDate.from(saturday);
      const { payload } = await build(owner, {
        location_id: place.locationId,
        from: day(date),
        to: day(date.add({ days: 1 })),
        dry_run: true,
      });
      expect(shape(payload), zone).toEqual([
        { name: "Late Night", from: "20:00", to: "03:00", roles: [[place.roleA, 1]] },
      ]);
      expect(payload.shifts[0]).toMatchObject({ day: day(date), hours, starts_at: localAt(zone, date, 20) });
      expect(payload.coverage[0]).toMatchObject({ required_hours: hours, under_hours: 0, over_hours: 0 });
    }
  });

  it("prices open positions at the role's median rate against the forecast sales, for those who see money", async () => {
    const zone = "America/Chicago";
    const place = await createPlace(t, owner, zone);
    const today = todayIn(zone);
    await writeHistory(owner, place.locationId, zone, today.subtract({ weeks: 6 }), today);
    await setUp(place, lunchAndDinner, [
      { area_role_id: place.roleA, driver: "sales", per: "25.00", min: 1 },
      { area_role_id: place.roleB, driver: "fixed", count: 1 },
    ]);
    // Two active servers of role A at 20.00 and 30.00: a median of 25.00. No one holds role B.
    for (const rate of ["20.00", "30.00"]) {
      const staff = await createStaff(t, owner, "team_member");
      await t.database.db
        .insert(employeeAreaRoles)
        .values({ businessId: place.businessId, employeeId: staff.employeeId, areaRoleId: place.roleA });
      const wage = await owner.put(`/api/employee/${staff.employeeId}/wage`, {
        hourly_rate: rate,
        effective_from: day(today.subtract({ days: 30 })),
      });
      expect(wage.statusCode, wage.body).toBe(200);
    }
    const monday = nextMonday(zone);
    const body = { location_id: place.locationId, from: day(monday), to: day(monday), dry_run: true };
    const { payload } = await build(owner, body);
    expect(payload.forecast).toMatchObject({ measure: "sales" });

    // Every quarter the forecast calls for is covered.
    for (const role of payload.coverage) expect(role.under_hours, role.role).toBe(0);
    const hoursOf = (roleId: number) =>
      payload.shifts.reduce(
        (sum, s) => sum + s.hours * (s.roles.find((r) => r.area_role_id === roleId)?.count ?? 0),
        0,
      );
    const positionsOf = (roleId: number) =>
      payload.shifts.reduce((sum, s) => sum + (s.roles.find((r) => r.area_role_id === roleId)?.count ?? 0), 0);
    expect(hoursOf(place.roleA)).toBeGreaterThan(8);
    const costCents = Math.round(hoursOf(place.roleA) * 2500);
    const forecast = (
      await owner.get(`/api/locations/${place.locationId}/forecast?from=${day(monday)}&to=${day(monday)}&interval=1d`)
    ).json().payload as ForecastPayload;
    const salesCents = parseCents(forecast.intervals[0]?.sales ?? "") ?? 0;
    expect(payload.cost).toEqual({
      currency: "USD",
      cost: (costCents / 100).toFixed(2),
      unpriced_positions: positionsOf(place.roleB),
      forecast_sales: (salesCents / 100).toFixed(2),
      labour_percent: (Math.round((costCents * 1000) / salesCents) / 10).toFixed(1),
    });

    // A manager who may not see wages gets the shifts without their cost.
    const manager = await createStaff(t, owner, "manager");
    const managed = await build(manager, body);
    expect(managed.payload.cost).toBeNull();
    expect(managed.payload.shifts).toEqual(payload.shifts);
  });

  it("names a shift no business name fits after its day part, in the caller's language", async () => {
    const zone = "Europe/Paris";
    const place = await createPlace(t, owner, zone);
    await setUp(
      place,
      [{ weekday: "Monday", open: "14:30", close: "17:00" }],
      [{ area_role_id: place.roleA, driver: "fixed", count: 1 }],
    );
    const monday = nextMonday(zone);
    const { payload, message } = await build(
      owner,
      { location_id: place.locationId, from: day(monday), to: day(monday), dry_run: true },
      { "accept-language": "fr" },
    );
    // 14:30 to 17:30: half of it in no usual times (Lunch ends at 15:00, Dinner starts at 17:00).
    expect(shape(payload)).toEqual([{ name: "Midi", from: "14:30", to: "17:30", roles: [[place.roleA, 1]] }]);
    expect(message).toBe("1 créneau sera créé.");
  });

  it("refuses bad input, a location without a labour model, a past period, other businesses and team members", async () => {
    const place = await createPlace(t, owner, "Europe/Paris");
    const monday = nextMonday("Europe/Paris");
    const body = { location_id: place.locationId, from: day(monday), to: day(monday), dry_run: true };
    const M = BUILD_SHIFTS_MESSAGES;

    const noModel = await owner.post("/api/schedule/build-shifts", body);
    expect(noModel.statusCode).toBe(409);
    expect(noModel.json().message).toBe(M.noLabourModel);
    await setUp(place, lunchAndDinner, [{ area_role_id: place.roleA, driver: "fixed", count: 1 }]);

    for (const [patch, field, message] of [
      [{ to: day(monday.add({ days: 14 })) }, "to", M.periodTooLong],
      [{ min_hours: 2.1 }, "min_hours", M.hours],
      [{ min_hours: 6, max_hours: 4 }, "max_hours", M.hours],
      [{ max_hours: 13 }, "max_hours", M.hours],
      [{ start_every_min: 45 }, "start_every_min", M.startEvery],
      [{ dry_run: "yes" }, "dry_run", M.dryRun],
      [{ from: "2026-12-07" }, "from", "The from date must be a real date written as DD-MM-YYYY."],
      [{ from: day(monday.subtract({ weeks: 3 })), to: day(monday.subtract({ weeks: 2 })) }, "to", M.periodOver],
    ] as const) {
      const res = await owner.post("/api/schedule/build-shifts", { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(patch)).toEqual([message]);
    }

    const stranger = await registerOwner(t.app, "Elsewhere");
    const other = await stranger.post("/api/schedule/build-shifts", body);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.locationNotFound);

    const member = await createStaff(t, owner, "team_member");
    expect((await member.post("/api/schedule/build-shifts", body)).statusCode).toBe(403);

    // None of these wrote a shift.
    const made = await t.database.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(eq(shifts.locationId, place.locationId));
    expect(made).toEqual([]);
  });
});
