import { MAX_FIT_ORDERED_CANDIDATES } from "@brigade/contract/assignments";
import type { CandidateFit } from "@brigade/contract/fit";
import type { Paginated } from "@brigade/contract/pagination";
import type { ShiftItem } from "@brigade/contract/shifts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, setOwnMax, setPattern, setWorkRules, wallClock } from "../fit/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, selectShift } from "./test/support";

// The Assign modal's candidate list: each candidate's fit for the slot and the order they come in, read on the
// wall clock of the slot's location (week-building.md, "Who fits").

type Row = { id: number; user: { name: string }; fit: CandidateFit };

let t: TestApp;
let owner: Caller;
let ny: Place;
let sydney: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  ny = await createPlace(t, owner, "America/New_York");
  sydney = await createPlace(t, owner, "Australia/Sydney");
});
afterAll(() => t.close());

/** A shift of role A (room for 9) at the place, between two wall-clock times of its zone. */
const shiftAt = (place: Place, zone: string, from: string, to: string, name = "Service") =>
  createShift(
    owner,
    storeBody(place, {
      name,
      from: wallClock(from, zone),
      to: wallClock(to, zone),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 9 }] }],
    }),
  );

async function candidates(place: Place, shift: ShiftItem, query = "&length=50"): Promise<Paginated<Row>> {
  const slotId = shift.shift_time_slots[0]?.id;
  const res = await owner.get(
    `/api/employee/team-member/area-role?slot_id=${slotId}&location_id=${place.locationId}&area_role_id=${place.roleA}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.paginated as Paginated<Row>;
}

const fitOf = (rows: Row[], name: string) => rows.find((r) => r.user.name === name)?.fit;
const ok = { time_off: false, rest_ok: true, over_max: false, day_shifts_ok: true };

describe("GET /api/employee/team-member/area-role: who fits", () => {
  it("gives each candidate's fit and lists them best first, in New York", async () => {
    const NY = "America/New_York";
    const add = async (name: string) => (await addEmployee(t, ny.businessId, { name, areaRoleIds: [ny.roleA] })).id;
    const hold = async (employeeId: number, from: string, to: string) =>
      book(t, ny, await shiftAt(ny, NY, from, to, "Held"), { employeeId });
    // The slot: Wednesday 3 March 2027, 08:00-14:00 in New York.
    const slot = await shiftAt(ny, NY, "2027-03-03T08:00", "2027-03-03T14:00");
    const wednesday = 3;

    await setPattern(t, ny.businessId, await add("Pia"), [
      { weekday: wednesday, from: "07:00", to: "15:00", kind: "preferred" },
    ]);
    await setPattern(t, ny.businessId, await add("Avi"), [
      { weekday: wednesday, from: "06:00", to: "16:00", kind: "available" },
      { weekday: wednesday, from: "16:00", to: "18:00", kind: "preferred" },
    ]);
    await add("Una");
    // Only a pending request: nothing binds yet.
    await addTimeOff(t, ny.businessId, await add("Pat"), { from: "2027-03-03" }, "Pending");
    await setPattern(t, ny.businessId, await add("Nell"), [
      { weekday: wednesday, from: "12:00", to: "13:00", kind: "unavailable" },
    ]);
    // Available on Wednesdays, but only later than this slot.
    await setPattern(t, ny.businessId, await add("Ivy"), [
      { weekday: wednesday, from: "15:00", to: "22:00", kind: "available" },
    ]);
    const otto = await add("Otto");
    await addTimeOff(t, ny.businessId, otto, { from: "2027-03-02", to: "2027-03-04" });
    // Closing on Tuesday until 23:30: 8.5 hours before the slot, under the 10 hours of rest.
    await hold(await add("Rex"), "2027-03-02T16:00", "2027-03-02T23:30");
    // Their own maximum of 10 hours: 6 held plus this 6.
    const max = await add("Max");
    await setOwnMax(t, max, 10);
    await hold(max, "2027-03-01T08:00", "2027-03-01T14:00");
    // Sunday 28 February 20:00 is Monday in UTC but last week here; Sunday 7 March 20:00 is next week in UTC.
    const wes = await add("Wes");
    await hold(wes, "2027-02-28T20:00", "2027-02-28T23:00");
    await hold(wes, "2027-03-07T20:00", "2027-03-07T23:00");
    // Two positions later that Wednesday already: this one would be a third.
    const dot = await add("Dot");
    await hold(dot, "2027-03-03T15:00", "2027-03-03T17:00");
    await hold(dot, "2027-03-03T18:00", "2027-03-03T20:00");

    const list = await candidates(ny, slot);
    expect(list.data.map((r) => r.user.name)).toEqual([
      "Pia",
      "Avi",
      "Pat",
      "Una",
      "Wes",
      "Dot",
      "Ivy",
      "Nell",
      "Otto",
      "Max",
      "Rex",
    ]);
    const rows = list.data;
    expect(fitOf(rows, "Pia")).toEqual({ ...ok, week_hours: 0, availability: "preferred" });
    expect(fitOf(rows, "Avi")).toEqual({ ...ok, week_hours: 0, availability: "available" });
    expect(fitOf(rows, "Pat")).toEqual({ ...ok, week_hours: 0, availability: "unknown" });
    expect(fitOf(rows, "Nell")).toEqual({ ...ok, week_hours: 0, availability: "unavailable" });
    expect(fitOf(rows, "Ivy")).toEqual({ ...ok, week_hours: 0, availability: "unavailable" });
    expect(fitOf(rows, "Wes")).toEqual({ ...ok, week_hours: 3, availability: "unknown" });
    expect(fitOf(rows, "Dot")).toEqual({ ...ok, week_hours: 4, availability: "unknown", day_shifts_ok: false });
    expect(fitOf(rows, "Otto")).toEqual({ ...ok, week_hours: 0, availability: "unknown", time_off: true });
    expect(fitOf(rows, "Max")).toEqual({ ...ok, week_hours: 6, availability: "unknown", over_max: true });
    expect(fitOf(rows, "Rex")).toEqual({ ...ok, week_hours: 7.5, availability: "unknown", rest_ok: false });
    expect(list).toMatchObject({ total: 11, per_page: 50, last_page: 1 });

    // Paged in that order, the same page length as before.
    const second = await candidates(ny, slot, "&length=4&page=2");
    expect(second.data.map((r) => r.user.name)).toEqual(["Wes", "Dot", "Ivy", "Nell"]);
    expect(second).toMatchObject({ total: 11, from: 5, to: 8, last_page: 3 });
    expect((await candidates(ny, slot, "")).data).toHaveLength(6);
    // A search narrows the same order.
    expect((await candidates(ny, slot, "&search=i")).data.map((r) => r.user.name)).toEqual(["Pia", "Avi", "Ivy"]);

    // The business's rules decide: with 8 hours of rest and 3 shifts a day, Rex and Dot fit.
    await setWorkRules(t, ny.businessId, { min_rest_hours: 8, max_shifts_per_day: 3 });
    const relaxed = (await candidates(ny, slot)).data;
    expect(fitOf(relaxed, "Rex")?.rest_ok).toBe(true);
    expect(fitOf(relaxed, "Dot")?.day_shifts_ok).toBe(true);
    expect(relaxed.map((r) => r.user.name).indexOf("Rex")).toBeLessThan(
      relaxed.map((r) => r.user.name).indexOf("Otto"),
    );
    await setWorkRules(t, ny.businessId, { min_rest_hours: 10, max_shifts_per_day: 2 });
  });

  it("reports prefer_not for a slot touching such a window, after unknown and before unavailable", async () => {
    const NY = "America/New_York";
    const role = await createAreaRole(t, ny.businessId, { areaId: ny.areaId, name: "Prep" });
    const add = async (name: string) => (await addEmployee(t, ny.businessId, { name, areaRoleIds: [role.id] })).id;
    // The slot: Thursday 4 March 2027, 08:00-14:00 in New York.
    const shift = await createShift(
      owner,
      storeBody(ny, {
        name: "Prep",
        from: wallClock("2027-03-04T08:00", NY),
        to: wallClock("2027-03-04T14:00", NY),
        areas: [{ id: ny.areaId, area_role: [{ id: role.id, count: 5 }] }],
      }),
    );
    const thursday = 4;
    await setPattern(t, ny.businessId, await add("Ada"), [
      { weekday: thursday, from: "07:00", to: "15:00", kind: "available" },
    ]);
    await add("Uma");
    // Rather not after noon, though available all day: the soft avoid wins.
    const pen = await add("Pen");
    await setPattern(t, ny.businessId, pen, [
      { weekday: thursday, from: "06:00", to: "12:00", kind: "available" },
      { weekday: thursday, from: "12:00", to: "18:00", kind: "prefer_not" },
    ]);
    // Rather not on Wednesday night, until 09:00 on Thursday.
    await setPattern(t, ny.businessId, await add("Pru"), [
      { weekday: 3, from: "22:00", to: "09:00", kind: "prefer_not" },
    ]);
    await setPattern(t, ny.businessId, await add("Vic"), [
      { weekday: thursday, from: "08:00", to: "12:00", kind: "prefer_not" },
      { weekday: thursday, from: "13:00", to: "14:00", kind: "unavailable" },
    ]);

    const url = `/api/employee/team-member/area-role?slot_id=${shift.shift_time_slots[0]?.id}&location_id=${ny.locationId}&area_role_id=${role.id}&length=10`;
    const rows = ((await owner.get(url)).json().payload.paginated as Paginated<Row>).data;
    expect(rows.map((r) => [r.user.name, r.fit.availability])).toEqual([
      ["Ada", "available"],
      ["Uma", "unknown"],
      ["Pen", "prefer_not"],
      ["Pru", "prefer_not"],
      ["Vic", "unavailable"],
    ]);
    // A soft avoid is no refusal: the assignment goes through like any other.
    const res = await selectShift(owner, assignment(shift, pen, role.id));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("reads rest and availability on New York's clock across the spring-forward night", async () => {
    const NY = "America/New_York";
    // Clocks go from 02:00 to 03:00 on Sunday 14 March 2027: Saturday 23:00 to Sunday 09:00 is 9 real hours.
    const cam = await addEmployee(t, ny.businessId, { name: "Cam", areaRoleIds: [ny.roleA] });
    const closing = await shiftAt(ny, NY, "2027-03-13T15:00", "2027-03-13T23:00", "Saturday close");
    await book(t, ny, closing, { employeeId: cam.id });
    await setPattern(t, ny.businessId, cam.id, [{ weekday: 7, from: "09:00", to: "15:00", kind: "available" }]);
    const early = await shiftAt(ny, NY, "2027-03-14T09:00", "2027-03-14T15:00", "Sunday open");
    const later = await shiftAt(ny, NY, "2027-03-14T10:00", "2027-03-14T15:00", "Sunday late open");
    const earlyFit = fitOf((await candidates(ny, early)).data, "Cam");
    // Inside 09:00-15:00 on the wall clock, though the offset changed overnight.
    expect(earlyFit).toMatchObject({ availability: "available", rest_ok: false, week_hours: 8 });
    expect(fitOf((await candidates(ny, later)).data, "Cam")).toMatchObject({
      availability: "available",
      rest_ok: true,
    });
  });

  it("reads week, time off, rest and availability on Sydney's clock around its autumn clock change", async () => {
    const SYD = "Australia/Sydney";
    // Sydney turns its clocks back from 03:00 to 02:00 on Sunday 4 April 2027. The slot is that Sunday 08:00-14:00,
    // which in UTC starts on Saturday 3 April.
    const slot = await shiftAt(sydney, SYD, "2027-04-04T08:00", "2027-04-04T14:00");
    const add = async (name: string) =>
      (await addEmployee(t, sydney.businessId, { name, areaRoleIds: [sydney.roleA] })).id;
    const hold = async (employeeId: number, from: string, to: string) =>
      book(t, sydney, await shiftAt(sydney, SYD, from, to, "Held"), { employeeId });

    // Sunday off in Sydney is this slot; Saturday off is not, though the slot starts on Saturday in UTC.
    await addTimeOff(t, sydney.businessId, await add("Sun Off"), { from: "2027-04-04" });
    await addTimeOff(t, sydney.businessId, await add("Sat Off"), { from: "2027-04-03" });
    // Monday 29 March 07:00 is Sunday 28 March in UTC; Monday 5 April 01:00 is Sunday 4 April in UTC.
    const weekly = await add("Weekly");
    await hold(weekly, "2027-03-29T07:00", "2027-03-29T10:00");
    await hold(weekly, "2027-04-05T01:00", "2027-04-05T05:00");
    // Saturday closing at 23:00 (UTC+11) to Sunday 08:00 (UTC+10): 9 hours on the wall clock, 10 real hours.
    const closer = await add("Closer");
    await hold(closer, "2027-04-03T15:00", "2027-04-03T23:00");
    await setPattern(t, sydney.businessId, closer, [{ weekday: 7, from: "07:00", to: "15:00", kind: "preferred" }]);

    const rows = (await candidates(sydney, slot)).data;
    expect(fitOf(rows, "Sun Off")?.time_off).toBe(true);
    expect(fitOf(rows, "Sat Off")?.time_off).toBe(false);
    expect(fitOf(rows, "Weekly")?.week_hours).toBe(3);
    expect(fitOf(rows, "Closer")).toEqual({ ...ok, week_hours: 8, availability: "preferred", rest_ok: true });
    expect(rows.map((r) => r.user.name)).toEqual(["Closer", "Sat Off", "Weekly", "Sun Off"]);
  });

  it(`orders by name alone past ${MAX_FIT_ORDERED_CANDIDATES} candidates, every item still with its fit`, async () => {
    const role = await createAreaRole(t, ny.businessId, { areaId: ny.areaId, name: "Crowd" });
    const shift = await createShift(
      owner,
      storeBody(ny, { name: "Crowded", areas: [{ id: ny.areaId, area_role: [{ id: role.id, count: 1 }] }] }),
    );
    const crowd = MAX_FIT_ORDERED_CANDIDATES + 1;
    await t.database.db.execute(sql`with u as (
        insert into users (business_id, name, email, password_hash, role)
        select ${ny.businessId}, 'Crowd ' || lpad(g::text, 4, '0'), 'crowd.' || g || '.' || ${Date.now()} || '@example.test',
          'unusable', 'team_member'
        from generate_series(1, ${crowd}) g returning id
      ), e as (
        insert into employees (business_id, user_id, availability, status)
        select ${ny.businessId}, id, 'FullTime', 'active_employee' from u returning id
      )
      insert into employee_area_roles (business_id, employee_id, area_role_id) select ${ny.businessId}, id, ${role.id} from e`);
    // Crowd 0009 prefers this Monday: first by fit, ninth by name.
    const [ninth] = (
      (await t.database.db.execute(
        sql`select e.id from employees e join users u on u.id = e.user_id where u.name = 'Crowd 0009'`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const ninthId = ninth?.id ?? 0;
    await setPattern(t, ny.businessId, ninthId, [{ weekday: 1, from: "00:00", to: "00:00", kind: "preferred" }]);
    const url = `/api/employee/team-member/area-role?slot_id=${shift.shift_time_slots[0]?.id}&location_id=${ny.locationId}&area_role_id=${role.id}`;
    const list = async (query: string) =>
      (await owner.get(`${url}${query}`)).json().payload.paginated as Paginated<Row>;

    const first = await list("&length=10");
    expect(first.total).toBe(crowd);
    expect(first.data.map((r) => r.user.name)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `Crowd ${String(n).padStart(4, "0")}`),
    );
    expect(first.data[8]).toMatchObject({ id: ninthId, fit: { availability: "preferred" } });
    expect(first.data.filter((r) => r.fit.availability === "unknown")).toHaveLength(9);
    // A search that narrows them brings back the order by fit.
    const narrowed = await list("&search=Crowd%20000");
    expect(narrowed.total).toBe(9);
    expect(narrowed.data[0]?.id).toBe(ninthId);
  });
});
