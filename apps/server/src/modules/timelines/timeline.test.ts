import { requiredMessage } from "@brigade/contract/messages";
import type { ShiftItem } from "@brigade/contract/shifts";
import {
  TIMELINE_MESSAGES as M,
  type TimelinePayload,
  timelinePayload,
  timelineQuery,
} from "@brigade/contract/timelines";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, setAvailability, storeBody } from "../shifts/test/support";
import { makeTimelineRepository } from "./repository";
import { makeTimelineService } from "./service";
import { namedStaff, type Staff } from "./test/support";

let t: TestApp;
let owner: Caller;
let ny: Place;
let london: Place;
let alice: Staff;
let bob: Staff;
let dana1: Staff;
let dana2: Staff;
// New York, Sunday 10 January 2027 22:00 to 23:30 local: Monday the 11th in UTC.
let sundayLate: ShiftItem;
// New York, Tuesday 12 January 2027 11:00 to 15:00 local.
let lunch: ShiftItem;
// London, Sunday 17 January 2027 10:00 to 14:00 local.
let brunch: ShiftItem;
// New York around the start of summer time (Sunday 14 March 2027): Saturday 20:00 EST, Sunday 23:00 EDT.
let beforeDst: ShiftItem;
let afterDst: ShiftItem;
let bobLunch: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  ny = await createPlace(t, owner);
  london = await createPlace(t, owner, "Europe/London");
  alice = await namedStaff(t, owner, "Alice Archer");
  bob = await namedStaff(t, owner, "Bob Baker");
  await setAvailability(t, bob.employeeId, "PartTime");
  dana1 = await namedStaff(t, owner, "Dana Duplicate");
  dana2 = await namedStaff(t, owner, "Dana Duplicate");
  const erin = await namedStaff(t, owner, "Erin Released");
  const at = (name: string, place: Place, from: string, to: string) =>
    createShift(owner, storeBody(place, { name, from, to }));
  sundayLate = await at("Late", ny, "2027-01-11T03:00:00Z", "2027-01-11T04:30:00Z");
  lunch = await at("Lunch", ny, "2027-01-12T16:00:00Z", "2027-01-12T20:00:00Z");
  brunch = await at("Brunch", london, "2027-01-17T10:00:00Z", "2027-01-17T14:00:00Z");
  beforeDst = await at("Supper", ny, "2027-03-14T01:00:00Z", "2027-03-14T03:00:00Z");
  afterDst = await at("Supper", ny, "2027-03-15T03:00:00Z", "2027-03-15T04:00:00Z");
  for (const shift of [sundayLate, lunch, beforeDst, afterDst])
    await book(t, ny, shift, { employeeId: alice.employeeId });
  bobLunch = await book(t, ny, lunch, { employeeId: bob.employeeId, areaRoleId: ny.roleB });
  await book(t, ny, sundayLate, { employeeId: bob.employeeId, areaRoleId: ny.roleB, status: "Pending" });
  await book(t, ny, lunch, { employeeId: dana1.employeeId, status: "Apply For Leave" });
  await book(t, london, brunch, { employeeId: dana2.employeeId, status: "Leave Rejected" });
  await book(t, ny, lunch, { employeeId: erin.employeeId, areaRoleId: ny.roleB, status: "Released" });
});
afterAll(() => t.close());

const WEEK = "from=11-01-2027&to=17-01-2027";
const timeline = async (query: string, caller: Caller = owner): Promise<TimelinePayload["data"]> => {
  const res = await caller.get(`/api/shift-timeline?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // The route skips the response check for speed: the answer must still be exactly the contract's shape
  // (parsing drops unknown keys, so equality also proves there are none).
  const payload = res.json().payload;
  expect(timelinePayload.parse(payload)).toEqual(payload);
  return payload.data;
};
/** Employee key to the shift ids of their entries. */
const shape = (data: TimelinePayload["data"]) =>
  Object.fromEntries(Object.entries(data).map(([key, entries]) => [key, entries.map((e) => e.shift.id)]));

describe("GET /api/shift-timeline", () => {
  it("maps each employee to their position-holding bookings of the period, in full", async () => {
    const data = await timeline(WEEK);
    expect(shape(data)).toEqual({
      "Alice Archer": [lunch.id],
      "Bob Baker": [lunch.id],
      "Dana Duplicate": [lunch.id],
      [`Dana Duplicate (${dana2.email})`]: [brunch.id],
    });
    // Keys in name order; Bob's pickup request and Erin's released position are not scheduled work.
    expect(Object.keys(data)[0]).toBe("Alice Archer");
    expect(data["Bob Baker"]).toEqual([
      {
        id: bobLunch,
        status: "Accepted",
        employee_id: bob.employeeId,
        employee: { id: bob.employeeId, user: { name: "Bob Baker", email: bob.email, avatar_path: null } },
        shift: { id: lunch.id, name: "Lunch", label_color: "#0a0a0a" },
        from: "2027-01-12T16:00:00.000Z",
        to: "2027-01-12T20:00:00.000Z",
        area_role: { id: ny.roleB, name: expect.any(String) },
        location: {
          id: ny.locationId,
          name: expect.any(String),
          time_zone: {
            value: "America/New_York",
            text: "(UTC-05:00) America/New_York",
            abbr: "EST",
            utc: ["America/New_York"],
          },
        },
      },
    ]);
    expect(data["Dana Duplicate"]?.[0]?.employee_id).toBe(dana1.employeeId);
    expect(data["Dana Duplicate"]?.[0]?.status).toBe("Apply For Leave");
  });

  it("reads the period as whole days in each location's time zone", async () => {
    // Late starts on Monday in UTC but at 22:00 on Sunday in New York: it is Sunday's.
    expect(shape(await timeline("from=10-01-2027&to=10-01-2027"))).toEqual({ "Alice Archer": [sundayLate.id] });
    expect(shape(await timeline("from=11-01-2027&to=11-01-2027"))).toEqual({});
    // Brunch at 10:00 on Sunday the 17th in London is the week's last day.
    expect(shape(await timeline("from=17-01-2027&to=17-01-2027"))).toEqual({
      [`Dana Duplicate (${dana2.email})`]: [brunch.id],
    });
  });

  it("keeps the days right across a change to summer time, with the abbreviation of each shift's time", async () => {
    const week = await timeline("from=08-03-2027&to=14-03-2027");
    expect(week["Alice Archer"]?.map((e) => [e.shift.id, e.location.time_zone.abbr])).toEqual([
      [beforeDst.id, "EST"],
      [afterDst.id, "EDT"],
    ]);
    // 23:00 EDT on Sunday is 03:00 on Monday in UTC, still Sunday in New York.
    expect(shape(await timeline("from=15-03-2027&to=21-03-2027"))).toEqual({});
    expect(shape(await timeline("from=13-03-2027&to=13-03-2027"))).toEqual({ "Alice Archer": [beforeDst.id] });
  });

  it("filters by employee, availability, area role, area, location, shift name and shift", async () => {
    const bobOnly = { "Bob Baker": [lunch.id] };
    expect(shape(await timeline(`${WEEK}&employee_id=${bob.employeeId}`))).toEqual(bobOnly);
    expect(shape(await timeline(`${WEEK}&availability=PartTime`))).toEqual(bobOnly);
    expect(shape(await timeline(`${WEEK}&area_role_id=${ny.roleB}`))).toEqual(bobOnly);
    const brunchOnly = { [`Dana Duplicate (${dana2.email})`]: [brunch.id] };
    expect(shape(await timeline(`${WEEK}&area_id=${london.areaId}`))).toEqual(brunchOnly);
    expect(shape(await timeline(`${WEEK}&location_id=${london.locationId}`))).toEqual(brunchOnly);
    expect(shape(await timeline(`${WEEK}&shift_id=${brunch.id}&group_by=employee`))).toEqual(brunchOnly);
    expect(Object.keys(await timeline(`${WEEK}&name=lunch`))).toEqual(["Alice Archer", "Bob Baker", "Dana Duplicate"]);
    expect(await timeline(`${WEEK}&name=Lunch&location_id=${london.locationId}`)).toEqual({});
    expect(Object.keys(await timeline(`${WEEK}&location_id=showAll&availability=All`))).toHaveLength(4);
  });

  it("refuses a missing, malformed, reversed or too long period with 422", async () => {
    const cases: [string, string, string][] = [
      ["to=17-01-2027", "from", requiredMessage("from")],
      ["from=11-01-2027", "to", requiredMessage("to")],
      ["from=2027-01-11&to=17-01-2027", "from", M.dateFormat("from")],
      ["from=31-02-2027&to=17-03-2027", "from", M.dateFormat("from")],
      ["from=17-01-2027&to=11-01-2027", "to", M.toBeforeFrom],
      ["from=01-01-2027&to=04-03-2027", "to", M.periodTooLong],
    ];
    for (const [query, field, message] of cases) {
      const res = await owner.get(`/api/shift-timeline?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message, errors: { [field]: [message] } });
    }
    expect((await owner.get("/api/shift-timeline?from=01-01-2027&to=03-03-2027")).statusCode).toBe(200);
    expect((await owner.get(`/api/shift-timeline?${WEEK}&group_by=area`)).statusCode).toBe(422);
  });

  it("is for managers and owners only", async () => {
    const manager = await createStaff(t, owner, "manager");
    expect(Object.keys(await timeline(WEEK, manager))).toHaveLength(4);
    expect((await alice.get(`/api/shift-timeline?${WEEK}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/shift-timeline?${WEEK}` })).statusCode).toBe(401);
  });

  it("shows another business nothing of this one's, whatever ids it sends", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(await timeline(WEEK, stranger)).toEqual({});
    expect(await timeline(`${WEEK}&employee_id=${alice.employeeId}&location_id=${ny.locationId}`, stranger)).toEqual(
      {},
    );
    expect((await stranger.get(`/api/shift-timeline?${WEEK}&shift_id=${lunch.id}`)).statusCode).toBe(404);
  });

  it("answers a 422 that says so, not a huge answer, past the most entries one answer holds", async () => {
    // The cap itself is 25,000 (MAX_TIMELINE_ENTRIES); the same service with a cap of 3 shows the behaviour.
    const capped = makeTimelineService(makeTimelineRepository(t.database.db), { maxEntries: 3 });
    const query = timelineQuery.parse({ from: "11-01-2027", to: "17-01-2027" });
    const full = await makeTimelineService(makeTimelineRepository(t.database.db)).timeline(ny.businessId, query);
    expect(Object.values(full.data).flat().length).toBeGreaterThan(3);
    await expect(capped.timeline(ny.businessId, query)).rejects.toMatchObject({
      status: 422,
      message: M.tooManyEntries,
      errors: { to: [M.tooManyEntries] },
    });
    const narrow = timelineQuery.parse({ from: "10-01-2027", to: "10-01-2027" });
    expect(Object.keys((await capped.timeline(ny.businessId, narrow)).data)).toEqual(["Alice Archer"]);
  });
});
