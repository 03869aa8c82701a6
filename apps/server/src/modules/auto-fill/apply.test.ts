import { AUTO_FILL_MESSAGES as M, MAX_APPLY_ASSIGNMENTS } from "@brigade/contract/auto-fill";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "../../db/schema/employees";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment, remaining, selectShift } from "../assignments/test/support";
import { addTimeOff, setOwnMax, setPattern } from "../fit/test/support";
import { book } from "../shifts/test/support";
import {
  apply,
  applyCall,
  bookingsIn,
  createNamedPlace,
  itemsOf,
  type NamedPlace,
  preview,
  shiftAt,
  slotOf,
  startedAnHourAgo,
} from "./test/support";

// POST /api/schedule/auto-fill/apply: each proposal booked on its own under select-shift's guarantees; what can no
// longer be booked is skipped with its reason, never overbooked.

let t: TestApp;
let owner: Caller;
let businessId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  businessId = (await createNamedPlace(t, owner)).businessId;
});
afterAll(() => t.close());

const WEEK = ["08-03-2027", "14-03-2027"] as const;
const withRole = (place: NamedPlace) => addEmployee(t, businessId, { areaRoleIds: [place.roleA] });
const item = (slotId: number, areaRoleId: number, employeeId: number) => ({
  slot_id: slotId,
  area_role_id: areaRoleId,
  employee_id: employeeId,
});

describe("POST /api/schedule/auto-fill/apply", () => {
  it("books the proposals as Accepted, takes their positions and records the caller", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { count: 2 });
    const [ann, bob] = [await withRole(place), await withRole(place)];
    const proposal = await preview(owner, place, ...WEEK);
    expect(proposal.assignments.map((a) => a.employee_id).sort()).toEqual([ann.id, bob.id].sort());

    const res = await applyCall(owner, itemsOf(proposal.assignments));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.applied(2));
    const payload = res.json().payload;
    expect(payload).toMatchObject({ applied: 2, skipped: [] });
    expect(payload.apply_id).toEqual(expect.any(Number));
    expect(await remaining(owner, shift, place.roleA)).toBe(0);
    for (const person of [ann, bob]) {
      expect(await bookingsIn(t, slotOf(shift), person.id)).toEqual([
        { id: expect.any(Number), status: "Accepted", events: [{ actor: owner.userId, from: null, to: "Accepted" }] },
      ]);
    }
    // Nothing is left to propose.
    expect((await preview(owner, place, ...WEEK)).stats.open_positions).toBe(0);
  });

  it("skips a position someone else took meanwhile, and never overbooks", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-10T10:00", "2027-03-10T16:00");
    const proposed = await withRole(place);
    const [proposal] = (await preview(owner, place, ...WEEK)).assignments;
    expect(proposal?.employee_id).toBe(proposed.id);
    const other = await withRole(place);
    expect((await selectShift(owner, assignment(shift, other.id, place.roleA))).statusCode).toBe(200);

    const res = await applyCall(owner, itemsOf(proposal ? [proposal] : []));
    expect(res.json()).toEqual({
      message: M.applied(0),
      payload: {
        applied: 0,
        skipped: [{ ...item(slotOf(shift), place.roleA, proposed.id), reason: M.skipped.slotFull }],
        apply_id: null,
      },
    });
    expect(await remaining(owner, shift, place.roleA)).toBe(0);
    expect(await bookingsIn(t, slotOf(shift), proposed.id)).toEqual([]);
  });

  it("skips an employee whose time off was approved meanwhile, and books the rest", async () => {
    const place = await createNamedPlace(t, owner);
    const tuesday = await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00");
    const thursday = await shiftAt(owner, place, "2027-03-11T10:00", "2027-03-11T16:00");
    const ann = await withRole(place);
    const proposal = await preview(owner, place, ...WEEK);
    expect(proposal.assignments).toHaveLength(2);
    await addTimeOff(t, businessId, ann.id, { from: "2027-03-11" });
    const payload = await apply(owner, itemsOf(proposal.assignments));
    expect(payload.applied).toBe(1);
    expect(payload.skipped).toEqual([{ ...item(slotOf(thursday), place.roleA, ann.id), reason: M.skipped.timeOff }]);
    expect(await remaining(owner, tuesday, place.roleA)).toBe(0);
    expect(await remaining(owner, thursday, place.roleA)).toBe(1);
  });

  it("checks the work rules again: unavailable, weekly maximum, rest and shifts per day", async () => {
    const place = await createNamedPlace(t, owner);
    const wednesday = await shiftAt(owner, place, "2027-03-10T09:00", "2027-03-10T15:00", { count: 4 });
    const [unavailable, full, tired, busyDay] = [
      await withRole(place),
      await withRole(place),
      await withRole(place),
      await withRole(place),
    ];
    const proposal = await preview(owner, place, ...WEEK);
    expect(proposal.assignments).toHaveLength(4);
    // Since the preview: a new pattern, a lower maximum, a late closing shift, two more shifts that day.
    await setPattern(t, businessId, unavailable.id, [{ weekday: 3, from: "00:00", to: "00:00", kind: "unavailable" }]);
    await setOwnMax(t, full.id, 4);
    const closing = await shiftAt(owner, place, "2027-03-09T19:00", "2027-03-10T03:00", { count: 1 });
    await book(t, place, closing, { employeeId: tired.id });
    for (const [from, to] of [
      ["2027-03-10T06:00", "2027-03-10T08:00"],
      ["2027-03-10T16:00", "2027-03-10T18:00"],
    ] as const) {
      await book(t, place, await shiftAt(owner, place, from, to), { employeeId: busyDay.id });
    }
    const payload = await apply(owner, itemsOf(proposal.assignments));
    const slot = slotOf(wednesday);
    expect(payload.applied).toBe(0);
    expect(payload.skipped).toEqual(
      expect.arrayContaining([
        { ...item(slot, place.roleA, unavailable.id), reason: M.skipped.unavailable },
        { ...item(slot, place.roleA, full.id), reason: M.skipped.overMax },
        { ...item(slot, place.roleA, tired.id), reason: M.skipped.rest },
        { ...item(slot, place.roleA, busyDay.id), reason: M.skipped.dayShifts },
      ]),
    );
    expect(await remaining(owner, wednesday, place.roleA)).toBe(4);
  });

  it("skips a second role in the same slot, an overlap, an inactive employee, what is gone and a started slot", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-12T10:00", "2027-03-12T16:00", {
      roles: [
        { id: place.roleA, count: 1 },
        { id: place.roleB, count: 1 },
      ],
    });
    const slot = slotOf(shift);
    const twoRoles = await addEmployee(t, businessId, { areaRoleIds: [place.roleA, place.roleB] });
    const overlapping = await addEmployee(t, businessId, { areaRoleIds: [place.roleA, place.roleB] });
    const elsewhere = await shiftAt(owner, place, "2027-03-12T12:00", "2027-03-12T14:00");
    expect((await selectShift(owner, assignment(elsewhere, overlapping.id, place.roleA))).statusCode).toBe(200);
    const leaving = await withRole(place);
    await t.database.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, leaving.id));
    const started = await shiftAt(owner, place, "2027-03-13T10:00", "2027-03-13T16:00");
    await startedAnHourAgo(t, started);
    const late = await withRole(place);

    const payload = await apply(owner, [
      item(slot, place.roleA, twoRoles.id),
      item(slot, place.roleB, twoRoles.id),
      item(slot, place.roleB, overlapping.id),
      item(slot, place.roleA, leaving.id),
      item(2_000_000, place.roleA, twoRoles.id),
      item(slot, 2_000_000, twoRoles.id),
      item(slotOf(started), place.roleA, late.id),
    ]);
    expect(payload.applied).toBe(1);
    expect(payload.skipped.map((s) => s.reason)).toEqual([
      M.skipped.inSlot,
      M.skipped.overlaps,
      M.skipped.employee,
      M.skipped.notFound,
      M.skipped.notFound,
      M.skipped.started,
    ]);
    expect(await remaining(owner, shift, place.roleA)).toBe(0);
    expect(await remaining(owner, shift, place.roleB)).toBe(1);
  });

  it("skips an overlap with a position taken meanwhile", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-12T18:00", "2027-03-12T22:00");
    const ann = await withRole(place);
    const [proposal] = (await preview(owner, place, "12-03-2027", "12-03-2027")).assignments;
    expect(proposal?.employee_id).toBe(ann.id);
    const other = await shiftAt(owner, place, "2027-03-12T20:00", "2027-03-12T23:00");
    expect((await selectShift(owner, assignment(other, ann.id, place.roleA))).statusCode).toBe(200);
    const payload = await apply(owner, itemsOf(proposal ? [proposal] : []));
    expect(payload.skipped).toEqual([{ ...item(slotOf(shift), place.roleA, ann.id), reason: M.skipped.overlaps }]);
  });

  it("refuses an empty list, duplicates and bad ids with 422", async () => {
    const empty = await applyCall(owner, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.assignments).toEqual([M.noAssignments]);
    const twice = await applyCall(owner, [item(1, 2, 3), item(1, 2, 3)]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.assignments).toEqual([M.duplicateAssignment]);
    const tooMany = await applyCall(
      owner,
      Array.from({ length: MAX_APPLY_ASSIGNMENTS + 1 }, (_, i) => item(i + 1, 1, 1)),
    );
    expect(tooMany.statusCode).toBe(422);
    expect((await applyCall(owner, [item(0, 1, 1)])).statusCode).toBe(422);
    expect((await applyCall(owner, undefined)).statusCode).toBe(422);
  });
});
