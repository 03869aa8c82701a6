import { LABOUR_MODEL_MESSAGES, type LabourModelPayload } from "@brigade/contract/labour-model";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, type Place } from "../shifts/test/support";

// A location's labour model through the API (demand.md, "Labour model"): one rule per role of its own work areas,
// replaced whole, with its bad inputs and roles.

let t: TestApp;
let owner: Caller;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

const url = () => `/api/locations/${place.locationId}/labour-model`;
const put = (caller: Caller, rules: unknown) => caller.put(url(), { rules });

describe("GET/PUT /api/locations/{id}/labour-model", () => {
  it("replaces the rules whole and reads them back with their roles' names", async () => {
    expect((await owner.get(url())).json().payload).toEqual({ rules: [], labour_target_percent: null });
    const saved = await put(owner, [
      { area_role_id: place.roleA, driver: "sales", per: "150.00", min: 1, max: 6, before_open_min: 30 },
      { area_role_id: place.roleB, driver: "fixed", count: 2, after_close_min: 45 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(LABOUR_MODEL_MESSAGES.saved);
    const rules = (saved.json().payload as LabourModelPayload).rules;
    expect(rules).toHaveLength(2);
    expect(rules.find((r) => r.area_role_id === place.roleA)).toMatchObject({
      driver: "sales",
      per: 150,
      min: 1,
      max: 6,
      before_open_min: 30,
      after_close_min: 0,
      role: expect.any(String),
      area: expect.any(String),
    });
    expect(rules.find((r) => r.area_role_id === place.roleB)).toMatchObject({ driver: "fixed", count: 2, min: 0 });
    // Replaced whole: a list of one keeps one; steps instead of a ratio; an empty list removes them all.
    await put(owner, [
      {
        area_role_id: place.roleB,
        driver: "transactions",
        steps: [
          { from: 0, people: 1 },
          { from: 40, people: 2 },
        ],
      },
    ]);
    expect((await owner.get(url())).json().payload.rules).toEqual([
      expect.objectContaining({
        area_role_id: place.roleB,
        driver: "transactions",
        steps: [
          { from: 0, people: 1 },
          { from: 40, people: 2 },
        ],
      }),
    ]);
    expect((await put(owner, [])).json().payload).toEqual({ rules: [], labour_target_percent: null });
  });

  it("refuses a rule that does not read, and changes nothing", async () => {
    await put(owner, [{ area_role_id: place.roleA, driver: "fixed", count: 1 }]);
    const other = await createPlace(t, owner);
    const cases: [unknown, string, string][] = [
      [[{ area_role_id: place.roleA, driver: "staff" }], "rules.0.driver", LABOUR_MODEL_MESSAGES.driver],
      [[{ area_role_id: place.roleA, driver: "sales" }], "rules.0.per", LABOUR_MODEL_MESSAGES.perOrSteps],
      [[{ area_role_id: place.roleA, driver: "sales", per: "0" }], "rules.0.per", LABOUR_MODEL_MESSAGES.per],
      [[{ area_role_id: place.roleA, driver: "fixed" }], "rules.0.count", LABOUR_MODEL_MESSAGES.count],
      [
        [{ area_role_id: place.roleA, driver: "fixed", count: 2, min: 3, max: 2 }],
        "rules.0.max",
        LABOUR_MODEL_MESSAGES.people,
      ],
      [
        [
          {
            area_role_id: place.roleA,
            driver: "sales",
            steps: [
              { from: 50, people: 2 },
              { from: 10, people: 1 },
            ],
          },
        ],
        "rules.0.steps",
        LABOUR_MODEL_MESSAGES.steps,
      ],
      [
        [{ area_role_id: place.roleA, driver: "fixed", count: 1, before_open_min: 20 }],
        "rules.0.before_open_min",
        LABOUR_MODEL_MESSAGES.prep,
      ],
      [
        [
          { area_role_id: place.roleA, driver: "fixed", count: 1 },
          { area_role_id: place.roleA, driver: "fixed", count: 2 },
        ],
        "rules.1.area_role_id",
        LABOUR_MODEL_MESSAGES.roleTwice,
      ],
      [
        [{ area_role_id: other.roleA, driver: "fixed", count: 1 }],
        "rules.0.area_role_id",
        LABOUR_MODEL_MESSAGES.roleNotHere,
      ],
    ];
    for (const [rules, field, message] of cases) {
      const res = await put(owner, rules);
      expect(res.statusCode, JSON.stringify(rules)).toBe(422);
      expect(res.json().errors?.[field], JSON.stringify(rules)).toEqual([message]);
    }
    expect((await owner.put(url(), {})).json().errors?.rules).toEqual([LABOUR_MODEL_MESSAGES.rulesRequired]);
    expect((await owner.get(url())).json().payload.rules).toEqual([
      expect.objectContaining({ area_role_id: place.roleA, driver: "fixed", count: 1 }),
    ]);
  });

  it("is for owners and managers of the business only", async () => {
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const other = await registerOwner(t.app, "Model Bistro");
    expect((await manager.get(url())).statusCode).toBe(200);
    expect((await member.get(url())).statusCode).toBe(403);
    expect((await put(member, [])).statusCode).toBe(403);
    const foreign = await put(other, []);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
    expect((await other.get(url())).statusCode).toBe(404);
  });
});
