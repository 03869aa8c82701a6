import { requiredMessage } from "@brigade/contract/messages";
import type { Paginated } from "@brigade/contract/pagination";
import type { ShiftItem } from "@brigade/contract/shifts";
import { TIMELINE_MESSAGES as M, type VacantEmployeeItem } from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { deactivate, namedStaff, type Staff } from "./test/support";

let t: TestApp;
let owner: Caller;
let ny: Place;
let london: Place;
let alice: Staff;
// New York, Tuesday 12 January 2027: lunch 11:00 to 15:00 and dinner 18:00 to 22:00.
let lunch: ShiftItem;
let dinner: ShiftItem;
// New York, Sunday 17 January 22:00 (Monday the 18th in UTC); the Sunday before, outside the week.
let sundayNight: ShiftItem;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  ny = await createPlace(t, owner);
  london = await createPlace(t, owner, "Europe/London");
  alice = await namedStaff(t, owner, "Alice Archer", [ny.roleA]);
  const bob = await namedStaff(t, owner, "Bob Baker", [ny.roleB]);
  const carol = await namedStaff(t, owner, "Carol Cook", [ny.roleA, london.roleA]);
  await namedStaff(t, owner, "Eve Empty");
  const dave = await namedStaff(t, owner, "Dave Gone", [ny.roleA]);
  await deactivate(t, dave.employeeId);
  const at = (name: string, place: Place, from: string, to: string) =>
    createShift(owner, storeBody(place, { name, from, to }));
  await at("Late", ny, "2027-01-11T03:00:00Z", "2027-01-11T04:30:00Z");
  lunch = await at("Lunch", ny, "2027-01-12T16:00:00Z", "2027-01-12T20:00:00Z");
  dinner = await at("Dinner", ny, "2027-01-12T23:00:00Z", "2027-01-13T03:00:00Z");
  sundayNight = await at("Night", ny, "2027-01-18T03:00:00Z", "2027-01-18T04:30:00Z");
  // London, Sunday 17 January 10:00 to 14:00.
  await at("Brunch", london, "2027-01-17T10:00:00Z", "2027-01-17T14:00:00Z");
  // Alice works lunch (so it is not offered to her); Bob fills lunch's one Role B position;
  // Carol has asked for dinner already.
  await book(t, ny, lunch, { employeeId: alice.employeeId });
  await book(t, ny, lunch, { employeeId: bob.employeeId, areaRoleId: ny.roleB });
  await book(t, ny, dinner, { employeeId: carol.employeeId, status: "Pending" });
});
afterAll(() => t.close());

const WEEK = "from=11-01-2027&to=17-01-2027";
const vacant = async (query: string, caller: Caller = owner): Promise<Paginated<VacantEmployeeItem>> => {
  const res = await caller.get(`/api/shift/employee/get-vacant-employees?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
};
/** Employee name to day to "shift/role" of each position offered. */
const shape = (page: Paginated<VacantEmployeeItem>) =>
  Object.fromEntries(
    page.data.map((e) => [
      e.user.name,
      Object.fromEntries(
        Object.entries(e.days).map(([day, list]) => [day, list.map((p) => `${p.shift_name}/${p.area_role_id}`)]),
      ),
    ]),
  );

describe("GET /api/shift/employee/get-vacant-employees", () => {
  it("lists active employees by name with, per local day, the open positions of their roles they are free for", async () => {
    const page = await vacant(WEEK);
    expect(shape(page)).toEqual({
      "Alice Archer": { "2027-01-12": [`Dinner/${ny.roleA}`], "2027-01-17": [`Night/${ny.roleA}`] },
      "Bob Baker": { "2027-01-12": [`Dinner/${ny.roleB}`], "2027-01-17": [`Night/${ny.roleB}`] },
      "Carol Cook": {
        "2027-01-12": [`Lunch/${ny.roleA}`],
        "2027-01-17": [`Brunch/${london.roleA}`, `Night/${ny.roleA}`],
      },
      "Eve Empty": {},
    });
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 4, from: 1, to: 4, last_page: 1 });
    expect(page.data[0]).toEqual({
      id: alice.employeeId,
      user: { name: "Alice Archer", email: alice.email, avatar_path: null },
      days: {
        "2027-01-12": [
          {
            shift_id: dinner.id,
            shift_name: "Dinner",
            slot_id: dinner.shift_time_slots[0]?.id,
            area_role_id: ny.roleA,
            area_role_name: expect.any(String),
            from: "2027-01-12T23:00:00.000Z",
            to: "2027-01-13T03:00:00.000Z",
            location_id: ny.locationId,
            location_name: expect.any(String),
          },
        ],
        "2027-01-17": [
          expect.objectContaining({ shift_id: sundayNight.id, slot_id: sundayNight.shift_time_slots[0]?.id }),
        ],
      },
    });
  });

  it("pages in name order, searches by name and keeps one location", async () => {
    const second = await vacant(`${WEEK}&length=2&page=2`);
    expect(second.data.map((e) => e.user.name)).toEqual(["Carol Cook", "Eve Empty"]);
    expect(second).toMatchObject({ total: 4, from: 3, to: 4, last_page: 2, next_page_url: null });
    expect(second.prev_page_url).toContain("page=1");
    expect(second.prev_page_url).toContain("from=11-01-2027");
    const found = await vacant(`${WEEK}&searchAbleName=CAR`);
    expect(found.data.map((e) => e.user.name)).toEqual(["Carol Cook"]);
    expect(found.total).toBe(1);
    expect((await vacant(`${WEEK}&searchAbleName=%25`)).total).toBe(0);
    const inLondon = shape(await vacant(`${WEEK}&location_id=${london.locationId}`));
    expect(inLondon["Carol Cook"]).toEqual({ "2027-01-17": [`Brunch/${london.roleA}`] });
    expect(inLondon["Alice Archer"]).toEqual({});
    expect(shape(await vacant(`${WEEK}&location_id=showAll`))).toEqual(shape(await vacant(WEEK)));
  });

  it("places a late New York Sunday shift on Sunday, not on Monday as in UTC", async () => {
    const next = shape(await vacant("from=18-01-2027&to=24-01-2027"));
    expect(next["Alice Archer"]).toEqual({});
  });

  it("refuses a missing or bad period with 422, team members with 403 and strangers with 401", async () => {
    const missing = await owner.get("/api/shift/employee/get-vacant-employees?to=17-01-2027");
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: requiredMessage("from"), errors: { from: [requiredMessage("from")] } });
    const reversed = await owner.get("/api/shift/employee/get-vacant-employees?from=17-01-2027&to=11-01-2027");
    expect(reversed.json()).toEqual({ message: M.toBeforeFrom, errors: { to: [M.toBeforeFrom] } });
    expect((await owner.get(`/api/shift/employee/get-vacant-employees?${WEEK}&length=0`)).statusCode).toBe(422);
    const manager = await createStaff(t, owner, "manager");
    expect((await vacant(WEEK, manager)).total).toBe(5);
    expect((await alice.get(`/api/shift/employee/get-vacant-employees?${WEEK}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/shift/employee/get-vacant-employees?${WEEK}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows another business none of this one's employees, and its location is a 404 there", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(await vacant(WEEK, stranger)).toMatchObject({ data: [], total: 0, from: null, to: null });
    const res = await stranger.get(`/api/shift/employee/get-vacant-employees?${WEEK}&location_id=${ny.locationId}`);
    expect(res.statusCode).toBe(404);
  });
});
