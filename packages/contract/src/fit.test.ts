import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { AvailabilityRule } from "./availability";
import { type CandidateFit, candidateFit, compareCandidates, SELF_SERVICE_MESSAGES, selfServiceRefusal } from "./fit";
import { WORK_RULE_DEFAULTS } from "./work-rules";

const NY = "America/New_York";
const at = (local: string, zone = NY) =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds);
const span = (from: string, to: string, zone = NY) => ({ from: at(from, zone), to: at(to, zone) });
const rules = WORK_RULE_DEFAULTS;
const none = { rules: [] as AvailabilityRule[], timeOff: [], held: [], maxWeekHours: null };

describe("candidateFit", () => {
  it("counts the hours held in the slot's local week, Monday start, and flags passing the maximum", () => {
    // Monday 9 March 2026 is the week after New York's spring-forward (Sunday 8 March).
    const held = [span("2026-03-09T08:00", "2026-03-09T16:00"), span("2026-03-10T08:00", "2026-03-10T16:00")];
    // Sunday 8 March belongs to the week before.
    const previousWeek = span("2026-03-08T08:00", "2026-03-08T20:00");
    const slot = span("2026-03-12T08:00", "2026-03-12T16:00");
    const fit = candidateFit(slot, NY, { ...none, held: [...held, previousWeek] }, rules);
    expect(fit.week_hours).toBe(16);
    expect(fit.over_max).toBe(false);
    expect(candidateFit(slot, NY, { ...none, held, maxWeekHours: 20 }, rules).over_max).toBe(true);
    // Exactly the maximum is allowed.
    expect(candidateFit(slot, NY, { ...none, held, maxWeekHours: 24 }, rules).over_max).toBe(false);
  });

  it("measures rest between local days on the wall clock, across the autumn clock change", () => {
    // Saturday 31 Oct 2026 closing until 23:00; New York falls back on Sunday 1 Nov at 02:00.
    const closing = span("2026-10-31T15:00", "2026-10-31T23:00");
    // 07:00 on the Sunday is 9 real hours after 23:00 (the night had 25 hours), under 10.
    const early = span("2026-11-01T07:00", "2026-11-01T12:00");
    expect(candidateFit(early, NY, { ...none, held: [closing] }, rules).rest_ok).toBe(false);
    // 08:00 is 10 real hours later: kept.
    const later = span("2026-11-01T08:00", "2026-11-01T12:00");
    expect(candidateFit(later, NY, { ...none, held: [closing] }, rules).rest_ok).toBe(true);
    // A double on the same day is not rest.
    const lunch = span("2026-10-31T10:00", "2026-10-31T14:00");
    expect(candidateFit(lunch, NY, { ...none, held: [closing] }, rules).rest_ok).toBe(true);
    // The slot before the next day's opening: the closing shift that ends late cuts the rest.
    const opening = span("2026-11-01T06:00", "2026-11-01T12:00");
    const lateClose = span("2026-10-31T18:00", "2026-10-31T23:30");
    expect(candidateFit(lateClose, NY, { ...none, held: [opening] }, rules).rest_ok).toBe(false);
  });

  it("counts the positions of the slot's local day against the shifts per day", () => {
    const held = [span("2026-06-01T08:00", "2026-06-01T11:00"), span("2026-06-01T12:00", "2026-06-01T15:00")];
    const third = span("2026-06-01T18:00", "2026-06-01T22:00");
    expect(candidateFit(third, NY, { ...none, held }, rules).day_shifts_ok).toBe(false);
    expect(candidateFit(third, NY, { ...none, held: held.slice(1) }, rules).day_shifts_ok).toBe(true);
  });

  it("reads approved time off on the slot's location's clock (London and Sydney)", () => {
    const timeOff = [
      {
        fromDay: Temporal.PlainDate.from("2026-03-29"),
        toDay: Temporal.PlainDate.from("2026-03-29"),
        fromTime: null,
        toTime: null,
      },
    ];
    // London springs forward on 29 March 2026: the day has 23 hours, all of it off.
    const london = "Europe/London";
    expect(
      candidateFit(span("2026-03-29T22:00", "2026-03-29T23:30", london), london, { ...none, timeOff }, rules).time_off,
    ).toBe(true);
    expect(
      candidateFit(span("2026-03-30T00:00", "2026-03-30T06:00", london), london, { ...none, timeOff }, rules).time_off,
    ).toBe(false);
    // Sydney's day 29 March is another stretch of instants, read on Sydney's clock.
    const sydney = "Australia/Sydney";
    expect(
      candidateFit(span("2026-03-29T09:00", "2026-03-29T12:00", sydney), sydney, { ...none, timeOff }, rules).time_off,
    ).toBe(true);
    expect(
      candidateFit(span("2026-03-28T21:00", "2026-03-28T23:59", sydney), sydney, { ...none, timeOff }, rules).time_off,
    ).toBe(false);
  });
});

describe("candidate order and self-service refusals", () => {
  const fit = (over: Partial<CandidateFit>): CandidateFit => ({
    week_hours: 0,
    availability: "unknown",
    time_off: false,
    rest_ok: true,
    over_max: false,
    day_shifts_ok: true,
    ...over,
  });

  it("lists hard-rule keepers first, then by availability, week hours and name", () => {
    const people = [
      { name: "Ann", fit: fit({ time_off: true, availability: "preferred" }) },
      { name: "Bob", fit: fit({ availability: "unavailable" }) },
      { name: "Cid", fit: fit({ availability: "available", week_hours: 10 }) },
      { name: "Dee", fit: fit({ availability: "available", week_hours: 5 }) },
      { name: "Eve", fit: fit({ availability: "preferred", rest_ok: false }) },
      { name: "Fay", fit: fit({ availability: "available", week_hours: 5 }) },
    ];
    expect([...people].sort(compareCandidates).map((p) => p.name)).toEqual(["Dee", "Fay", "Cid", "Bob", "Ann", "Eve"]);
  });

  it("says which rule a pickup breaks, time off first", () => {
    expect(selfServiceRefusal(fit({}), rules, null)).toBeNull();
    expect(selfServiceRefusal(fit({ time_off: true, over_max: true }), rules, null)).toBe(
      SELF_SERVICE_MESSAGES.timeOff,
    );
    expect(selfServiceRefusal(fit({ over_max: true }), rules, 20)).toBe(
      "This shift would take you over your maximum of 20 hours this week.",
    );
    expect(selfServiceRefusal(fit({ rest_ok: false }), rules, null)).toBe(
      "This shift would leave you less than 10 hours of rest between days.",
    );
    expect(selfServiceRefusal(fit({ day_shifts_ok: false }), rules, null)).toBe(
      "This shift would give you more than 2 shifts in one day.",
    );
  });
});
