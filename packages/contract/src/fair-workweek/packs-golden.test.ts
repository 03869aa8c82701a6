import { describe, expect, it } from "vitest";
import { EXEMPT_REASONS } from "./pack";
import { packById } from "./packs";
import { type PostedChange, predictabilityPay, restPremium } from "./pay";

// Golden tests of every shipped pack (fair-workweek.md, "Goals"): each kind of change at each notice band, each
// exemption, and a rest pair on each side of the limit, to the cent. The expected figures are written out by hand
// from the ordinances (each pack's file cites the section), never computed from the pack: an employee paid $20.00 an
// hour, on an 8-hour shift that gets 2 hours added, or is cancelled.

const RATE = 2_000;
const added = (notice: number): PostedChange => ({
  kind: "added",
  moved: false,
  minutes_before: 480,
  minutes_after: 600,
  minutes_shifted: 120,
  notice_hours: notice,
  rate_cents: RATE,
  exempt_reason: null,
});
const cancelled = (notice: number, minutes = 480): PostedChange => ({
  ...added(notice),
  kind: "reduced",
  minutes_before: minutes,
  minutes_after: 0,
  minutes_shifted: minutes,
});

/** Notice (hours) -> [added, cancelled] in cents; 336 hours (14 days) or more is outside every pack's window. */
type Grid = [notice: number, added: number, cancelled: number][];
const GOLDEN: Record<string, { grid: Grid; restLimit: number | null; restPremiumOneHour: number }> = {
  // $10/$20 with 7-13 days, $15/$45 with 1-7 days, $15/$75 under 24 hours; a clopening $100.
  "us-nyc-fast-food": {
    grid: [
      [335, 1_000, 2_000],
      [168, 1_000, 2_000],
      [167.9, 1_500, 4_500],
      [24, 1_500, 4_500],
      [23.9, 1_500, 7_500],
      [0, 1_500, 7_500],
    ],
    restLimit: 11,
    restPremiumOneHour: 10_000,
  },
  // An hour of pay for added hours, half the hours lost; rest 10 hours at time and a half.
  "us-seattle": {
    grid: [
      [335, 2_000, 8_000],
      [100, 2_000, 8_000],
      [1, 2_000, 8_000],
    ],
    restLimit: 10,
    restPremiumOneHour: 1_000,
  },
  "us-oregon": {
    grid: [
      [335, 2_000, 8_000],
      [100, 2_000, 8_000],
      [1, 2_000, 8_000],
    ],
    restLimit: 10,
    restPremiumOneHour: 1_000,
  },
  // One hour either way with 24 hours or more; under 24 hours, half the hours lost. Rest 10 hours at 1.25.
  "us-chicago": {
    grid: [
      [335, 2_000, 2_000],
      [24, 2_000, 2_000],
      [23.9, 2_000, 8_000],
    ],
    restLimit: 10,
    restPremiumOneHour: 500,
  },
  // An hour of pay for added hours, half the hours lost; rest 9 hours, $40 an instance.
  "us-philadelphia": {
    grid: [
      [335, 2_000, 8_000],
      [1, 2_000, 8_000],
    ],
    restLimit: 9,
    restPremiumOneHour: 4_000,
  },
  // Nothing with 7 days or more; one hour with 1-7 days; under 24 hours, 4 hours for a cancelled shift over 4 hours.
  "us-san-francisco": {
    grid: [
      [335, 0, 0],
      [168, 0, 0],
      [167.9, 2_000, 2_000],
      [23.9, 2_000, 8_000],
    ],
    restLimit: null,
    restPremiumOneHour: 0,
  },
  // One hour with 24 hours or more; under 24 hours, the lesser of 4 hours and the hours lost. Rest 11 hours, 1.5.
  "us-emeryville": {
    grid: [
      [335, 2_000, 2_000],
      [24, 2_000, 2_000],
      [23.9, 2_000, 8_000],
    ],
    restLimit: 11,
    restPremiumOneHour: 1_000,
  },
  "us-berkeley": {
    grid: [
      [335, 2_000, 2_000],
      [24, 2_000, 2_000],
      [23.9, 2_000, 8_000],
    ],
    restLimit: 11,
    restPremiumOneHour: 1_000,
  },
  "us-evanston": {
    grid: [
      [335, 2_000, 2_000],
      [24, 2_000, 2_000],
      [23.9, 2_000, 8_000],
    ],
    restLimit: 11,
    restPremiumOneHour: 1_000,
  },
};

const HOUR = 3_600_000;
const close = Date.UTC(2027, 2, 1, 4); // a close at 04:00 UTC
const restPair = (restH: number) => ({
  first_end: close,
  second_start: close + restH * HOUR,
  second_end: close + (restH + 8) * HOUR,
});

describe.each(Object.entries(GOLDEN))("%s", (id, golden) => {
  const pack = packById(id);
  if (!pack) throw new Error(`no pack ${id}`);

  it("pays each kind of change at each notice band, to the cent", () => {
    for (const [notice, addedCents, cancelledCents] of golden.grid) {
      expect(predictabilityPay(pack, added(notice)).cents, `added, ${notice} h`).toBe(addedCents);
      expect(predictabilityPay(pack, cancelled(notice)).cents, `cancelled, ${notice} h`).toBe(cancelledCents);
    }
    expect(predictabilityPay(pack, cancelled(336))).toEqual({ cents: 0, basis: "outside_notice" });
  });

  it("owes nothing for each exemption it lists, and pays for a reason it does not", () => {
    const listed = pack.exempt.map((e) => e.reason);
    for (const reason of EXEMPT_REASONS) {
      const pay = predictabilityPay(pack, { ...cancelled(10), exempt_reason: reason });
      if (listed.includes(reason)) expect(pay, reason).toEqual({ cents: 0, basis: "exempt" });
      else expect(pay.cents, reason).toBeGreaterThan(0);
    }
  });

  it("pays rest on the short side of the limit only", () => {
    if (golden.restLimit === null) {
      expect(pack.rest).toBeNull();
      return;
    }
    expect(pack.rest?.hours).toBe(golden.restLimit);
    // One hour short: the next shift's first hour is inside the window.
    expect(restPremium(pack, restPair(golden.restLimit - 1), RATE).cents).toBe(golden.restPremiumOneHour);
    expect(restPremium(pack, restPair(golden.restLimit), RATE).cents).toBe(0);
  });
});

describe("the figures that turn on more than notice", () => {
  it("Oregon exempts a change of 30 minutes or less and pays half of one of 31", () => {
    const pack = packById("us-oregon");
    const cut = (minutes: number) => ({ ...cancelled(10), minutes_after: 480 - minutes, minutes_shifted: minutes });
    expect(predictabilityPay(pack ?? null, cut(30))).toEqual({ cents: 0, basis: "small_change" });
    // Half of 31 minutes at $20: 516.67 cents.
    expect(predictabilityPay(pack ?? null, cut(31)).cents).toBe(517);
  });

  it("San Francisco pays 2 hours for a cancelled shift of 4 hours or less", () => {
    const pack = packById("us-san-francisco") ?? null;
    expect(predictabilityPay(pack, cancelled(10, 240)).cents).toBe(4_000);
    expect(predictabilityPay(pack, cancelled(10, 241)).cents).toBe(8_000);
  });

  it("Berkeley pays the hours lost under 4, and 4 over them", () => {
    const pack = packById("us-berkeley") ?? null;
    const cut = (minutes: number) => ({ ...cancelled(10), minutes_after: 480 - minutes, minutes_shifted: minutes });
    expect(predictabilityPay(pack, cut(120)).cents).toBe(4_000);
    expect(predictabilityPay(pack, cut(300)).cents).toBe(8_000);
  });
});
