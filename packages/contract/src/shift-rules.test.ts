import { describe, expect, it } from "vitest";
import { SHIFT_MESSAGES as M, type ShiftDraft, shiftErrors } from "./shift-rules";

const now = new Date("2026-11-21T12:00:00Z");
const valid: ShiftDraft = {
  name: "Dinner",
  from: new Date("2026-11-23T22:00:00Z"),
  to: new Date("2026-11-24T04:00:00Z"),
  location_id: 1,
  chunk: 2,
  areas: [{ id: 3, area_role: [{ id: 7, count: 2 }] }],
};
const check = (patch: Partial<ShiftDraft>, ctx = {}) => shiftErrors({ ...valid, ...patch }, { now, ...ctx });

describe("shiftErrors", () => {
  it("passes a complete draft, defaults included", () => {
    expect(check({})).toBeNull();
  });

  it.each([
    [{ name: "" }, "name", M.nameRequired],
    [{ name: "other", other_name: " " }, "other_name", M.otherNameRequired],
    [{ from: null }, "from", M.fromRequired],
    [{ to: null }, "to", M.toRequired],
    [{ location_id: null }, "location_id", M.locationRequired],
  ] as const)("names a missing required field, and says Fields Cannot be empty (%j)", (patch, field, message) => {
    const result = check(patch as Partial<ShiftDraft>);
    expect(result?.errors[field]).toEqual([message]);
    expect(result?.message).toBe(M.fieldsEmpty);
  });

  it("checks in the spec's order: chunk, empty fields, areas, area ids, roles, role fields", () => {
    const cases: [Partial<ShiftDraft>, string][] = [
      [{ chunk: 4, name: "", areas: [] }, M.chunkTooLarge],
      [{ name: "", areas: [] }, M.fieldsEmpty],
      [{ areas: [] }, M.areaRequired],
      [{ areas: [{ id: null, area_role: [] }] }, M.areaFieldsEmpty],
      [{ areas: [{ id: 3, area_role: [] }] }, M.roleRequired],
      [{ areas: [{ id: 3, area_role: [{ id: 7, count: 0 }] }] }, M.roleFieldsEmpty],
      [{ areas: [{ id: 3, area_role: [{ id: null, count: 1 }] }] }, M.roleFieldsEmpty],
    ];
    for (const [patch, message] of cases) expect(check(patch)?.message, JSON.stringify(patch)).toBe(message);
  });

  it("refuses a to that is not after from, with the spec's wording", () => {
    expect(check({ to: valid.from })?.errors.to).toEqual([M.toBeforeFrom]);
    expect(check({ to: new Date("2026-11-23T21:00:00Z") })?.message).toBe(M.toBeforeFrom);
  });

  it("refuses a from in the past when creating, not when moving", () => {
    const past = { from: new Date("2026-11-20T10:00:00Z"), to: new Date("2026-11-20T12:00:00Z") };
    expect(check(past)?.errors.from).toEqual([M.fromInPast]);
    expect(check(past, { allowPast: true })).toBeNull();
  });

  it("refuses a location without work areas", () => {
    expect(check({}, { locationHasAreas: false })?.message).toBe(M.locationWithoutAreas);
  });

  it("refuses repeated areas or roles, bad colours, types and bonuses", () => {
    expect(check({ areas: [valid.areas?.[0] ?? {}, valid.areas?.[0] ?? {}] })?.message).toBe(M.areaRepeated);
    expect(
      check({
        areas: [
          {
            id: 3,
            area_role: [
              { id: 7, count: 1 },
              { id: 7, count: 2 },
            ],
          },
        ],
      })?.message,
    ).toBe(M.roleRepeated);
    expect(check({ label_color: "red" })?.message).toBe(M.colorInvalid);
    expect(check({ shift_type: "Gold" })?.message).toBe(M.typeInvalid);
    expect(check({ shift_type: "Premium", bonus: -5 })?.message).toBe(M.bonusInvalid);
    expect(check({ shift_type: "Premium", bonus: 25 })).toBeNull();
  });
});
