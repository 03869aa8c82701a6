import { describe, expect, it } from "vitest";
import { type CandidateFit, SELF_SERVICE_MESSAGES } from "./fit";
import { SWAP_MESSAGES as M, swapOfferBody, swapRefusal } from "./swaps";
import { TIME_OFF_MESSAGES } from "./time-off";

const rules = { max_week_hours: 40, min_rest_hours: 10, max_shifts_per_day: 2 };
const fits: CandidateFit = {
  week_hours: 0,
  availability: "unknown",
  time_off: false,
  rest_ok: true,
  over_max: false,
  day_shifts_ok: true,
};

describe("swapRefusal", () => {
  it("passes a slot that breaks no hard rule, whatever the preference", () => {
    for (const availability of ["preferred", "available", "unknown"] as const)
      expect(swapRefusal({ ...fits, availability }, rules, null, true)).toBeNull();
  });

  it("says pickup's sentences to the taker, and the same rule of the colleague to the offerer", () => {
    const cases = [
      [{ time_off: true }, TIME_OFF_MESSAGES.hasTimeOff, TIME_OFF_MESSAGES.hasTimeOff],
      [{ over_max: true }, SELF_SERVICE_MESSAGES.overMax(32), M.colleague.overMax(32)],
      [{ rest_ok: false }, SELF_SERVICE_MESSAGES.rest(10), M.colleague.rest(10)],
      [{ day_shifts_ok: false }, SELF_SERVICE_MESSAGES.dayShifts(2), M.colleague.dayShifts(2)],
      [{ availability: "unavailable" }, M.you.unavailable, M.colleague.unavailable],
    ] as const;
    for (const [broken, you, colleague] of cases) {
      expect(swapRefusal({ ...fits, ...broken }, rules, 32, true)).toBe(you);
      expect(swapRefusal({ ...fits, ...broken }, rules, 32, false)).toBe(colleague);
    }
  });

  it("names time off first, then the maximum, rest, shifts per day, and unavailability last", () => {
    const all: CandidateFit = { ...fits, availability: "unavailable", rest_ok: false, day_shifts_ok: false };
    expect(swapRefusal({ ...all, time_off: true, over_max: true }, rules, null, false)).toBe(M.colleague.timeOff);
    expect(swapRefusal({ ...all, over_max: true }, rules, null, false)).toBe(M.colleague.overMax(40));
    expect(swapRefusal(all, rules, null, false)).toBe(M.colleague.rest(10));
    expect(swapRefusal({ ...all, rest_ok: true }, rules, null, false)).toBe(M.colleague.dayShifts(2));
  });
});

describe("swapOfferBody", () => {
  it("reads a missing or null colleague as an offer to anyone", () => {
    expect(swapOfferBody.parse({})).toEqual({ to_employee_id: null });
    expect(swapOfferBody.parse({ to_employee_id: null })).toEqual({ to_employee_id: null });
    expect(swapOfferBody.parse({ to_employee_id: 7 })).toEqual({ to_employee_id: 7 });
    for (const wrong of ["7", 0, -1, 1.5, 2_147_483_648])
      expect(swapOfferBody.safeParse({ to_employee_id: wrong }).error?.issues[0]?.message).toBe(M.toEmployeeId);
  });
});
