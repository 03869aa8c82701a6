import {
  AVAILABILITY_ACCESS_MESSAGES,
  type AvailabilityRule,
  AVAILABILITY_MESSAGES as M,
  MAX_AVAILABILITY_RULES,
} from "@brigade/contract/availability";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { MESSAGES } from "@brigade/contract/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityWindows } from "../../db/schema/week-building";
import { AppError } from "../../lib/app-error";
import { sqlState } from "../../lib/db-errors";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { makeAvailabilityRepository } from "./repository";
import { makeAvailabilityService } from "./service";

let t: TestApp;
let owner: Caller;
let businessId: number;
let manager: Caller & { employeeId: number };
let member: Caller & { employeeId: number };
let colleague: Caller & { employeeId: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Availability Bistro");
  businessId = await businessIdOf(owner);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  colleague = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

const URL = "/api/employee/availability";
const rule = (weekday: number, from: string, to: string, kind = "available") => ({ weekday, from, to, kind });
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** `n` windows of ten minutes, spread over the week so none overlaps. */
const manyWindows = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    rule((i % 7) + 1, clock(Math.floor(i / 7) * 20), clock(Math.floor(i / 7) * 20 + 10)),
  );
const rulesOf = async (caller: Caller, employeeId?: number) => {
  const res = await caller.get(employeeId ? `${URL}?employee_id=${employeeId}` : URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.rules;
};

describe("PUT and GET /api/employee/availability", () => {
  it("replaces the caller's own pattern and reads it back sorted by weekday, then from", async () => {
    const rules = [
      rule(3, "17:00", "23:00", "preferred"),
      rule(1, "22:00", "02:00"), // past midnight: belongs to Monday
      rule(1, "08:00", "12:00", "unavailable"),
      rule(7, "00:00", "00:00"), // the whole Sunday
    ];
    const res = await member.put(URL, { rules });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.updated);
    const expected = [rules[2], rules[1], rules[0], rules[3]];
    expect(res.json().payload).toEqual({ employee_id: member.employeeId, rules: expected });
    expect(await rulesOf(member)).toEqual(expected);
  });

  it("keeps prefer_not windows, set by the member or by a manager for them, and reads them back", async () => {
    const rules = [
      rule(5, "22:00", "02:00", "prefer_not"),
      rule(5, "12:00", "18:00"),
      rule(6, "00:00", "00:00", "prefer_not"),
    ];
    const own = await member.put(URL, { rules });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().payload.rules).toEqual([rules[1], rules[0], rules[2]]);
    expect(await rulesOf(member)).toEqual([rules[1], rules[0], rules[2]]);
    const byManager = await manager.put(URL, {
      employee_id: colleague.employeeId,
      rules: [rule(2, "06:00", "09:00", "prefer_not")],
    });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await rulesOf(colleague)).toEqual([rule(2, "06:00", "09:00", "prefer_not")]);
    const team = await manager.get(`${URL}/team?employee_id=${colleague.employeeId}&from=01-03-2027&to=07-03-2027`);
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().payload.data[0].rules).toEqual([rule(2, "06:00", "09:00", "prefer_not")]);
  });

  it("stores minutes: a window past midnight ends past 1440, the whole day is 0-1440", async () => {
    const who = await addEmployee(t, businessId);
    await owner.put(URL, { employee_id: who.id, rules: [rule(1, "22:00", "02:00"), rule(2, "00:00", "00:00")] });
    const rows = await t.database.db
      .select({
        weekday: availabilityWindows.weekday,
        start: availabilityWindows.startMinute,
        end: availabilityWindows.endMinute,
      })
      .from(availabilityWindows)
      .where(eq(availabilityWindows.employeeId, who.id))
      .orderBy(availabilityWindows.weekday);
    expect(rows).toEqual([
      { weekday: 1, start: 1320, end: 1560 },
      { weekday: 2, start: 0, end: 1440 },
    ]);
  });

  it("replaces everything at once: the old windows are gone, an empty list clears the pattern", async () => {
    await member.put(URL, { rules: [rule(2, "09:00", "17:00")] });
    expect(await rulesOf(member)).toEqual([rule(2, "09:00", "17:00")]);
    const cleared = await member.put(URL, { rules: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().payload.rules).toEqual([]);
    expect(await rulesOf(member)).toEqual([]);
  });

  it("refuses overlapping windows of one weekday with the contract's message, and keeps the old pattern", async () => {
    await member.put(URL, { rules: [rule(4, "10:00", "14:00")] });
    const res = await member.put(URL, { rules: [rule(5, "09:00", "17:00"), rule(5, "16:00", "20:00", "preferred")] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.overlap);
    expect(res.json().errors["rules.1"]).toEqual([M.overlap]);
    // Monday night past midnight and Tuesday early are different weekdays: both are accepted.
    const ok = await member.put(URL, { rules: [rule(1, "22:00", "02:00"), rule(2, "01:00", "03:00")] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("accepts the most windows a pattern may have", async () => {
    const res = await member.put(URL, { rules: manyWindows(MAX_AVAILABILITY_RULES) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.rules).toHaveLength(MAX_AVAILABILITY_RULES);
  });

  it("answers 422 with a clear message for a bad weekday, time, kind or too many windows", async () => {
    const cases: [unknown, string][] = [
      [[rule(8, "09:00", "10:00")], M.weekdayInvalid],
      [[rule(1, "9:00", "10:00")], M.fromInvalid],
      [[rule(1, "09:00", "24:00")], M.toInvalid],
      [[rule(1, "09:00", "10:00", "maybe")], M.kindInvalid],
      [manyWindows(MAX_AVAILABILITY_RULES + 1), M.tooManyRules],
      ["all week", M.rulesInvalid],
    ];
    for (const [rules, message] of cases) {
      const res = await member.put(URL, { rules });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it("lets a team member name only themselves: another employee is 403 and stays unchanged", async () => {
    await colleague.put(URL, { rules: [rule(6, "12:00", "18:00")] });
    const own = await member.get(`${URL}?employee_id=${member.employeeId}`);
    expect(own.statusCode).toBe(200);
    const read = await member.get(`${URL}?employee_id=${colleague.employeeId}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(AVAILABILITY_ACCESS_MESSAGES.onlyOwn);
    const write = await member.put(URL, { employee_id: colleague.employeeId, rules: [] });
    expect(write.statusCode).toBe(403);
    expect(await rulesOf(colleague)).toEqual([rule(6, "12:00", "18:00")]);
  });

  it("lets owners and managers read and write any employee of the business", async () => {
    const byManager = await manager.put(URL, { employee_id: colleague.employeeId, rules: [rule(2, "06:00", "14:00")] });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await rulesOf(owner, colleague.employeeId)).toEqual([rule(2, "06:00", "14:00")]);
    const byOwner = await owner.put(URL, { employee_id: manager.employeeId, rules: [rule(1, "09:00", "17:00")] });
    expect(byOwner.statusCode).toBe(200);
    // A manager is staff too: their own pattern without an id.
    expect(await rulesOf(manager)).toEqual([rule(1, "09:00", "17:00")]);
  });

  it("answers 404 to a caller without an employee record who names nobody", async () => {
    for (const res of [await owner.get(URL), await owner.put(URL, { rules: [] })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MEMBER_MESSAGES.noEmployeeRecord);
    }
  });

  it("answers 404 for another business's employee, and changes nothing there", async () => {
    const other = await registerOwner(t.app, "Other Bistro");
    const theirs = await createStaff(t, other, "team_member");
    await theirs.put(URL, { rules: [rule(3, "09:00", "10:00")] });
    for (const caller of [owner, manager]) {
      const read = await caller.get(`${URL}?employee_id=${theirs.employeeId}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(MESSAGES.teamMemberNotFound);
      const write = await caller.put(URL, { employee_id: theirs.employeeId, rules: [] });
      expect(write.statusCode).toBe(404);
    }
    expect(await rulesOf(theirs)).toEqual([rule(3, "09:00", "10:00")]);
  });
});

describe("the database keeps the windows well-formed", () => {
  it("answers a pattern that slipped past the body's check with the same 422, never a 500", async () => {
    const service = makeAvailabilityService(makeAvailabilityRepository(t.database.db));
    const caller = { userId: owner.userId, businessId, role: "owner" as const };
    await member.put(URL, { rules: [rule(3, "08:00", "09:00")] });
    // Not parsed by availabilityBody: only the exclusion constraint stands in the way.
    const overlapping = [rule(2, "09:00", "17:00"), rule(2, "12:00", "13:00")] as AvailabilityRule[];
    const refused = await service
      .replace(caller, { employee_id: member.employeeId, rules: overlapping })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 422, message: M.overlap, errors: { rules: [M.overlap] } });
    // Rolled back: the old pattern is still there.
    expect(await rulesOf(member)).toEqual([rule(3, "08:00", "09:00")]);
  });

  it("refuses overlapping windows of one weekday written straight to the table", async () => {
    const who = await addEmployee(t, businessId);
    const row = { businessId, employeeId: who.id, weekday: 2, kind: "available" as const };
    await t.database.db.insert(availabilityWindows).values({ ...row, startMinute: 540, endMinute: 720 });
    const error = await t.database.db
      .insert(availabilityWindows)
      .values({ ...row, startMinute: 700, endMinute: 800 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe("23P01");
    // Touching ends do not overlap ([start, end)); another weekday never does.
    await t.database.db.insert(availabilityWindows).values({ ...row, startMinute: 720, endMinute: 800 });
    await t.database.db.insert(availabilityWindows).values({ ...row, weekday: 3, startMinute: 700, endMinute: 800 });
  });

  it("takes the kinds of the contract and no other", async () => {
    const who = await addEmployee(t, businessId);
    const row = { businessId, employeeId: who.id, weekday: 2, startMinute: 540, endMinute: 600 };
    await t.database.db.insert(availabilityWindows).values({ ...row, kind: "prefer_not" });
    const error = await t.database.db
      .insert(availabilityWindows)
      .values({ ...row, weekday: 3, kind: "maybe" as "available" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe("23514");
  });

  it("refuses a backwards window, one longer than a day and a weekday out of range", async () => {
    const who = await addEmployee(t, businessId);
    const row = { businessId, employeeId: who.id, weekday: 2, kind: "available" as const };
    for (const bad of [
      { ...row, startMinute: 600, endMinute: 600 },
      { ...row, startMinute: 600, endMinute: 2100 },
      { ...row, weekday: 8, startMinute: 0, endMinute: 60 },
    ]) {
      const error = await t.database.db
        .insert(availabilityWindows)
        .values(bad)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(sqlState(error)).toBe("23514");
    }
  });
});
