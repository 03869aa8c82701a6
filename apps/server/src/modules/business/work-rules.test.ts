import { WORK_RULE_MESSAGES as M, WORK_RULE_DEFAULTS, type WorkRules } from "@brigade/contract/work-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { readWorkRules } from "./work-rules-repository";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Rules Bistro");
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

const URL = "/api/business/work-rules";
const rules: WorkRules = {
  max_week_hours: 37.5,
  min_rest_hours: 11.25,
  max_shifts_per_day: 1,
  draft_weeks: true,
  swaps_need_approval: false,
};

describe("GET and PUT /api/business/work-rules", () => {
  it("starts from the defaults, for owners and managers", async () => {
    const other = await registerOwner(t.app, "Fresh Bistro");
    const res = await other.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual(WORK_RULE_DEFAULTS);
    expect((await manager.get(URL)).statusCode).toBe(200);
  });

  it("is replaced by the owner; managers and the repository read the new rules", async () => {
    const res = await owner.put(URL, rules);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.updated, payload: rules });
    expect((await manager.get(URL)).json().payload).toEqual(rules);
    expect(await readWorkRules(t.database.db, await businessIdOf(owner))).toEqual(rules);
  });

  it("changes only the caller's business", async () => {
    const other = await registerOwner(t.app, "Untouched Bistro");
    await owner.put(URL, { ...rules, max_week_hours: 30 });
    expect((await other.get(URL)).json().payload).toEqual(WORK_RULE_DEFAULTS);
  });

  it("is for owners and managers to read and the owner to change: 403 otherwise", async () => {
    expect((await member.get(URL)).statusCode).toBe(403);
    expect((await manager.put(URL, rules)).statusCode).toBe(403);
    expect((await member.put(URL, rules)).statusCode).toBe(403);
  });

  it("refuses a rule out of bounds, not in quarter hours, missing or of the wrong type, and keeps the old rules", async () => {
    await owner.put(URL, rules);
    const cases: [Partial<Record<keyof WorkRules, unknown>>, keyof WorkRules, string][] = [
      [{ max_week_hours: 0 }, "max_week_hours", M.maxWeekHours],
      [{ max_week_hours: 168.25 }, "max_week_hours", M.maxWeekHours],
      [{ max_week_hours: 40.1 }, "max_week_hours", M.maxWeekHours],
      [{ min_rest_hours: -1 }, "min_rest_hours", M.minRestHours],
      [{ min_rest_hours: 24.25 }, "min_rest_hours", M.minRestHours],
      [{ max_shifts_per_day: 1.5 }, "max_shifts_per_day", M.maxShiftsPerDay],
      [{ max_shifts_per_day: 11 }, "max_shifts_per_day", M.maxShiftsPerDay],
      [{ draft_weeks: "yes" }, "draft_weeks", M.draftWeeks],
      [{ swaps_need_approval: 1 }, "swaps_need_approval", M.swapsNeedApproval],
      [{ min_rest_hours: undefined }, "min_rest_hours", "The min rest hours field is required."],
    ];
    for (const [patch, field, message] of cases) {
      const res = await owner.put(URL, { ...rules, ...patch });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field], message).toEqual([message]);
    }
    expect((await owner.get(URL)).json().payload).toEqual(rules);
  });

  it("accepts the bounds themselves", async () => {
    const edges = {
      max_week_hours: 168,
      min_rest_hours: 0,
      max_shifts_per_day: 10,
      draft_weeks: false,
      swaps_need_approval: true,
    };
    expect((await owner.put(URL, edges)).json().payload).toEqual(edges);
    const low = { ...edges, max_week_hours: 1, min_rest_hours: 24, max_shifts_per_day: 1 };
    expect((await owner.put(URL, low)).json().payload).toEqual(low);
  });
});
