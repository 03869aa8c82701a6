import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition, Proposal } from "./instance";
import { hardRuleViolations } from "./test/checker";
import { anEmployee, DEFAULT_RULES } from "./test/test-instances";

// The checker the solver's property tests trust: each hard rule it reads is shown to fire on a case that
// breaks it and to stay quiet on the nearest case that keeps it (the edges of half-open spans, local weeks and days).

const NY = "America/New_York";
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(NY).epochMilliseconds;
// 2027-06-07 is a Monday.
const MON = "2027-06-07";
const TUE = "2027-06-08";
const SUN = "2027-06-06";

let nextSlot = 1;
const position = (from: string, to: string, more: Partial<OpenPosition> = {}): OpenPosition => {
  const slotId = nextSlot++;
  return {
    shiftId: slotId,
    shiftName: `Shift ${slotId}`,
    slotId,
    areaRoleId: 1,
    roleName: "Line Cook",
    from: at(from),
    to: at(to),
    open: 1,
    bonus: 0,
    ...more,
  };
};
const held = (from: string, to: string) => ({ from: at(from), to: at(to) });
const employee = (more: Partial<AutoFillEmployee> = {}) => anEmployee({ id: 1, name: "Ana", ...more });
const RULES = DEFAULT_RULES;

/** The rules broken when employee 0 takes the listed positions (or the given proposals). */
function broken(
  positions: OpenPosition[],
  employees: AutoFillEmployee[],
  proposals: Proposal[] = positions.map((_, position) => ({ employee: 0, position })),
  rules = RULES,
): string[] {
  const instance: AutoFillInstance = { timeZone: NY, rules, positions, employees };
  return [...new Set(hardRuleViolations(instance, proposals).map((v) => v.rule))].sort();
}

describe("the hard-rule checker", () => {
  it("passes a sound proposal", () => {
    expect(broken([position(`${MON}T09:00`, `${MON}T17:00`)], [employee()])).toEqual([]);
  });

  it("reads the role and the positions still open", () => {
    expect(broken([position(`${MON}T09:00`, `${MON}T17:00`, { areaRoleId: 2 })], [employee()])).toEqual(["role"]);
    const shift = position(`${MON}T09:00`, `${MON}T17:00`);
    const two = [employee(), employee({ id: 2 })];
    const both = [
      { employee: 0, position: 0 },
      { employee: 1, position: 0 },
    ];
    expect(broken([shift], two, both)).toEqual(["open"]);
    expect(broken([{ ...shift, open: 2 }], two, both)).toEqual([]);
  });

  it("allows one position per slot and none in a slot already asked for", () => {
    const cook = position(`${MON}T09:00`, `${MON}T17:00`);
    const prep = { ...cook, areaRoleId: 2 };
    expect(broken([cook, prep], [employee({ roleIds: [1, 2] })])).toEqual(["overlap", "sameSlot"]);
    expect(broken([cook], [employee({ slotsTaken: [cook.slotId] })])).toEqual(["slotTaken"]);
  });

  it("finds overlaps with held and proposed positions, spans being half-open", () => {
    const day = position(`${MON}T09:00`, `${MON}T17:00`);
    expect(broken([day], [employee({ held: [held(`${MON}T16:00`, `${MON}T20:00`)] })])).toEqual(["overlap"]);
    expect(broken([day], [employee({ held: [held(`${MON}T17:00`, `${MON}T20:00`)] })])).toEqual([]);
    expect(broken([day, position(`${MON}T16:59`, `${MON}T20:00`)], [employee()])).toEqual(["overlap"]);
    expect(broken([day, position(`${MON}T17:00`, `${MON}T20:00`)], [employee()])).toEqual([]);
  });

  it("reads approved time off and unavailable windows on the location's clock", () => {
    const day = position(`${MON}T09:00`, `${MON}T17:00`);
    const monday = Temporal.PlainDate.from(MON);
    const tuesday = Temporal.PlainDate.from(TUE);
    const wholeDays = { fromDay: monday, toDay: monday, fromTime: null, toTime: null };
    expect(broken([day], [employee({ timeOff: [wholeDays] })])).toEqual(["timeOff"]);
    expect(broken([day], [employee({ timeOff: [{ ...wholeDays, fromDay: tuesday, toDay: tuesday }] })])).toEqual([]);
    const lunch = { fromDay: monday, toDay: monday, fromTime: "12:00", toTime: "13:00" };
    expect(broken([day], [employee({ timeOff: [lunch] })])).toEqual(["timeOff"]);
    expect(broken([day], [employee({ timeOff: [{ ...lunch, fromTime: "17:00", toTime: "18:00" }] })])).toEqual([]);

    const unavailable = { weekday: 1, from: "16:00", to: "18:00", kind: "unavailable" as const };
    expect(broken([day], [employee({ availability: [unavailable] })])).toEqual(["unavailable"]);
    // Said when they can work on Mondays, and this is outside it.
    const evenings = { weekday: 1, from: "17:00", to: "23:00", kind: "available" as const };
    expect(broken([day], [employee({ availability: [evenings] })])).toEqual(["unavailable"]);
    expect(broken([day], [employee({ availability: [{ ...evenings, from: "08:00" }] })])).toEqual([]);
  });

  it("adds held and proposed hours of the positions starting in each local week", () => {
    const day = position(`${MON}T09:00`, `${MON}T17:00`);
    const tenHours = (day: string) => held(`${day}T08:00`, `${day}T18:00`);
    // Own maximum 16: 10 held that week + 8 is 18.
    expect(broken([day], [employee({ maxWeekHours: 16, held: [tenHours(TUE)] })])).toEqual(["weekMax"]);
    expect(broken([day], [employee({ maxWeekHours: 18, held: [tenHours(TUE)] })])).toEqual([]);
    // The business's maximum when they have none; the Sunday before is another week.
    const business = { ...RULES, max_week_hours: 16 };
    expect(broken([day], [employee({ held: [tenHours(TUE)] })], undefined, business)).toEqual(["weekMax"]);
    expect(broken([day], [employee({ held: [tenHours(SUN)] })], undefined, business)).toEqual([]);
    // A position belongs to the week it starts in: Sunday 20:00 to Monday 04:00 counts in the week before.
    const night = held(`${SUN}T20:00`, `${MON}T04:00`);
    expect(
      broken([day], [employee({ maxWeekHours: 8, held: [night] })], undefined, { ...RULES, min_rest_hours: 0 }),
    ).toEqual([]);
  });

  it("reads the rest between consecutive local days, not inside one day", () => {
    const morning = position(`${MON}T09:00`, `${MON}T13:00`);
    // A closing shift held from Sunday to Monday 02:00: 7 hours before 09:00, 10 before 12:00.
    const closing = held(`${SUN}T18:00`, `${MON}T02:00`);
    expect(broken([morning], [employee({ held: [closing] })])).toEqual(["rest"]);
    expect(broken([position(`${MON}T12:00`, `${MON}T16:00`)], [employee({ held: [closing] })])).toEqual([]);
    // The next day: Monday until 22:00, Tuesday from 07:00 is 9 hours.
    const late = position(`${MON}T14:00`, `${MON}T22:00`);
    expect(broken([late], [employee({ held: [held(`${TUE}T07:00`, `${TUE}T12:00`)] })])).toEqual(["rest"]);
    expect(broken([late, position(`${TUE}T08:00`, `${TUE}T12:00`)], [employee()])).toEqual([]);
    // A lunch and dinner double on one day is no rest to keep.
    expect(broken([morning, position(`${MON}T17:00`, `${MON}T21:00`)], [employee()])).toEqual([]);
  });

  it("counts held and proposed positions on each local day a proposal starts on", () => {
    const lunch = position(`${MON}T11:00`, `${MON}T14:00`);
    const twoHeld = [held(`${MON}T07:00`, `${MON}T10:00`), held(`${MON}T15:00`, `${MON}T18:00`)];
    expect(broken([lunch], [employee({ held: twoHeld })])).toEqual(["dayShifts"]);
    expect(broken([lunch], [employee({ held: twoHeld })], undefined, { ...RULES, max_shifts_per_day: 3 })).toEqual([]);
    // Too many held on Tuesday is not this proposal's doing.
    const tuesday = ["07", "11", "15"].map((h) => held(`${TUE}T${h}:00`, `${TUE}T${h}:30`));
    expect(broken([lunch], [employee({ held: tuesday })], undefined, { ...RULES, min_rest_hours: 0 })).toEqual([]);
  });
});
