import {
  AUTO_FILL_MESSAGES as M,
  MAX_AUTO_FILL_POSITIONS,
  AUTO_FILL_REASONS as R,
  slotTimeOfWeek,
} from "@brigade/contract/auto-fill";
import { formatDayMonthYear as dayMonthYear } from "@brigade/contract/dates";
import { dateIn } from "@brigade/contract/local-time";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, remaining } from "../assignments/test/support";
import { addTimeOff, setOwnMax, setPattern } from "../fit/test/support";
import { book } from "../shifts/test/support";
import {
  bookingsIn,
  createNamedPlace,
  insertOpenPositions,
  preview,
  previewCall,
  shiftAt,
  slotOf,
  startedAnHourAgo,
} from "./test/support";

// POST /api/schedule/auto-fill: a proposal for a location's period, with reasons, that changes nothing.

let t: TestApp;
let owner: Caller;
let businessId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  businessId = (await createNamedPlace(t, owner)).businessId;
});
afterAll(() => t.close());

const WEEK = { from: "08-03-2027", to: "14-03-2027" };

describe("POST /api/schedule/auto-fill", () => {
  it("proposes someone for an open position, says why, and changes nothing", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { name: "Lunch" });
    const ann = await addEmployee(t, businessId, { name: "Ann", areaRoleIds: [place.roleA] });
    await setPattern(t, businessId, ann.id, [{ weekday: 2, from: "08:00", to: "18:00", kind: "preferred" }]);

    const res = await previewCall(owner, { location_id: place.locationId, ...WEEK });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.proposed(1));
    const payload = res.json().payload;
    expect(payload.time_zone).toBe(place.timeZone);
    expect(payload.assignments).toEqual([
      {
        shift_id: shift.id,
        slot_id: slotOf(shift),
        area_role_id: place.roleA,
        area_role_name: place.roleAName,
        shift_name: "Lunch",
        employee_id: ann.id,
        employee_name: "Ann",
        from: shift.shift_time_slots[0]?.from,
        to: shift.shift_time_slots[0]?.to,
        reasons: [R.assignment(place.roleAName, R.fit.preferred(slotTimeOfWeek(2, 10)), 6, 40)],
      },
    ]);
    expect(payload.unfilled).toEqual([]);
    expect(payload.stats).toMatchObject({ open_positions: 1, filled: 1, solver: "highs", gap: 0 });
    expect(payload.stats.objective).toBeGreaterThan(0);
    expect(payload.stats.bound).toBeGreaterThanOrEqual(payload.stats.objective);
    expect(payload.notice).toBeNull();
    // A preview books no one.
    expect(await remaining(owner, shift, place.roleA)).toBe(1);
    expect(await bookingsIn(t, slotOf(shift), ann.id)).toEqual([]);
  });

  it("names a Premium shift's bonus among the reasons", async () => {
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-03-13T17:00", "2027-03-13T23:00", { premiumBonus: 25 });
    await addEmployee(t, businessId, { areaRoleIds: [place.roleA] });
    const [proposal] = (await preview(owner, place, "13-03-2027", "13-03-2027")).assignments;
    expect(proposal?.reasons).toEqual([R.assignment(place.roleAName, R.fit.unknown(6), 6, 40), R.premium(25)]);
  });

  it("reads the period on the location's clock across the DST change", async () => {
    const place = await createNamedPlace(t, owner);
    await addEmployee(t, businessId, { areaRoleIds: [place.roleA] });
    // New York springs forward at 02:00 on Sunday 14 March 2027: that day has 23 hours.
    const before = await shiftAt(owner, place, "2027-03-07T23:00", "2027-03-07T23:30");
    const monday = await shiftAt(owner, place, "2027-03-08T00:00", "2027-03-08T04:00");
    const sunday = await shiftAt(owner, place, "2027-03-14T10:00", "2027-03-14T16:00");
    const lateSunday = await shiftAt(owner, place, "2027-03-14T23:30", "2027-03-15T00:30");
    const nextMonday = await shiftAt(owner, place, "2027-03-15T00:30", "2027-03-15T03:00");
    const payload = await preview(owner, place, WEEK.from, WEEK.to);
    const slots = [...payload.assignments, ...payload.unfilled].map((p) => p.slot_id).sort((a, b) => a - b);
    expect(slots).toEqual([monday, sunday, lateSunday].map((s) => slotOf(s)).sort((a, b) => a - b));
    expect(slots).not.toContain(slotOf(before));
    expect(slots).not.toContain(slotOf(nextMonday));
    expect(payload.stats.open_positions).toBe(3);
  });

  it("keeps out people on time off, unavailable, over their maximum or short of rest, and says so", async () => {
    const place = await createNamedPlace(t, owner);
    const role = { areaRoleIds: [place.roleA] };
    const wednesday = await shiftAt(owner, place, "2027-03-10T09:00", "2027-03-10T15:00");
    const onLeave = await addEmployee(t, businessId, role);
    await addTimeOff(t, businessId, onLeave.id, { from: "2027-03-10" });
    const unavailable = await addEmployee(t, businessId, role);
    await setPattern(t, businessId, unavailable.id, [{ weekday: 3, from: "00:00", to: "00:00", kind: "unavailable" }]);
    const nearMax = await addEmployee(t, businessId, role);
    await setOwnMax(t, nearMax.id, 8);
    const monday = await shiftAt(owner, place, "2027-03-08T09:00", "2027-03-08T15:00");
    await book(t, place, monday, { employeeId: nearMax.id });
    const closer = await addEmployee(t, businessId, role);
    const closing = await shiftAt(owner, place, "2027-03-09T18:00", "2027-03-10T02:00");
    await book(t, place, closing, { employeeId: closer.id });

    const payload = await preview(owner, place, WEEK.from, WEEK.to);
    expect(payload.assignments).toEqual([]);
    expect(payload.unfilled).toEqual([
      expect.objectContaining({
        slot_id: slotOf(wednesday),
        area_role_id: place.roleA,
        missing: 1,
        reasons: [
          R.noOneFree([
            R.blocked.timeOff(1),
            R.blocked.unavailable(1),
            R.blocked.overMax(1, 8),
            R.blocked.restAfter(1),
          ]),
        ],
      }),
    ]);
    expect(payload.stats).toMatchObject({ open_positions: 1, filled: 0, solver: "none" });
    expect(await preview(owner, place, "10-03-2027", "10-03-2027")).toMatchObject({ assignments: [] });
  });

  it("counts positions held at another location: overlaps and hours", async () => {
    const here = await createNamedPlace(t, owner);
    const there = await createNamedPlace(t, owner, "America/Chicago");
    const both = { areaRoleIds: [here.roleA, there.roleA] };
    const slot = await shiftAt(owner, here, "2027-03-11T12:00", "2027-03-11T18:00");
    const busy = await addEmployee(t, businessId, both);
    // 11:00-15:00 in Chicago is 12:00-16:00 in New York.
    await book(t, there, await shiftAt(owner, there, "2027-03-11T11:00", "2027-03-11T15:00"), { employeeId: busy.id });
    const full = await addEmployee(t, businessId, both);
    await setOwnMax(t, full.id, 8);
    await book(t, there, await shiftAt(owner, there, "2027-03-08T08:00", "2027-03-08T14:00"), { employeeId: full.id });

    const payload = await preview(owner, here, WEEK.from, WEEK.to);
    expect(payload.assignments).toEqual([]);
    expect(payload.unfilled).toEqual([
      expect.objectContaining({
        slot_id: slotOf(slot),
        reasons: [R.noOneFree([R.blocked.busy(1), R.blocked.overMax(1, 8)])],
      }),
    ]);
  });

  it("leaves out slots that have started and full positions, and says when no one has the role", async () => {
    const place = await createNamedPlace(t, owner);
    const started = await shiftAt(owner, place, "2027-03-08T09:00", "2027-03-08T15:00");
    await startedAnHourAgo(t, started);
    const full = await shiftAt(owner, place, "2027-03-09T09:00", "2027-03-09T15:00");
    await book(t, place, full, { employeeId: (await addEmployee(t, businessId, { areaRoleIds: [place.roleA] })).id });
    const open = await shiftAt(owner, place, "2027-03-10T09:00", "2027-03-10T15:00", {
      roles: [{ id: place.roleB, count: 2 }],
    });
    const today = dateIn(new Date(), place.timeZone);
    const around = await preview(
      owner,
      place,
      dayMonthYear(today.subtract({ days: 1 })),
      dayMonthYear(today.add({ days: 1 })),
    );
    expect(around.stats.open_positions).toBe(0);
    const payload = await preview(owner, place, WEEK.from, WEEK.to);
    expect(payload.unfilled).toEqual([
      expect.objectContaining({
        slot_id: slotOf(open),
        area_role_id: place.roleB,
        missing: 2,
        reasons: [R.noOneWithRole(place.roleBName)],
      }),
    ]);
  });

  it(`refuses a period with more than ${MAX_AUTO_FILL_POSITIONS} open positions`, async () => {
    const place = await createNamedPlace(t, owner);
    await insertOpenPositions(t, place, MAX_AUTO_FILL_POSITIONS, "2027-04-01T00:00:00Z");
    // Exactly at the bound it still answers (nobody has the role, so there is nothing to solve).
    const atBound = await preview(owner, place, "31-03-2027", "13-04-2027");
    expect(atBound.stats.open_positions).toBe(MAX_AUTO_FILL_POSITIONS);
    await insertOpenPositions(t, place, 1, "2027-04-10T00:00:00Z");
    const res = await previewCall(owner, { location_id: place.locationId, from: "31-03-2027", to: "13-04-2027" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toEqual([M.tooManyPositions]);
  });

  it("validates the period and the location", async () => {
    const place = await createNamedPlace(t, owner);
    const ask = (body: Record<string, unknown>) => previewCall(owner, { location_id: place.locationId, ...body });
    const badDay = await ask({ from: "31-02-2027", to: "03-03-2027" });
    expect(badDay.statusCode).toBe(422);
    expect(badDay.json().errors.from).toEqual([TIMELINE_MESSAGES.dateFormat("from")]);
    const backwards = await ask({ from: "10-03-2027", to: "09-03-2027" });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([TIMELINE_MESSAGES.toBeforeFrom]);
    const tooLong = await ask({ from: "01-03-2027", to: "15-03-2027" });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.to).toEqual([M.periodTooLong]);
    expect((await ask({ from: "01-03-2027", to: "14-03-2027" })).statusCode).toBe(200);
    const missing = await previewCall(owner, { location_id: 2_000_000, ...WEEK });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.locationNotFound);
    expect((await previewCall(owner, { ...WEEK })).statusCode).toBe(422);
  });
});
