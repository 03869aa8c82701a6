import { DECISION_MESSAGES as M, type RequestListingItem, requestListingItem } from "@brigade/contract/decisions";
import { paginated } from "@brigade/contract/pagination";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { requestIn } from "./test/support";

let t: TestApp;
let owner: Caller;
let york: Place;
let london: Place;
let lateYork: ShiftItem;
let earlyLondon: ShiftItem;
let midYork: ShiftItem;

const URL = "/api/shift/employee/bookings";
const page = paginated(requestListingItem);

async function list(query: string) {
  const res = await owner.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json().payload.paginated);
}
const names = (rows: RequestListingItem[]) => rows.map((r) => r.employee.user.name);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  york = await createPlace(t, owner, "America/New_York");
  london = await createPlace(t, owner, "Europe/London");
  const shift = (place: Place, name: string, from: string, to: string) =>
    createShift(owner, storeBody(place, { name, from, to }));
  // 02:30 UTC on the 13th is still Tuesday the 12th in New York.
  lateYork = await shift(york, "Late", "2027-01-13T02:30:00.000Z", "2027-01-13T06:00:00.000Z");
  earlyLondon = await shift(london, "Breakfast", "2027-01-12T07:00:00.000Z", "2027-01-12T11:00:00.000Z");
  midYork = await shift(york, "Lunch", "2027-01-12T16:00:00.000Z", "2027-01-12T20:00:00.000Z");
  await requestIn(t, york, lateYork, "Pending", { name: "Carla" });
  await requestIn(t, london, earlyLondon, "Pending", { name: "anna" });
  await requestIn(t, york, midYork, "Pending", { name: "Bruno" });
  await requestIn(t, york, midYork, "Apply For Leave", { name: "Dora", actionDetail: "Doctor's appointment" });
  await requestIn(t, york, midYork, "Accepted", { name: "Emil" });
  await requestIn(t, york, lateYork, "Released", { name: "Fay" });
  await requestIn(t, york, lateYork, "Rejected", { name: "Gus" });
});
afterAll(() => t.close());

describe("GET /api/shift/employee/bookings", () => {
  it("lists the bookings of one status, earliest slot first, with what the listing shows", async () => {
    const pending = await list("status=Pending");
    expect(names(pending.data)).toEqual(["anna", "Bruno", "Carla"]);
    expect(pending).toMatchObject({ total: 3, current_page: 1, per_page: 10, from: 1, to: 3, last_page: 1 });
    const carla = pending.data[2];
    expect(carla).toMatchObject({
      status: "Pending",
      shift: { id: lateYork.id, name: "Late" },
      shift_id: lateYork.id,
      slot_id: lateYork.shift_time_slots[0]?.id,
      area_role_id: york.roleA,
      day: "Tuesday",
      date: "12-01-2027",
      location: { id: york.locationId, time_zone: { utc: ["America/New_York"], abbr: "EST" } },
      area_role: { id: york.roleA, area: { id: york.areaId } },
      from: "2027-01-13T02:30:00.000Z",
      to: "2027-01-13T06:00:00.000Z",
      action_detail: null,
    });
    expect(pending.data[0]).toMatchObject({ day: "Tuesday", location: { time_zone: { abbr: "GMT" } } });

    const leave = await list("status=Apply For Leave");
    expect(leave.data.map((r) => [r.employee.user.name, r.action_detail])).toEqual([["Dora", "Doctor's appointment"]]);
    expect(names((await list("status=Accepted")).data)).toEqual(["Emil"]);
    expect(names((await list("status=Released")).data)).toEqual(["Fay"]);
  });

  it("narrows to a location", async () => {
    expect(names((await list(`status=Pending&location_id=${york.locationId}`)).data)).toEqual(["Bruno", "Carla"]);
    expect(names((await list(`status=Pending&location_id=${london.locationId}`)).data)).toEqual(["anna"]);
    expect((await list(`status=Released&location_id=${london.locationId}`)).total).toBe(0);
  });

  it("sorts by employee, shift or start, either way, in the database", async () => {
    expect(names((await list("status=Pending&sort=employee")).data)).toEqual(["anna", "Bruno", "Carla"]);
    expect(names((await list("status=Pending&sort=employee&order=desc")).data)).toEqual(["Carla", "Bruno", "anna"]);
    // Breakfast, Late, Lunch.
    expect(names((await list("status=Pending&sort=shift")).data)).toEqual(["anna", "Carla", "Bruno"]);
    expect(names((await list("status=Pending&sort=from&order=desc")).data)).toEqual(["Carla", "Bruno", "anna"]);
  });

  it("pages, with links that keep the query", async () => {
    const first = await list("status=Pending&length=2&sort=employee");
    expect(names(first.data)).toEqual(["anna", "Bruno"]);
    expect(first).toMatchObject({ total: 3, from: 1, to: 2, last_page: 2, prev_page_url: null });
    expect(first.next_page_url).toBe(`${URL}?status=Pending&length=2&sort=employee&order=asc&page=2`);
    const second = await list("status=Pending&length=2&sort=employee&page=2");
    expect(names(second.data)).toEqual(["Carla"]);
    expect(second).toMatchObject({ from: 3, to: 3, next_page_url: null });
    const past = await list("status=Pending&length=2&page=5");
    expect(past).toMatchObject({ data: [], total: 3, from: null, to: null });
  });

  it("answers 422 for a missing or unknown status, sort, order or length", async () => {
    const cases: [string, string, string][] = [
      ["", "status", "The status field is required."],
      ["status=Rejected", "status", M.listingStatus],
      ["status=Pending&sort=to", "sort", M.sort],
      ["status=Pending&order=up", "order", M.order],
      ["status=Pending&length=101", "length", ""],
      ["status=Pending&page=0", "page", ""],
      ["status=Pending&location_id=x", "location_id", ""],
    ];
    for (const [query, field, message] of cases) {
      const res = await owner.get(`${URL}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it("answers 404 for another business's location and shows none of its bookings", async () => {
    const other = await registerOwner(t.app, "Other Bistro");
    const res = await other.get(`${URL}?status=Pending&location_id=${york.locationId}`);
    expect(res.statusCode).toBe(404);
    const theirs = await other.get(`${URL}?status=Pending`);
    expect(theirs.json().payload.paginated).toMatchObject({ data: [], total: 0 });
  });
});
