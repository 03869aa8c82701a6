import { describe, expect, it } from "vitest";
import type { RulePack } from "./pack";
import { isShortRest, type PostedChange, predictabilityPay, restHours, restPremium } from "./pay";

// The arithmetic of a pack, on a pack made for the test (each shipped pack's figures have their golden tests in
// packs-golden.test.ts).

const PACK: RulePack = {
  id: "test",
  name: "Test",
  ordinance: "Test ordinance",
  url: "https://example.test",
  effective_from: "2026-01-01",
  currency: "USD",
  covers: "Everyone.",
  notice_days: 14,
  notice_source: "§ 1",
  pay: [
    {
      min_notice_hours: 0,
      max_notice_hours: 24,
      added: { hours: 1 },
      reduced: { lost_hours_share: 0.5 },
      source: "§ 2",
    },
    { min_notice_hours: 24, max_notice_hours: 336, added: { amount: "10.00" }, reduced: null, source: "§ 3" },
  ],
  added_minutes_threshold: 30,
  rest: { hours: 10, consent: "may_decline", premium: { multiplier: "1.5" }, source: "§ 4" },
  exempt: [
    { reason: "employee_request", source: "§ 5" },
    { reason: "small_change", source: "§ 6" },
  ],
  small_change_minutes: 15,
  estimate_required: true,
  estimate_source: "§ 7",
  records_years: 3,
  records_source: "§ 8",
  unchecked: [],
};

const change = (over: Partial<PostedChange>): PostedChange => ({
  kind: "reduced",
  moved: false,
  minutes_before: 480,
  minutes_after: 0,
  minutes_shifted: 0,
  notice_hours: 10,
  rate_cents: 1_650,
  exempt_reason: null,
  ...over,
});

describe("predictability pay", () => {
  it("pays by the notice band and the kind of change", () => {
    // Cancelled 10 hours ahead: half of 8 hours at $16.50.
    expect(predictabilityPay(PACK, change({}))).toEqual({ cents: 6_600, basis: "lost_hours_share" });
    // Two hours added a day ahead: one hour of pay... under 24 h; at 24 h the fixed amount.
    const added = change({ kind: "added", minutes_before: 360, minutes_after: 480 });
    expect(predictabilityPay(PACK, { ...added, notice_hours: 23.9 })).toEqual({ cents: 1_650, basis: "hours" });
    expect(predictabilityPay(PACK, { ...added, notice_hours: 24 })).toEqual({ cents: 1_000, basis: "amount" });
    // A band that owes nothing for that kind.
    expect(predictabilityPay(PACK, change({ notice_hours: 48 }))).toEqual({ cents: 0, basis: "not_owed" });
  });

  it("owes nothing outside the notice window, or with no pack", () => {
    expect(predictabilityPay(PACK, change({ notice_hours: 336 }))).toEqual({ cents: 0, basis: "outside_notice" });
    expect(predictabilityPay(PACK, change({ notice_hours: 335.9 })).basis).toBe("not_owed");
    expect(predictabilityPay(null, change({}))).toEqual({ cents: 0, basis: "no_rules" });
  });

  it("owes nothing for an exemption the pack allows, and pays for one it does not", () => {
    expect(predictabilityPay(PACK, change({ exempt_reason: "employee_request" }))).toEqual({
      cents: 0,
      basis: "exempt",
    });
    expect(predictabilityPay(PACK, change({ exempt_reason: "discipline" })).cents).toBe(6_600);
  });

  it("exempts a change of at most the pack's minutes, and pays one a minute longer", () => {
    const shortened = change({ minutes_before: 480, minutes_after: 465, minutes_shifted: 15 });
    expect(predictabilityPay(PACK, shortened)).toEqual({ cents: 0, basis: "small_change" });
    const longer = change({ minutes_before: 480, minutes_after: 464, minutes_shifted: 16 });
    // Half of 16 minutes at $16.50: 2.2 dollars.
    expect(predictabilityPay(PACK, longer)).toEqual({ cents: 220, basis: "lost_hours_share" });
  });

  it("pays added hours only past the pack's threshold, and a move always", () => {
    const thirty = change({ kind: "added", minutes_before: 480, minutes_after: 510, minutes_shifted: 30 });
    expect(predictabilityPay(PACK, thirty)).toEqual({ cents: 0, basis: "below_threshold" });
    expect(predictabilityPay(PACK, { ...thirty, minutes_after: 511, minutes_shifted: 31 }).cents).toBe(1_650);
    const moved = change({ kind: "added", moved: true, minutes_before: 480, minutes_after: 480, minutes_shifted: 120 });
    expect(predictabilityPay(PACK, moved)).toEqual({ cents: 1_650, basis: "hours" });
  });

  it("is unpriced for hours of a rate the employee does not have, and rounds half a cent up", () => {
    expect(predictabilityPay(PACK, change({ rate_cents: null }))).toEqual({ cents: null, basis: "no_rate" });
    // Half of 7 minutes at $10.01: 58.39... cents.
    const odd = change({ minutes_before: 480, minutes_after: 473, minutes_shifted: 16, rate_cents: 1_001 });
    expect(predictabilityPay(PACK, odd).cents).toBe(58);
  });
});

describe("rest between shifts", () => {
  const HOUR = 3_600_000;
  const close = Date.UTC(2027, 2, 1, 23); // a close at 23:00
  const pair = (restH: number, lengthH = 8) => ({
    first_end: close,
    second_start: close + restH * HOUR,
    second_end: close + (restH + lengthH) * HOUR,
  });

  it("is short below the pack's hours, not at them", () => {
    expect(restHours(pair(9.5))).toBe(9.5);
    expect(isShortRest(PACK, pair(9.99))).toBe(true);
    expect(isShortRest(PACK, pair(10))).toBe(false);
    expect(isShortRest(null, pair(1))).toBe(false);
  });

  it("pays the multiplier's part above the rate for the hours inside the window", () => {
    // 8 hours of rest: the first 2 hours of the next shift are inside the 10; half of $16.50 for each.
    expect(restPremium(PACK, pair(8), 1_650)).toEqual({ cents: 1_650, basis: "hours" });
    expect(restPremium(PACK, pair(10), 1_650)).toEqual({ cents: 0, basis: "not_owed" });
    expect(restPremium(PACK, pair(8), null)).toEqual({ cents: null, basis: "no_rate" });
    // A shift shorter than what is left of the window: all of it.
    expect(restPremium(PACK, pair(8, 1), 1_650).cents).toBe(825);
  });

  it("pays a fixed amount per instance where the pack says so", () => {
    const fixed: RulePack = {
      ...PACK,
      rest: { hours: 11, consent: "required", premium: { amount: "100.00" }, source: "§ 9" },
    };
    expect(restPremium(fixed, pair(10.9), 1_650)).toEqual({ cents: 10_000, basis: "amount" });
    expect(restPremium(fixed, pair(11), 1_650).cents).toBe(0);
  });
});
