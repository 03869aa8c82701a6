import { type CandidateFit, FIT_CONFIRMATION } from "@brigade/contract/fit";
import { describe, expect, it } from "vitest";
import { fitConcerns, needsRestRule } from "./fit-concerns";

const fit = (over: Partial<CandidateFit> = {}): CandidateFit => ({
  week_hours: 8,
  availability: "available",
  time_off: false,
  rest_ok: true,
  over_max: false,
  day_shifts_ok: true,
  ...over,
});

describe("fitConcerns", () => {
  it("asks nothing for someone who fits, or whose fit is not known", () => {
    expect(fitConcerns(fit(), "Ann", 10)).toEqual([]);
    expect(fitConcerns(fit({ availability: "unknown", over_max: true, day_shifts_ok: false }), "Ann", 10)).toEqual([]);
    expect(fitConcerns(undefined, "Ann", 10)).toEqual([]);
    // prefer_not is a soft avoid: shown as a badge, never asked about.
    expect(fitConcerns(fit({ availability: "prefer_not" }), "Ann", 10)).toEqual([]);
  });

  it("says when they are unavailable and when they would be short of rest, in the contract's words", () => {
    expect(fitConcerns(fit({ availability: "unavailable" }), "Ann", 10)).toEqual([FIT_CONFIRMATION.unavailable("Ann")]);
    expect(fitConcerns(fit({ rest_ok: false }), "Ann", 10.5)).toEqual([FIT_CONFIRMATION.rest("Ann", 10.5)]);
    expect(fitConcerns(fit({ availability: "unavailable", rest_ok: false }), "Ann", 8)).toEqual([
      "Ann said they are unavailable at this time.",
      "Ann would have less than 8 hours of rest between days.",
    ]);
  });

  it("reads the rest rule only when the rest is short", () => {
    expect(needsRestRule(fit({ rest_ok: false }))).toBe(true);
    expect(needsRestRule(fit({ availability: "unavailable" }))).toBe(false);
    expect(needsRestRule(undefined)).toBe(false);
  });
});
