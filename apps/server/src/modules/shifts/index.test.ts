import { paginated } from "@brigade/contract/pagination";
import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import { MAX_SHIFT_LIST, SHIFT_LIST_TOO_LONG, type ShiftItem, shiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import {
  book,
  createPlace,
  createShift,
  insertBareShifts,
  type Place,
  setAvailability,
  storeBody,
} from "./test/support";

let t: TestApp;
let owner: Caller;
let ny: Place;
let tokyo: Place;
let alice: Caller & { employeeId: number };
let bob: Caller & { employeeId: number };
// New York: Monday 11 January 2027 22:00 to 23:00 local (03:00Z to 04:00Z on the 12th).
let late: ShiftItem;
// New York: Tuesday 12 January 2027 10:00 to 14:00 local.
let lunch: ShiftItem;
// Tokyo: Tuesday 12 January 2027 08:00 to 12:00 local (Monday 23:00Z to Tuesday 03:00Z).
let breakfast: ShiftItem;
let areaOnly: ShiftItem;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  alice = await createStaff(t, owner, "team_member");
  bob = await createStaff(t, owner, "team_member");
  await setAvailability(t, bob.employeeId, "PartTime");
  ny = await createPlace(t, owner);
  tokyo = await createPlace(t, owner, "Asia/Tokyo");
  late = await createShift(
    owner,
    storeBody(ny, { name: "Late", from: "2027-01-12T03:00:00Z", to: "2027-01-12T04:00:00Z" }),
  );
  lunch = await createShift(
    owner,
    storeBody(ny, {
      name: "Lunch",
      from: "2027-01-12T15:00:00Z",
      to: "2027-01-12T19:00:00Z",
      areas: [{ id: ny.areaId, area_role: [{ id: ny.roleA, count: 1 }] }],
    }),
  );
  breakfast = await createShift(
    owner,
    storeBody(tokyo, { name: "Breakfast", from: "2027-01-11T23:00:00Z", to: "2027-01-12T03:00:00Z" }),
  );
  const other = await createAreaRole(t, ny.businessId, { name: "Sommelier" });
  areaOnly = await createShift(
    owner,
    storeBody(ny, {
      name: "Tasting",
      location_id: other.locationId,
      from: "2027-02-01T20:00:00Z",
      to: "2027-02-01T23:00:00Z",
      areas: [{ id: other.areaId, area_role: [{ id: other.id, count: 1 }] }],
    }),
  );
  // Lunch is full (one position, held by Alice); Late has Bob's pickup request.
  await book(t, ny, lunch, { employeeId: alice.employeeId });
  await book(t, ny, late, { employeeId: bob.employeeId, status: "Pending" });
});
afterAll(() => t.close());

const ids = async (query: string, caller: Caller = owner) => {
  const res = await caller.get(`/api/shift/index?pagination=0${query ? `&${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload.paginated as ShiftItem[]).map((s) => s.id);
};

describe("GET /api/shift/index", () => {
  it("lists every shift of the business, earliest first, in full", async () => {
    expect(await ids("")).toEqual([breakfast.id, late.id, lunch.id, areaOnly.id]);
    const res = await owner.get("/api/shift/index?pagination=0");
    const full = (res.json().payload.paginated as ShiftItem[]).find((s) => s.id === lunch.id);
    expect(full?.shift_timeline).toEqual([
      expect.objectContaining({
        status: "Accepted",
        employee_id: alice.employeeId,
        area_role: { id: ny.roleA, name: expect.any(String) },
        employee: expect.objectContaining({ user: expect.objectContaining({ name: "team_member person" }) }),
      }),
    ]);
    expect(full?.shift_time_slots[0]?.remaining_slots).toBe(0);
    // The route skips the response check for speed: the answer must still be exactly the contract's shape.
    shiftItem.strict().array().parse(res.json().payload.paginated);
    // Another business sees none of them.
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(await ids("", stranger)).toEqual([]);
  });

  it("pages with the paginator unless pagination=0", async () => {
    const res = await owner.get("/api/shift/index?length=2&location_id=showAll");
    const page = res.json().payload.paginated;
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 4, from: 1, to: 2, last_page: 2 });
    expect(page.data).toHaveLength(2);
    expect(page.next_page_url).toContain("page=2");
    paginated(shiftItem.strict()).strict().parse(page);
  });

  it(`refuses a list without pages of more than ${MAX_SHIFT_LIST} shifts, with a 422 that says so`, async () => {
    // A business of its own, so that the other tests' lists stay as they are.
    const bulk = await registerOwner(t.app, "Bulk Bistro");
    const place = await createPlace(t, bulk);
    await insertBareShifts(t, place, MAX_SHIFT_LIST + 1, "2028-03-01T00:00:00Z");
    const res = await bulk.get(`/api/shift/index?pagination=0&location_id=${place.locationId}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toEqual({ message: SHIFT_LIST_TOO_LONG, errors: { pagination: [SHIFT_LIST_TOO_LONG] } });
    // Paged, or narrowed, the same shifts are there.
    const page = (await bulk.get(`/api/shift/index?length=100&page=3&location_id=${place.locationId}`)).json();
    expect(page.payload.paginated).toMatchObject({ total: MAX_SHIFT_LIST + 1, from: 201, to: 300 });
    const narrow = await bulk.get(
      `/api/shift/index?pagination=0&location_id=${place.locationId}&from=2028-03-01T00:00:00Z&to=2028-03-01T00:00:11Z`,
    );
    expect(narrow.json().payload.paginated).toHaveLength(10);
  });

  it("filters by location, area and role", async () => {
    expect(await ids(`location_id=${tokyo.locationId}`)).toEqual([breakfast.id]);
    expect(await ids(`location_id=${tokyo.locationId},${areaOnly.location_id}`)).toEqual([breakfast.id, areaOnly.id]);
    expect(await ids(`area_id=${areaOnly.location.areas[0]?.id}`)).toEqual([areaOnly.id]);
    expect(await ids(`area_role_id=${ny.roleB}`)).toEqual([late.id]);
  });

  it("reads DD-MM-YYYY dates as whole days in each location's time zone", async () => {
    // 12 January: Lunch in New York (Late is still the 11th there, though the 12th in UTC), and
    // Breakfast, on the 12th in Tokyo though the 11th in UTC.
    expect(await ids("from=12-01-2027&to=12-01-2027")).toEqual([breakfast.id, lunch.id]);
    // 11 January: Late starts at 22:00 on the 11th in New York; Breakfast is not on the 11th in Tokyo.
    expect(await ids("from=11-01-2027&to=11-01-2027")).toEqual([late.id]);
    expect(await ids("from=01-02-2027")).toEqual([areaOnly.id]);
    expect(await ids("from=2027-01-12T14:00:00Z&to=2027-01-12T16:00:00Z")).toEqual([lunch.id]);
    const bad = await owner.get("/api/shift/index?from=2027-13-45");
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: M.dateFilterInvalid, errors: { from: [M.dateFilterInvalid] } });
  });

  it("filters by shift status, employee, availability and name", async () => {
    expect(await ids("shift_status=schedule_shifts")).toEqual([lunch.id]);
    expect(await ids("shift_status=Pending")).toEqual([late.id]);
    expect(await ids("shift_status=vacant_shifts")).toEqual([breakfast.id, late.id, areaOnly.id]);
    expect(await ids("shift_status=All")).toHaveLength(4);
    expect(await ids(`employee_id=${alice.employeeId}`)).toEqual([lunch.id]);
    expect(await ids(`employee_id=${alice.employeeId},${bob.employeeId}`)).toEqual([late.id, lunch.id]);
    expect(await ids("availability=PartTime")).toEqual([late.id]);
    expect(await ids("availability=All")).toHaveLength(4);
    expect(await ids("name=lunch")).toEqual([lunch.id]);
    expect(await ids(`name=Lunch&location_id=${tokyo.locationId}`)).toEqual([]);
  });
});

describe("GET /api/shift/{id}", () => {
  it("answers one shift in the shape of an index item", async () => {
    const res = await owner.get(`/api/shift/${lunch.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await owner.get(`/api/shift/index?pagination=0&name=Lunch`)).json().payload.paginated[0];
    expect(res.json().payload).toEqual(listed);
  });

  it("is 404 for an unknown id, 422 for a malformed one and 403 for a team member", async () => {
    expect((await owner.get("/api/shift/999999")).statusCode).toBe(404);
    expect((await owner.get("/api/shift/abc")).statusCode).toBe(422);
    expect((await alice.get(`/api/shift/${lunch.id}`)).statusCode).toBe(403);
  });
});
