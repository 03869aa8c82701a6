import { describe, expect, it } from "vitest";
import {
  filledSteps,
  focusAfterRemoval,
  newStep,
  openingBody,
  openingRows,
  perText,
  rowErrors,
  ruleBody,
  ruleErrors,
  ruleRows,
  targetBody,
  targetText,
} from "./demand-rows";

describe("opening rows", () => {
  it("groups the openings by weekday and sends them back Monday first with each row's path", () => {
    const values = openingRows([
      { weekday: "Sunday", open: "10:00", close: "16:00" },
      { weekday: "Monday", open: "11:00", close: "14:00" },
      { weekday: "Monday", open: "17:00", close: "22:00" },
    ]);
    expect(values.days.Monday).toEqual([
      { open: "11:00", close: "14:00" },
      { open: "17:00", close: "22:00" },
    ]);
    expect(values.days.Tuesday).toEqual([]);
    const { body, paths } = openingBody(values);
    expect(body.days.map((d) => d.weekday)).toEqual(["Monday", "Monday", "Sunday"]);
    expect(paths).toEqual(["days.Monday.0", "days.Monday.1", "days.Sunday.0"]);
  });

  it("sends an empty list for a week closed every day", () => {
    expect(openingBody(openingRows([])).body).toEqual({ days: [] });
  });
});

describe("row errors", () => {
  it("leads an index of the sent list back to the row, keeping the first message and unknown keys", () => {
    const errors = rowErrors(
      { "days.1": ["overlap", "second"], "days.0.close": ["time"], days: ["too many"], "days.9": ["lost"] },
      "days",
      ["days.Monday.0", "days.Monday.1"],
    );
    expect(errors).toEqual({
      "days.Monday.1": "overlap",
      "days.Monday.0.close": "time",
      days: "too many",
      "days.9": "lost",
    });
  });
});

describe("rule rows", () => {
  const location = {
    areas: [
      {
        id: 1,
        location_id: 1,
        name: "Kitchen",
        area_role: [
          { id: 10, name: "Cook" },
          { id: 11, name: "Dishwasher" },
        ],
      },
      { id: 2, location_id: 1, name: "Floor", area_role: [{ id: 20, name: "Server" }] },
    ],
  };

  it("gives every role a row, with its rule when it has one", () => {
    const { rules } = ruleRows(location, [
      {
        area_role_id: 20,
        role: "Server",
        area: "Floor",
        driver: "sales",
        per: 150,
        min: 1,
        max: 6,
        before_open_min: 30,
        after_close_min: 15,
      },
    ]);
    expect(rules.map((r) => [r.area_role_id, r.driver])).toEqual([
      [10, ""],
      [11, ""],
      [20, "sales"],
    ]);
    expect(rules[2]).toMatchObject({ per: "150.00", min: 1, max: 6, before_open_min: 30, after_close_min: 15 });
  });

  it("sends only the rows with a rule, each with its row's path, leaving empty fields out", () => {
    const [cook, dishwasher, server] = ruleRows(location, []).rules;
    if (!cook || !dishwasher || !server) throw new Error("three roles");
    const rules = [
      cook,
      { ...dishwasher, driver: "fixed" as const, count: 1, per: "12" },
      { ...server, driver: "transactions" as const, per: " 12 ", min: "", max: "" },
    ];
    const { body, paths } = ruleBody({ rules });
    expect(paths).toEqual(["rules.1", "rules.2"]);
    expect(body.rules).toEqual([
      { area_role_id: 11, driver: "fixed", count: 1, min: 0, before_open_min: 0, after_close_min: 0 },
      { area_role_id: 20, driver: "transactions", per: "12", min: 0, before_open_min: 0, after_close_min: 0 },
    ]);
  });

  const stepsRule = {
    area_role_id: 10,
    role: "Cook",
    area: "Kitchen",
    driver: "sales" as const,
    per: 150,
    steps: [
      { from: 0, people: 1 },
      { from: 500, people: 2 },
    ],
    min: 0,
    before_open_min: 0,
    after_close_min: 0,
  };

  it("shows a rule with steps by its steps, and sends them back in order without per", () => {
    const values = ruleRows(location, [stepsRule]);
    const cook = values.rules[0];
    expect(cook).toMatchObject({ mode: "steps", per: "150.00" });
    expect(cook?.steps.map(({ from, people }) => ({ from, people }))).toEqual(stepsRule.steps);
    expect(new Set(cook?.steps.map((s) => s.key)).size).toBe(2);
    expect(values.rules[1]).toMatchObject({ mode: "per", steps: [] });
    expect(ruleBody(values).body.rules).toEqual([
      { area_role_id: 10, driver: "sales", steps: stepsRule.steps, min: 0, before_open_min: 0, after_close_min: 0 },
    ]);
  });

  it("sends per, not the steps kept aside, once the rule is switched back to one person per so much", () => {
    const [cook] = ruleRows(location, [stepsRule]).rules;
    if (!cook) throw new Error("a cook");
    expect(ruleBody({ rules: [{ ...cook, mode: "per" }] }).body.rules).toEqual([
      { area_role_id: 10, driver: "sales", per: "150.00", min: 0, before_open_min: 0, after_close_min: 0 },
    ]);
    // A fixed rule sends neither.
    expect(ruleBody({ rules: [{ ...cook, driver: "fixed", count: 2 }] }).body.rules[0]).not.toHaveProperty("steps");
  });

  it("sends every step row as typed: empty numbers left out, a decimal comma read, for the server to judge", () => {
    const [cook] = ruleRows(location, []).rules;
    if (!cook) throw new Error("a cook");
    const steps = [
      { key: "a", from: 0, people: 1 },
      { key: "b", from: "1250,5", people: "" },
      { key: "c", from: "", people: 3 },
    ];
    const { body } = ruleBody({ rules: [{ ...cook, driver: "transactions", mode: "steps", steps }] });
    expect(body.rules[0]?.steps).toEqual([{ from: 0, people: 1 }, { from: 1250.5 }, { people: 3 }]);
    expect(JSON.parse(JSON.stringify(body.rules[0]?.steps))).toEqual([
      { from: 0, people: 1 },
      { from: 1250.5 },
      { people: 3 },
    ]);
    // Steps chosen and none added: an empty list, which the server refuses (per or steps).
    expect(ruleBody({ rules: [{ ...cook, driver: "sales", mode: "steps" }] }).body.rules[0]?.steps).toEqual([]);
  });

  it("leads a step's error to its step row, and 'per or steps' to the steps of a rule by steps", () => {
    const [cook, dishwasher, server] = ruleRows(location, []).rules;
    if (!cook || !dishwasher || !server) throw new Error("three roles");
    const values = {
      rules: [
        cook,
        { ...dishwasher, driver: "sales" as const, mode: "steps" as const },
        { ...server, driver: "transactions" as const, mode: "per" as const },
      ],
    };
    const { paths } = ruleBody(values);
    expect(
      ruleErrors(
        { "rules.0.per": ["per or steps"], "rules.1.per": ["per"], "rules.1.steps.1.from": ["from"] },
        paths,
        values,
      ),
    ).toEqual({ "rules.1.steps": "per or steps", "rules.2.per": "per", "rules.2.steps.1.from": "from" });
    expect(ruleErrors({ "rules.0.steps": ["rising"] }, paths, values)).toEqual({ "rules.1.steps": "rising" });
  });

  it("starts the first new step from 0 and leaves a later one empty, each with its own key", () => {
    const first = newStep([]);
    expect(first).toMatchObject({ from: 0, people: "" });
    const second = newStep([first]);
    expect(second).toMatchObject({ from: "", people: "" });
    expect(second.key).not.toBe(first.key);
  });

  it("moves focus, once a step is removed, to the step taking its place, else the one before, else none", () => {
    expect(focusAfterRemoval(0, 3)).toBe(0);
    expect(focusAfterRemoval(1, 3)).toBe(1);
    expect(focusAfterRemoval(2, 3)).toBe(1);
    expect(focusAfterRemoval(0, 1)).toBeNull();
  });

  it("reads the steps filled in for the rule's sentence", () => {
    expect(
      filledSteps([
        { key: "a", from: 0, people: 1 },
        { key: "b", from: "500", people: "" },
        { key: "c", from: "900.5", people: "3" },
      ]),
    ).toEqual([
      { from: 0, people: 1 },
      { from: 900.5, people: 3 },
    ]);
  });

  it("writes per as money for sales and as a number for transactions", () => {
    expect(perText("sales", 150)).toBe("150.00");
    expect(perText("transactions", 12)).toBe("12");
    expect(perText("sales", undefined)).toBe("");
  });
});

describe("the labour target", () => {
  it("shows the answered target without its trailing zeros, and none as empty", () => {
    expect(targetText("28.50")).toBe("28.5");
    expect(targetText("30.00")).toBe("30");
    expect(targetText("12.25")).toBe("12.25");
    expect(targetText(null)).toBe("");
  });

  it("sends what was typed (a decimal comma as a point), empty as null to remove it", () => {
    expect(targetBody(" 28.5 ")).toBe("28.5");
    expect(targetBody("28,5")).toBe("28.5");
    expect(targetBody("28.5 %")).toBe("28.5");
    expect(targetBody("")).toBeNull();
    expect(targetBody("   ")).toBeNull();
    // The server judges the rest (and answers its message beside the field).
    expect(targetBody("lots")).toBe("lots");
  });

  it("leaves the target's field error on its own field", () => {
    expect(rowErrors({ labour_target_percent: ["bad"], "rules.0.per": ["per"] }, "rules", ["rules.3"])).toEqual({
      labour_target_percent: "bad",
      "rules.3.per": "per",
    });
  });
});
