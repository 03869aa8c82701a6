import type { ChangePreview } from "@brigade/contract/fair-workweek/changes";
import { RULE_PACKS } from "@brigade/contract/fair-workweek/packs";
import { describe, expect, it } from "vitest";
import { apiUrl } from "./api-client";
import { changeNoteFields, changeNoteQuery, changeRulesFrom, NO_NOTE, needsPayConfirmation } from "./change-pay";

type Change = ChangePreview["changes"][number];

const change = (pay: Change["pay"], extra: Partial<Change> = {}): Change => ({
  location_id: 1,
  employee_id: 7,
  employee_name: "Omar",
  shift_id: 3,
  booking_id: 11,
  area_role_id: 5,
  kind: "added",
  shift_starts_at: "2027-01-04T15:00:00.000Z",
  hours_before: 0,
  hours_after: 4,
  notice_hours: 2.5,
  made_by: 1,
  made_at: "2027-01-04T12:30:00.000Z",
  reason: null,
  exempt_reason: null,
  pack_id: "us-nyc-fast-food",
  pay,
  ...extra,
});

const preview = (changes: Change[], pay_total: string | null): ChangePreview => ({ changes, pay_total });

describe("needsPayConfirmation", () => {
  it("asks for a change that costs pay", () => {
    expect(needsPayConfirmation(preview([change({ amount: "15.00", basis: "amount" })], "15.00"))).toBe(true);
  });

  it("goes on without asking when nothing is logged (a draft week) or everything costs nothing", () => {
    expect(needsPayConfirmation(preview([], "0.00"))).toBe(false);
    // A manager who does not see money, on a change that logs nothing: nothing to ask either.
    expect(needsPayConfirmation(preview([], null))).toBe(false);
    const free = [
      change({ amount: "0.00", basis: "outside_notice" }),
      change({ amount: "0.00", basis: "exempt" }, { exempt_reason: "emergency" }),
    ];
    expect(needsPayConfirmation(preview(free, "0.00"))).toBe(false);
    expect(needsPayConfirmation(preview(free, "0"))).toBe(false);
  });

  it("asks when a row is owed but unpriced, though the total is 0.00", () => {
    expect(needsPayConfirmation(preview([change({ amount: null, basis: "no_rate" })], "0.00"))).toBe(true);
    const mixed = [change({ amount: "0.00", basis: "not_owed" }), change({ amount: null, basis: "no_rate" })];
    expect(needsPayConfirmation(preview(mixed, "0.00"))).toBe(true);
  });

  it("asks a caller who does not see money whenever the change logs a row", () => {
    expect(needsPayConfirmation(preview([change(null)], null))).toBe(true);
  });
});

describe("what the manager says of a change", () => {
  it("sends only what was said, the reason trimmed", () => {
    expect(changeNoteFields(NO_NOTE)).toEqual({});
    expect(changeNoteFields({ reason: "   ", exempt: null })).toEqual({});
    expect(changeNoteFields({ reason: "  Storm closed the road ", exempt: null })).toEqual({
      change_reason: "Storm closed the road",
    });
    expect(changeNoteFields({ reason: "", exempt: "emergency" })).toEqual({ exempt_reason: "emergency" });
    expect(changeNoteFields({ reason: "Flood", exempt: "natural_event" })).toEqual({
      change_reason: "Flood",
      exempt_reason: "natural_event",
    });
  });

  it("makes a delete's query: the dry run and the note, nothing when nothing was said", () => {
    expect(apiUrl("/shift/5", changeNoteQuery(NO_NOTE, false))).toBe("/api/shift/5");
    expect(apiUrl("/shift/5", changeNoteQuery(NO_NOTE, true))).toBe("/api/shift/5?dry_run=true");
    expect(apiUrl("/shift/5", changeNoteQuery({ reason: "", exempt: "emergency" }, true))).toBe(
      "/api/shift/5?dry_run=true&exempt_reason=emergency",
    );
    expect(apiUrl("/shift/5", changeNoteQuery({ reason: "Rain & wind: closed", exempt: "emergency" }, false))).toBe(
      "/api/shift/5?change_reason=Rain+%26+wind%3A+closed&exempt_reason=emergency",
    );
  });
});

describe("changeRulesFrom", () => {
  const packs = [...RULE_PACKS];

  it("is null for a location under no rules, or one not known", () => {
    expect(changeRulesFrom({ jurisdiction: null }, packs)).toBeNull();
    expect(changeRulesFrom(undefined, packs)).toBeNull();
  });

  it("offers only the exemptions the location's pack allows, in the contract's order", () => {
    const nyc = changeRulesFrom({ jurisdiction: "us-nyc-fast-food" }, packs);
    expect(nyc).toMatchObject({
      packId: "us-nyc-fast-food",
      packName: "New York City Fair Workweek (fast food)",
      currency: "USD",
    });
    expect(nyc?.exemptions).toContain("emergency");
    expect(nyc?.exemptions).not.toContain("small_change");
    const oregon = changeRulesFrom({ jurisdiction: "us-oregon" }, packs);
    const allowed = packs.find((p) => p.id === "us-oregon")?.exempt.map((e) => e.reason) ?? [];
    expect(new Set(oregon?.exemptions)).toEqual(new Set(allowed));
  });

  it("still asks under a pack this app does not know, with no exemption to offer", () => {
    expect(changeRulesFrom({ jurisdiction: "us-elsewhere" }, packs)).toEqual({
      packId: "us-elsewhere",
      packName: "us-elsewhere",
      currency: "USD",
      exemptions: [],
    });
  });
});
