import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { shiftSlots, shifts } from "../../../db/schema/shifts";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../../test/harness";
import { book, createPlace, createShift, type Place, setAvailability, storeBody } from "../../shifts/test/support";

// A hand-built business for the roster tests, with every vacant and schedule row named, so a test can
// say which rows it expects in which order.

export type Scenario = {
  t: TestApp;
  owner: Caller;
  alice: Caller & { employeeId: number };
  bob: Caller & { employeeId: number };
  carol: Caller & { employeeId: number };
  ny: Place;
  london: Place;
  /** Vacant rows by `${slot_id}/${area role id}`, named like "Dinner:A". */
  vacantNames: Map<string, string>;
  /** Schedule rows by booking id, named like "Dinner:alice". */
  scheduleNames: Map<number, string>;
};

const PAST = { from: "2021-03-01T15:00:00.000Z", to: "2021-03-01T19:00:00.000Z" };

/** Moves a shift and its one slot into the past, as if it had been created back then. */
async function moveToPast(t: TestApp, shift: ShiftItem): Promise<ShiftItem> {
  const db = t.database.db;
  const range = { startsAt: new Date(PAST.from), endsAt: new Date(PAST.to) };
  await db.update(shifts).set(range).where(eq(shifts.id, shift.id));
  await db.update(shiftSlots).set(range).where(eq(shiftSlots.shiftId, shift.id));
  const slots = shift.shift_time_slots.map((s) => ({ ...s, ...PAST }));
  return { ...shift, ...PAST, shift_time_slots: slots };
}

export async function buildScenario(): Promise<Scenario> {
  const t = await createTestApp();
  const owner = await registerOwner(t.app, "Roster Bistro");
  const alice = await createStaff(t, owner, "team_member");
  const bob = await createStaff(t, owner, "team_member");
  const carol = await createStaff(t, owner, "team_member");
  await setAvailability(t, bob.employeeId, "PartTime");
  const ny = await createPlace(t, owner);
  const london = await createPlace(t, owner, "Europe/London");
  const roles = (place: Place, a: number, b: number) => [
    {
      id: place.areaId,
      area_role: [...(a ? [{ id: place.roleA, count: a }] : []), ...(b ? [{ id: place.roleB, count: b }] : [])],
    },
  ];
  // London, Sunday 10 January 2027 10:00 to 14:00 (GMT = UTC); Premium.
  const brunch = await createShift(
    owner,
    storeBody(london, {
      name: "Brunch",
      from: "2027-01-10T10:00:00Z",
      to: "2027-01-10T14:00:00Z",
      shift_type: "Premium",
      bonus: 5,
      areas: roles(london, 2, 0),
    }),
  );
  // New York, Monday 11 January 17:00 to 23:00 local.
  const dinner = await createShift(
    owner,
    storeBody(ny, { name: "Dinner", from: "2027-01-11T22:00:00Z", to: "2027-01-12T04:00:00Z", areas: roles(ny, 2, 2) }),
  );
  // Starts after Dinner, ends before it: sorting by to differs from sorting by from.
  const early = await createShift(
    owner,
    storeBody(ny, { name: "Early", from: "2027-01-12T01:00:00Z", to: "2027-01-12T02:00:00Z", areas: roles(ny, 1, 1) }),
  );
  // New York, Tuesday 12 January 10:00 to 14:00 local, two Half slots; Premium.
  const lunch = await createShift(
    owner,
    storeBody(ny, {
      name: "Lunch",
      from: "2027-01-12T15:00:00Z",
      to: "2027-01-12T19:00:00Z",
      chunk: 2,
      shift_type: "Premium",
      bonus: 10,
      areas: roles(ny, 1, 0),
    }),
  );
  const old = await moveToPast(
    t,
    await createShift(
      owner,
      storeBody(ny, { name: "Old", from: "2027-03-01T15:00:00Z", to: "2027-03-01T19:00:00Z", areas: roles(ny, 2, 0) }),
    ),
  );

  const scheduleNames = new Map<number, string>();
  const booked = async (name: string, ...args: Parameters<typeof book>) => scheduleNames.set(await book(...args), name);
  await booked("Brunch:alice", t, london, brunch, { employeeId: alice.employeeId, status: "Leave Rejected" });
  await booked("Dinner:alice", t, ny, dinner, { employeeId: alice.employeeId });
  await booked("Dinner:bob", t, ny, dinner, {
    employeeId: bob.employeeId,
    areaRoleId: ny.roleB,
    status: "Apply For Leave",
  });
  // Carol fills Early's only role-A position, so that pair is not vacant.
  await booked("Early:carol", t, ny, early, { employeeId: carol.employeeId });
  await booked("Old:alice", t, ny, old, { employeeId: alice.employeeId });
  // Neither holds a position: they stay off the schedule roster and leave Lunch's positions open.
  await book(t, ny, lunch, { employeeId: bob.employeeId, status: "Pending" });
  await book(t, ny, lunch, { employeeId: alice.employeeId, slot: 1, status: "Released" });

  const slot = (s: ShiftItem, i = 0) => s.shift_time_slots[i]?.id;
  const vacantNames = new Map<string, string>([
    [`${slot(brunch)}/${london.roleA}`, "Brunch:A"],
    [`${slot(dinner)}/${ny.roleA}`, "Dinner:A"],
    [`${slot(dinner)}/${ny.roleB}`, "Dinner:B"],
    [`${slot(early)}/${ny.roleA}`, "Early:A"],
    [`${slot(early)}/${ny.roleB}`, "Early:B"],
    [`${slot(lunch, 0)}/${ny.roleA}`, "Lunch1:A"],
    [`${slot(lunch, 1)}/${ny.roleA}`, "Lunch2:A"],
    [`${slot(old)}/${ny.roleA}`, "Old:A"],
  ]);
  return { t, owner, alice, bob, carol, ny, london, vacantNames, scheduleNames };
}

export type RosterAnswer<Row> = { rows: Row[]; names: string[]; total: number };

/** Calls the roster as `caller` and names its rows; fails the test unless the answer is 200. */
export async function roster<Row extends VacantRosterRow | ScheduleRosterRow>(
  s: Scenario,
  query: string,
  caller: Caller = s.owner,
): Promise<RosterAnswer<Row>> {
  const res = await caller.get(`/api/shift/all-shift-slots?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { data, total } = res.json().payload as { data: Row[]; total: number };
  const names = data.map((row) =>
    "employee" in row
      ? (s.scheduleNames.get(row.id) ?? `booking ${row.id}`)
      : (s.vacantNames.get(`${row.slot_id}/${row.area_roles.id}`) ?? `slot ${row.slot_id}/${row.area_roles.id}`),
  );
  return { rows: data, names, total };
}
