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
  confirm_week_hours: 30,
  min_rest_hours: 11.25,
  max_shifts_per_day: 1,
  draft_weeks: true,
  swaps_need_approval: false,
  overtime_week_hours: 38.5,
  overtime_multiplier: "2.00",
  early_clock_in_minutes: 10,
  late_grace_minutes: 0,
  no_show_minutes: 20,
  auto_close_hours: 6,
  allow_unscheduled_punches: true,
  paid_break_minutes: 15,
  geofence_mode: "block",
  managers_see_wages: true,
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
      [{ confirm_week_hours: 0 }, "confirm_week_hours", M.confirmWeekHours],
      [{ confirm_week_hours: 168.25 }, "confirm_week_hours", M.confirmWeekHours],
      [{ confirm_week_hours: 30.1 }, "confirm_week_hours", M.confirmWeekHours],
      [{ confirm_week_hours: "30" }, "confirm_week_hours", M.confirmWeekHours],
      [{ confirm_week_hours: null }, "confirm_week_hours", M.confirmWeekHours],
      [{ min_rest_hours: -1 }, "min_rest_hours", M.minRestHours],
      [{ min_rest_hours: 24.25 }, "min_rest_hours", M.minRestHours],
      [{ max_shifts_per_day: 1.5 }, "max_shifts_per_day", M.maxShiftsPerDay],
      [{ max_shifts_per_day: 11 }, "max_shifts_per_day", M.maxShiftsPerDay],
      [{ draft_weeks: "yes" }, "draft_weeks", M.draftWeeks],
      [{ swaps_need_approval: 1 }, "swaps_need_approval", M.swapsNeedApproval],
      [{ min_rest_hours: null }, "min_rest_hours", M.minRestHours],
      [{ overtime_week_hours: 0.5 }, "overtime_week_hours", M.overtimeWeekHours],
      [{ overtime_multiplier: 1.5 }, "overtime_multiplier", M.overtimeMultiplier],
      [{ overtime_multiplier: "0.99" }, "overtime_multiplier", M.overtimeMultiplier],
      [{ overtime_multiplier: "3.01" }, "overtime_multiplier", M.overtimeMultiplier],
      [{ overtime_multiplier: "1.505" }, "overtime_multiplier", M.overtimeMultiplier],
      [{ early_clock_in_minutes: 241 }, "early_clock_in_minutes", M.earlyClockInMinutes],
      [{ late_grace_minutes: -1 }, "late_grace_minutes", M.lateGraceMinutes],
      [{ no_show_minutes: 0 }, "no_show_minutes", M.noShowMinutes],
      [{ auto_close_hours: 2.5 }, "auto_close_hours", M.autoCloseHours],
      [{ paid_break_minutes: 61 }, "paid_break_minutes", M.paidBreakMinutes],
      [{ allow_unscheduled_punches: "no" }, "allow_unscheduled_punches", M.allowUnscheduledPunches],
      [{ geofence_mode: "strict" }, "geofence_mode", M.geofenceMode],
      [{ managers_see_wages: 0 }, "managers_see_wages", M.managersSeeWages],
    ];
    for (const [patch, field, message] of cases) {
      const res = await owner.put(URL, { ...rules, ...patch });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field], message).toEqual([message]);
    }
    expect((await owner.get(URL)).json().payload).toEqual(rules);
  });

  it("changes only the rules a body names, and an empty body changes nothing", async () => {
    await owner.put(URL, rules);
    const res = await owner.put(URL, { no_show_minutes: 45, overtime_multiplier: "1.5" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toEqual({ ...rules, no_show_minutes: 45, overtime_multiplier: "1.50" });
    expect((await owner.put(URL, {})).json().payload).toEqual({
      ...rules,
      no_show_minutes: 45,
      overtime_multiplier: "1.50",
    });
  });

  it("accepts the bounds themselves", async () => {
    const edges = {
      ...rules,
      max_week_hours: 168,
      confirm_week_hours: 168,
      min_rest_hours: 0,
      max_shifts_per_day: 10,
      draft_weeks: false,
      swaps_need_approval: true,
    };
    expect((await owner.put(URL, edges)).json().payload).toEqual(edges);
    const low = { ...edges, max_week_hours: 1, confirm_week_hours: 1, min_rest_hours: 24, max_shifts_per_day: 1 };
    expect((await owner.put(URL, low)).json().payload).toEqual(low);
  });
});

describe("confirm_week_hours, the weekly hours that ask for confirmation", () => {
  it("is the spec's 40 for a business that never set it, apart from the other weekly rules", async () => {
    const fresh = await registerOwner(t.app, "Spec Bistro");
    const payload = (await fresh.get(URL)).json().payload as WorkRules;
    expect(payload.confirm_week_hours).toBe(40);
    // Changing the weekly maximum or the overtime threshold leaves it where it is, and the other way round.
    const changed = await fresh.put(URL, { max_week_hours: 48, overtime_week_hours: 44 });
    expect(changed.json().payload).toMatchObject({
      max_week_hours: 48,
      overtime_week_hours: 44,
      confirm_week_hours: 40,
    });
    const own = await fresh.put(URL, { confirm_week_hours: 32.5 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().payload).toEqual({
      ...WORK_RULE_DEFAULTS,
      max_week_hours: 48,
      overtime_week_hours: 44,
      confirm_week_hours: 32.5,
    });
    expect(await readWorkRules(t.database.db, await businessIdOf(fresh))).toMatchObject({ confirm_week_hours: 32.5 });
  });

  it("is changed by the owner alone: a manager or a team member gets 403 and nothing changes", async () => {
    const fresh = await registerOwner(t.app, "Guarded Bistro");
    const freshManager = await createStaff(t, fresh, "manager");
    const freshMember = await createStaff(t, fresh, "team_member");
    expect((await freshManager.put(URL, { confirm_week_hours: 30 })).statusCode).toBe(403);
    expect((await freshMember.put(URL, { confirm_week_hours: 30 })).statusCode).toBe(403);
    expect((await freshManager.get(URL)).json().payload.confirm_week_hours).toBe(40);
  });

  it("refuses a bad value with the contract's message, in the caller's language too", async () => {
    const fresh = await registerOwner(t.app, "Strict Bistro");
    const res = await fresh.put(URL, { confirm_week_hours: 0.5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ confirm_week_hours: [M.confirmWeekHours] });
    const spanish = await fresh.request({
      method: "PUT",
      url: URL,
      payload: { confirm_week_hours: 200 },
      headers: { "accept-language": "es" },
    });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors.confirm_week_hours).toEqual([
      "Las horas semanales que piden confirmación deben ser un número de horas del 1 al 168, en cuartos de hora.",
    ]);
    expect((await fresh.get(URL)).json().payload.confirm_week_hours).toBe(40);
  });
});
