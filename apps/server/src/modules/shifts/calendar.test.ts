import {
  CALENDAR_MESSAGES as C,
  type CalendarFeed,
  calendarFeed,
  MAX_CALENDAR_EVENTS,
} from "@brigade/contract/calendar";
import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, insertBareShifts, type Place, storeBody } from "./test-support";

let t: TestApp;
let owner: Caller;
let alice: Caller & { employeeId: number };
let ny: Place;
let tokyo: Place;
// New York: Monday 11 January 2027 22:00 to 23:00 local (03:00Z to 04:00Z on the 12th).
let late: ShiftItem;
// New York: Tuesday 12 January 2027 10:00 to 14:00 local; full.
let lunch: ShiftItem;
// Tokyo: Tuesday 12 January 2027 08:00 to 12:00 local (Monday 23:00Z to Tuesday 03:00Z); Premium.
let breakfast: ShiftItem;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  alice = await createStaff(t, owner, "team_member");
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
    storeBody(tokyo, {
      name: "Breakfast",
      shift_type: "Premium",
      bonus: 5,
      label_color: "#1c7ed6",
      from: "2027-01-11T23:00:00Z",
      to: "2027-01-12T03:00:00Z",
    }),
  );
  await book(t, ny, lunch, { employeeId: alice.employeeId });
});
afterAll(() => t.close());

async function feed(query: string, caller: Caller = owner): Promise<CalendarFeed> {
  const res = await caller.get(`/api/shift/calendar?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The route skips the response check for speed: the answer must still be exactly the contract's shape.
  return calendarFeed.strict().parse(res.json().payload);
}

const refused = async (query: string, field: string, message: string) => {
  const res = await owner.get(`/api/shift/calendar?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
  expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
};

describe("GET /api/shift/calendar", () => {
  it("sends each shift of the period with what its event shows, and each location once", async () => {
    const { events, locations } = await feed("from=11-01-2027&to=12-01-2027");
    expect(events.map((e) => e.id)).toEqual([breakfast.id, late.id, lunch.id]);
    expect(events[0]).toEqual({
      id: breakfast.id,
      name: "Breakfast",
      shift_type: "Premium",
      label_color: "#1c7ed6",
      location_id: tokyo.locationId,
      from: "2027-01-11T23:00:00.000Z",
      to: "2027-01-12T03:00:00.000Z",
      vacant: true,
    });
    // Lunch's one position is held: no longer vacant.
    expect(events.find((e) => e.id === lunch.id)?.vacant).toBe(false);
    expect(locations).toEqual(
      expect.arrayContaining([
        { id: ny.locationId, name: expect.any(String), time_zone: "America/New_York" },
        { id: tokyo.locationId, name: expect.any(String), time_zone: "Asia/Tokyo" },
      ]),
    );
    expect(locations).toHaveLength(2);
  });

  it("reads DD-MM-YYYY dates as whole days in each location's zone, and instants as they are", async () => {
    // The 12th: Lunch in New York (Late is the 11th there), Breakfast in Tokyo (the 11th in UTC).
    expect((await feed("from=12-01-2027&to=12-01-2027")).events.map((e) => e.id)).toEqual([breakfast.id, lunch.id]);
    expect((await feed("from=11-01-2027&to=11-01-2027")).events.map((e) => e.id)).toEqual([late.id]);
    const instants = await feed("from=2027-01-12T14:00:00Z&to=2027-01-12T16:00:00Z");
    expect(instants.events.map((e) => e.id)).toEqual([lunch.id]);
  });

  it("applies the sidebar's filters", async () => {
    const ids = async (q: string) => (await feed(`from=11-01-2027&to=12-01-2027&${q}`)).events.map((e) => e.id);
    expect(await ids(`location_id=${tokyo.locationId}`)).toEqual([breakfast.id]);
    expect(await ids("shift_status=schedule_shifts")).toEqual([lunch.id]);
    expect(await ids("shift_status=vacant_shifts")).toEqual([breakfast.id, late.id]);
    expect(await ids(`employee_id=${alice.employeeId}`)).toEqual([lunch.id]);
    expect(await ids("name=late")).toEqual([late.id]);
  });

  it("shows another business nothing, and refuses team members", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(await feed(`from=11-01-2027&to=12-01-2027&location_id=${ny.locationId}`, stranger)).toEqual({
      events: [],
      locations: [],
    });
    expect((await alice.get("/api/shift/calendar?from=11-01-2027&to=12-01-2027")).statusCode).toBe(403);
  });

  it("needs a period of at most 62 days, in order", async () => {
    await refused("to=12-01-2027", "from", C.periodRequired);
    await refused("from=12-01-2027", "to", C.periodRequired);
    await refused("from=12-01-2027&to=11-01-2027", "to", C.periodReversed);
    await refused("from=01-01-2027&to=04-03-2027", "to", C.periodTooLong);
    await refused("from=2027-13-45&to=12-01-2027", "from", M.dateFilterInvalid);
    // 62 whole days is the most.
    expect((await owner.get("/api/shift/calendar?from=01-01-2027&to=03-03-2027")).statusCode).toBe(200);
  });

  it(`answers a 422, not a huge answer, past ${MAX_CALENDAR_EVENTS} shifts`, async () => {
    const place = await createPlace(t, owner);
    // Inserted last: the other tests' periods do not reach June.
    await insertBareShifts(t, place, MAX_CALENDAR_EVENTS + 1, "2027-06-02T00:00:00Z");
    await refused(`from=01-06-2027&to=30-06-2027&location_id=${place.locationId}`, "to", C.tooManyEvents);
    // Those starting in the first two minutes (a second apart, from 00:00:01) are well within it.
    const narrower = await feed(`from=2027-06-02T00:00:00Z&to=2027-06-02T00:02:00Z&location_id=${place.locationId}`);
    expect(narrower.events).toHaveLength(119);
  }, 60_000);
});
