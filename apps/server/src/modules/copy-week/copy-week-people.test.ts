import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import type { NotificationsPayload } from "@brigade/contract/notifications";
import type { ShiftItem } from "@brigade/contract/shifts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { createNamedPlace, type NamedPlace, shiftAt } from "../auto-fill/test/support";
import { addTimeOff, setOwnMax, setPattern, setWorkRules } from "../fit/test/support";
import { book } from "../shifts/test/support";
import { copyWeek, localTime, setDraftWeeks, shiftsBetween } from "./test/support";

// `with_assignments`: the people of the week copied from, booked again where every hard rule still holds, told
// about it, and the others reported with auto-fill's reasons.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = AUTO_FILL_MESSAGES.skipped;
const WEEK = { from_week: "11-01-2027", to_week: "18-01-2027" };

async function place() {
  const owner = await registerOwner(t.app);
  return { owner, place: await createNamedPlace(t, owner) };
}

/** Someone with role A of the place. */
const person = (p: NamedPlace, name: string) => addEmployee(t, p.businessId, { name, areaRoleIds: [p.roleA] });

/** A team member who can sign in and read their notifications, with role A of the place. */
async function member(owner: Caller, p: NamedPlace) {
  const staff = await createStaff(t, owner, "team_member");
  await t.database.db
    .insert(employeeAreaRoles)
    .values({ businessId: p.businessId, employeeId: staff.employeeId, areaRoleId: p.roleA });
  return staff;
}

const notifications = async (caller: Caller) =>
  ((await caller.get("/api/notifications")).json().payload as NotificationsPayload).items;

const bookedIn = (s: ShiftItem | undefined) =>
  (s?.shift_timeline ?? []).map((b) => [b.employee_id, b.status, b.area_role_id]);

/** Copies the week with its people; the copies made in the week of 18 January. */
async function copyPeople(owner: Caller, p: NamedPlace, extra: Record<string, unknown> = {}) {
  const result = await copyWeek(owner, { location_id: p.locationId, ...WEEK, with_assignments: true, ...extra });
  return { result, copies: await shiftsBetween(owner, p.locationId, "18-01-2027", "24-01-2027") };
}

describe("copying a week with its people", () => {
  it("books the people holding a position again, as Accepted, and tells each of them", async () => {
    const { owner, place: p } = await place();
    const cook = await member(owner, p);
    const other = await person(p, "Ann Other");
    const asker = await person(p, "Pat Pending");
    const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00", { count: 3 });
    const lunch = await shiftAt(owner, p, "2027-01-13T11:00", "2027-01-13T15:00");
    await book(t, p, dinner, { employeeId: cook.employeeId });
    await book(t, p, lunch, { employeeId: cook.employeeId });
    await book(t, p, dinner, { employeeId: other.id, status: "Apply For Leave" });
    // A pickup request holds no position: it is not copied, nor reported.
    await book(t, p, dinner, { employeeId: asker.id, status: "Pending" });

    const { result, copies } = await copyPeople(owner, p);
    expect(result).toMatchObject({ created: 2, assignments_copied: 3, assignments_skipped: [] });
    expect(result.message).toBe("Created 2 shifts and 3 assignments.");
    expect(bookedIn(copies[0]).sort()).toEqual(
      [
        [cook.employeeId, "Accepted", p.roleA],
        [other.id, "Accepted", p.roleA],
      ].sort(),
    );
    expect(copies[0]?.shift_time_slots[0]?.remaining_slots).toBe(1);
    // One notice per person for the whole copy, with their list.
    const told = await notifications(cook);
    expect(told.map((n) => [n.kind, n.data.count, n.data.shifts?.map((s) => s.starts_at)])).toEqual([
      ["shift_assigned", 2, [copies[0]?.from, copies[1]?.from]],
    ]);
    expect(told[0]?.title).toBe("New shifts");
  });

  it("copies no one without with_assignments", async () => {
    const { owner, place: p } = await place();
    const cook = await member(owner, p);
    const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00");
    await book(t, p, dinner, { employeeId: cook.employeeId });
    const result = await copyWeek(owner, { location_id: p.locationId, ...WEEK });
    expect(result).toMatchObject({ created: 1, assignments_copied: 0, assignments_skipped: [] });
    const copies = await shiftsBetween(owner, p.locationId, "18-01-2027", "24-01-2027");
    expect(bookedIn(copies[0])).toEqual([]);
    expect(await notifications(cook)).toEqual([]);
  });

  it("books the people of every week copied into, and nobody twice on a second copy", async () => {
    const { owner, place: p } = await place();
    const cook = await person(p, "Cody Cook");
    const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00");
    await book(t, p, dinner, { employeeId: cook.id });
    const first = await copyWeek(owner, { location_id: p.locationId, ...WEEK, weeks: 3, with_assignments: true });
    expect(first).toMatchObject({ created: 3, assignments_copied: 3 });
    const second = await copyWeek(owner, { location_id: p.locationId, ...WEEK, weeks: 3, with_assignments: true });
    expect(second).toMatchObject({ created: 0, skipped_duplicates: 3, assignments_copied: 0, assignments_skipped: [] });
  });

  it("answers a dry run with the same numbers as the copy, booking and telling no one", async () => {
    const { owner, place: p } = await place();
    const cook = await member(owner, p);
    await setOwnMax(t, cook.employeeId, 8);
    const monday = await shiftAt(owner, p, "2027-01-11T09:00", "2027-01-11T15:00");
    const tuesday = await shiftAt(owner, p, "2027-01-12T09:00", "2027-01-12T15:00");
    for (const s of [monday, tuesday]) await book(t, p, s, { employeeId: cook.employeeId });
    const { result: preview, copies: none } = await copyPeople(owner, p, { dry_run: true });
    expect(preview).toMatchObject({ created: 2, assignments_copied: 1, dry_run: true });
    expect(preview.assignments_skipped).toHaveLength(1);
    expect(preview.message).toBe("Will create 2 shifts and 1 assignment; 1 assignment can't be copied.");
    expect(none).toEqual([]);
    expect(await notifications(cook)).toEqual([]);

    const { result: done, copies } = await copyPeople(owner, p);
    const { message: _a, predictability, ...previewed } = preview;
    // The one position the copy fills is on a posted shift: the change log's row it will write.
    expect(predictability?.changes.map((c: { kind: string }) => c.kind)).toEqual(["added"]);
    const { message: _b, ...applied } = done;
    expect(applied).toEqual({ ...previewed, dry_run: false });
    expect(copies.map((c) => bookedIn(c).length)).toEqual([1, 0]);
    expect(await notifications(cook)).toHaveLength(1);
  });

  it("copies a booking over a time-off request that is only pending", async () => {
    const { owner, place: p } = await place();
    const cook = await person(p, "Cody Cook");
    const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00");
    await book(t, p, dinner, { employeeId: cook.id });
    await addTimeOff(t, p.businessId, cook.id, { from: "2027-01-19" }, "Pending");
    expect((await copyPeople(owner, p)).result).toMatchObject({ assignments_copied: 1, assignments_skipped: [] });
  });

  it("books people into draft copies without telling them (they are told when the week is published)", async () => {
    const { owner, place: p } = await place();
    await setDraftWeeks(t, p.businessId, true);
    const cook = await member(owner, p);
    const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00");
    await book(t, p, dinner, { employeeId: cook.employeeId });
    const { result, copies } = await copyPeople(owner, p);
    expect(result).toMatchObject({ drafts: true, assignments_copied: 1 });
    expect(bookedIn(copies[0])).toEqual([[cook.employeeId, "Accepted", p.roleA]]);
    expect(await notifications(cook)).toEqual([]);
  });

  describe("reports each booking it cannot copy, with the rule it would break", () => {
    /** One shift of the week with `name` booked in it, then `change` applied; the one skip the copy reports. */
    async function skipOf(change: (p: NamedPlace, employeeId: number, owner: Caller) => Promise<void>) {
      const { owner, place: p } = await place();
      const someone = await person(p, "Sam Someone");
      const dinner = await shiftAt(owner, p, "2027-01-12T17:00", "2027-01-12T22:00");
      await book(t, p, dinner, { employeeId: someone.id });
      await change(p, someone.id, owner);
      const { result, copies } = await copyPeople(owner, p);
      expect(result.created).toBe(1);
      expect(result.assignments_copied).toBe(0);
      expect(bookedIn(copies[0])).toEqual([]);
      expect(result.assignments_skipped).toEqual([
        {
          employee_id: someone.id,
          employee_name: "Sam Someone",
          from: copies[0]?.from,
          to: copies[0]?.to,
          shift_name: "Service",
          area_role_name: p.roleAName,
          reason: expect.any(String),
        },
      ]);
      expect(result.message).toBe("Created 1 shift; 1 assignment couldn't be copied.");
      return result.assignments_skipped[0]?.reason;
    }

    it("no longer active", async () => {
      const reason = await skipOf(async (_p, id) => {
        await t.database.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, id));
      });
      expect(reason).toBe(S.employee);
    });

    it("no longer holding the role", async () => {
      const reason = await skipOf(async (_p, id) => {
        await t.database.db.delete(employeeAreaRoles).where(and(eq(employeeAreaRoles.employeeId, id)));
      });
      expect(reason).toBe(S.employee);
    });

    it("approved time off that day", async () => {
      const reason = await skipOf(async (p, id) => {
        await addTimeOff(t, p.businessId, id, { from: "2027-01-19" });
      });
      expect(reason).toBe(S.timeOff);
    });

    it("unavailable in their weekly pattern", async () => {
      const reason = await skipOf(async (p, id) => {
        await setPattern(t, p.businessId, id, [{ weekday: 2, from: "16:00", to: "23:00", kind: "unavailable" }]);
      });
      expect(reason).toBe(S.unavailable);
    });

    it("over their weekly maximum", async () => {
      const reason = await skipOf(async (_p, id) => setOwnMax(t, id, 4));
      expect(reason).toBe(S.overMax);
    });

    it("holding an overlapping position elsewhere", async () => {
      const reason = await skipOf(async (_p, id, owner) => {
        const elsewhere = await createNamedPlace(t, owner);
        await t.database.db
          .insert(employeeAreaRoles)
          .values({ businessId: elsewhere.businessId, employeeId: id, areaRoleId: elsewhere.roleA });
        const lunch = await shiftAt(owner, elsewhere, "2027-01-19T12:00", "2027-01-19T18:00", { name: "Lunch" });
        await book(t, elsewhere, lunch, { employeeId: id });
      });
      expect(reason).toBe(S.overlaps);
    });
  });

  it("counts what the copy itself books: rest between days, shifts per day and hours of the week", async () => {
    const { owner, place: p } = await place();
    await setWorkRules(t, p.businessId, { min_rest_hours: 10, max_shifts_per_day: 1 });
    const closer = await person(p, "Casey Closer");
    const doubler = await person(p, "Dana Double");
    const capped = await person(p, "Max Capped");
    await setOwnMax(t, capped.id, 10);
    const at = (from: string, to: string, name: string) => shiftAt(owner, p, from, to, { name, count: 3 });
    const close = await at("2027-01-11T16:00", "2027-01-11T23:00", "Close");
    const open = await at("2027-01-12T06:00", "2027-01-12T12:00", "Open");
    const lunch = await at("2027-01-13T10:00", "2027-01-13T14:00", "Lunch");
    const dinner = await at("2027-01-13T17:00", "2027-01-13T22:00", "Dinner");
    const friday = await at("2027-01-15T10:00", "2027-01-15T16:00", "Friday");
    // In the week copied from, the manager accepted all of it by hand.
    for (const s of [close, open]) await book(t, p, s, { employeeId: closer.id });
    for (const s of [lunch, dinner]) await book(t, p, s, { employeeId: doubler.id });
    for (const s of [open, friday]) await book(t, p, s, { employeeId: capped.id });

    const { result } = await copyPeople(owner, p);
    expect(result.assignments_copied).toBe(3);
    expect(
      result.assignments_skipped.map((s) => [s.employee_name, s.shift_name, localTime(s.from, p.timeZone), s.reason]),
    ).toEqual([
      ["Casey Closer", "Open", "2027-01-19T06:00", S.rest],
      ["Dana Double", "Dinner", "2027-01-20T17:00", S.dayShifts],
      ["Max Capped", "Friday", "2027-01-22T10:00", S.overMax],
    ]);
  });
});
