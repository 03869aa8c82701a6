import {
  CALENDAR_MESSAGES as C,
  type CalendarAnswer,
  type CalendarFeed,
  calendarAnswer,
  calendarFeed,
  MAX_CALENDAR_EVENTS,
} from "@brigade/contract/calendar";
import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, insertBareShifts, type Place, storeBody } from "./test/support";

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
  await nameUser(alice.employeeId, "Alice Martin");
});

/** Gives the user of an employee record a name of its own (the harness names everyone after their role). */
async function nameUser(employeeId: number, name: string): Promise<void> {
  const [row] = await t.database.db.select().from(employees).where(eq(employees.id, employeeId));
  if (!row) throw new Error("no such employee");
  await t.database.db.update(users).set({ name }).where(eq(users.id, row.userId));
}
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
      draft: false,
    });
    // Lunch's one position is held: no longer vacant.
    expect(events.find((e) => e.id === lunch.id)?.vacant).toBe(false);
    // With crew=1 (week, day and list views), how many are open and by whom the rest are held.
    const crew = await feed("from=11-01-2027&to=12-01-2027&crew=1");
    expect(crew.events.map((e) => [e.id, e.open, e.people])).toEqual([
      [breakfast.id, 3, []],
      [late.id, 3, []],
      [lunch.id, 0, ["Alice Martin"]],
    ]);
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

  it("shows another business nothing", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(await feed(`from=11-01-2027&to=12-01-2027&location_id=${ny.locationId}`, stranger)).toEqual({
      events: [],
      locations: [],
    });
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

describe("GET /api/shift/calendar: who works", () => {
  // New York, Wednesday 20 January 2027, 10:00 to 18:00 local in two slots, three positions of role A in each.
  let split: ShiftItem;
  let zoe: Caller & { employeeId: number };
  let yann: Caller & { employeeId: number };
  let pat: Caller & { employeeId: number };
  const period = () => `from=20-01-2027&to=20-01-2027&location_id=${ny.locationId}&crew=1`;

  beforeAll(async () => {
    split = await createShift(
      owner,
      storeBody(ny, {
        name: "Double",
        chunk: 2,
        from: "2027-01-20T15:00:00Z",
        to: "2027-01-20T23:00:00Z",
        areas: [{ id: ny.areaId, area_role: [{ id: ny.roleA, count: 3 }] }],
      }),
    );
    [zoe, yann, pat] = [
      await createStaff(t, owner, "team_member"),
      await createStaff(t, owner, "team_member"),
      await createStaff(t, owner, "team_member"),
    ];
    await nameUser(zoe.employeeId, "Zoe Adams");
    await nameUser(yann.employeeId, "Yann Zola");
    await nameUser(pat.employeeId, "Pat Lee");
    // Zoe works the second slot only, Yann both; Pat only asked (Pending holds nothing), Alice was released.
    await book(t, ny, split, { employeeId: zoe.employeeId, slot: 1 });
    await book(t, ny, split, { employeeId: yann.employeeId, slot: 1 });
    await book(t, ny, split, { employeeId: yann.employeeId, slot: 0 });
    await book(t, ny, split, { employeeId: pat.employeeId, status: "Pending" });
    await book(t, ny, split, { employeeId: alice.employeeId, status: "Released" });
  });

  it("names each holder once, by their first slot then name, and counts the positions still open", async () => {
    const { events } = await feed(period());
    expect(events.map((e) => [e.name, e.open, e.vacant, e.people])).toEqual([
      ["Double", 3, true, ["Yann Zola", "Zoe Adams"]],
    ]);
  });

  it("names nobody to a team member, who sees the shift and what is open", async () => {
    await giveRoles(ny.businessId, pat.employeeId, [ny.roleA]);
    const answer = await memberFeed(pat, period());
    expect(answer.events.map((e) => [e.id, e.open, e.people])).toEqual([[split.id, 3, undefined]]);
  });
});

/** A team member's answer, which must be exactly the contract's shape (own_roles included). */
async function memberFeed(caller: Caller, query: string): Promise<CalendarAnswer> {
  const res = await caller.get(`/api/shift/calendar?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return calendarAnswer.strict().parse(res.json().payload);
}

/** Gives an employee record these roles, straight in the database (the team-member endpoints are not tested here). */
async function giveRoles(businessId: number, employeeId: number, roleIds: number[]): Promise<void> {
  await t.database.db
    .insert(employeeAreaRoles)
    .values(roleIds.map((areaRoleId) => ({ businessId, employeeId, areaRoleId })));
}

describe("GET /api/shift/calendar for a team member", () => {
  const period = "from=11-01-2027&to=12-01-2027";
  // Alice holds role A in New York and role B in Tokyo; Bea only role B in New York.
  let bea: Caller & { employeeId: number };
  const ids = async (caller: Caller, query = "") =>
    (await memberFeed(caller, `${period}${query}`)).events.map((e) => e.id);

  beforeAll(async () => {
    await giveRoles(ny.businessId, alice.employeeId, [ny.roleA, tokyo.roleB]);
    bea = await createStaff(t, owner, "team_member");
    await giveRoles(ny.businessId, bea.employeeId, [ny.roleB]);
  });

  it("sees only the shifts that need one of their own roles, and is told those roles", async () => {
    // Late needs roles A and B in New York, Lunch only A, Breakfast A and B in Tokyo.
    const answer = await memberFeed(bea, period);
    expect(answer.events.map((e) => e.id)).toEqual([late.id]);
    expect(answer.locations).toEqual([{ id: ny.locationId, name: expect.any(String), time_zone: "America/New_York" }]);
    expect(answer.own_roles).toEqual([
      {
        id: ny.roleB,
        name: expect.any(String),
        area_id: ny.areaId,
        area_name: expect.any(String),
        location_id: ny.locationId,
        location_name: expect.any(String),
        time_zone: "America/New_York",
      },
    ]);
    expect(await ids(alice)).toEqual([breakfast.id, late.id, lunch.id]);
    expect((await memberFeed(alice, period)).own_roles?.map((r) => r.id).sort()).toEqual(
      [ny.roleA, tokyo.roleB].sort(),
    );
  });

  it("narrows by their roles, locations and day part, never to someone else's role", async () => {
    expect(await ids(alice, `&area_role_id=${ny.roleA}`)).toEqual([late.id, lunch.id]);
    expect(await ids(alice, `&location_id=${tokyo.locationId}`)).toEqual([breakfast.id]);
    expect(await ids(alice, "&name=lunch")).toEqual([lunch.id]);
    // Role B in New York is Bea's, not Alice's: asking for it shows Alice nothing.
    expect(await ids(alice, `&area_role_id=${ny.roleB}`)).toEqual([]);
    expect(await ids(bea, `&area_role_id=${ny.roleA},${ny.roleB}`)).toEqual([late.id]);
  });

  it("ignores the staff-only filters: employees, availability and shift status", async () => {
    const everything = await ids(alice);
    // Each of these alone would hide shifts from the owner (Lunch is the only one Alice is booked on, and full).
    expect(await ids(alice, `&employee_id=${alice.employeeId}`)).toEqual(everything);
    expect(await ids(alice, "&availability=PartTime")).toEqual(everything);
    expect(await ids(alice, "&shift_status=vacant_shifts")).toEqual(everything);
    expect(await ids(alice, "&shift_status=Pending")).toEqual(everything);
  });

  it("sees nothing without roles or without an employee record", async () => {
    const roleless = await createStaff(t, owner, "team_member");
    expect(await memberFeed(roleless, period)).toEqual({ events: [], locations: [], own_roles: [] });
    const recordless = await createStaff(t, owner, "team_member");
    await t.database.db.delete(employees).where(eq(employees.id, recordless.employeeId));
    expect(await memberFeed(recordless, period)).toEqual({ events: [], locations: [], own_roles: [] });
  });

  it("sees nothing of another business, whatever ids they send", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    const theirs = await createPlace(t, stranger);
    const member = await createStaff(t, stranger, "team_member");
    await giveRoles(theirs.businessId, member.employeeId, [theirs.roleA]);
    const answer = await memberFeed(member, `${period}&location_id=${ny.locationId}&area_role_id=${ny.roleA}`);
    expect(answer.events).toEqual([]);
    expect(answer.own_roles?.map((r) => r.id)).toEqual([theirs.roleA]);
    expect(await ids(member, `&area_role_id=${ny.roleA}`)).toEqual([]);
    expect(await ids(member)).toEqual([]);
  });

  it("needs a period like anyone else", async () => {
    const res = await alice.get("/api/shift/calendar?from=12-01-2027");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: C.periodRequired, errors: { to: [C.periodRequired] } });
  });
});
