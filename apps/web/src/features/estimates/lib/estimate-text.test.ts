import type { EstimateFlag, EstimateVersion } from "@brigade/contract/fair-workweek/estimates";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import { byStatus, daysText, flagParts, flagSentence, hoursRange, hoursText, parseHours } from "./estimate-text";

beforeAll(async () => {
  await initI18n();
  for (const [locale, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as const) {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
  }
});

const tIn = (locale: "en" | "es" | "fr") => i18next.getFixedT(locale, "estimates");

describe("hours", () => {
  it("reads a range, in each language's numbers", () => {
    expect(hoursRange(12, 15.5, tIn("en"), "en-US")).toBe("12–15.5 h");
    expect(hoursRange(12, 15.5, tIn("es"), "es")).toBe("12–15,5 h");
    expect(hoursRange(0.25, 40, tIn("fr"), "fr")).toBe("0,25–40 h");
  });

  it("reads one figure when the fewest and the most are the same", () => {
    expect(hoursRange(20, 20, tIn("en"), "en-US")).toBe("20 h");
    expect(hoursText(18, tIn("en"), "en-US")).toBe("18 h");
    expect(hoursText(168, tIn("en"), "en-US")).toBe("168 h");
  });

  it("takes what was typed, with a point or a comma; leaves the unreadable as typed", () => {
    expect(parseHours(" 15.5 ")).toBe(15.5);
    expect(parseHours("15,5")).toBe(15.5);
    expect(parseHours("12")).toBe(12);
    expect(parseHours(".25")).toBe(0.25);
    expect(parseHours("")).toBeNull();
    expect(parseHours("  ")).toBeNull();
    expect(parseHours("twelve")).toBe("twelve");
    expect(parseHours("-3")).toBe("-3");
  });
});

describe("days", () => {
  it("lists them in the week's order, in words", () => {
    expect(daysText(["Friday", "Monday"], tIn("en"))).toBe("Monday, Friday");
    expect(daysText(["Sunday", "Saturday"], tIn("es"))).toBe("sábado, domingo");
  });

  it("says any day without any", () => {
    expect(daysText(null, tIn("en"))).toBe("Any day");
    expect(daysText([], tIn("fr"))).toBe("N'importe quel jour");
  });
});

describe("the versions by when they apply", () => {
  const version = (id: number, from: string): EstimateVersion => ({
    id,
    effective_from: from,
    weekly_hours_min: 10,
    weekly_hours_max: 20,
    days: null,
    note: null,
    created_by: 1,
    created_at: "2027-01-01T00:00:00.000Z",
  });
  const day = Temporal.PlainDate.from("2027-09-08");

  it("finds the one in force, those to come and the earlier ones", () => {
    const versions = [
      version(4, "01-10-2027"),
      version(3, "08-09-2027"),
      version(2, "01-08-2027"),
      version(1, "01-01-2027"),
    ];
    const { current, upcoming, earlier } = byStatus(versions, day);
    expect(current?.id).toBe(3);
    expect(upcoming.map((v) => v.id)).toEqual([4]);
    expect(earlier.map((v) => v.id)).toEqual([2, 1]);
  });

  it("has none in force when every version is still to come, or there is none", () => {
    expect(byStatus([version(1, "09-09-2027")], day)).toEqual({
      current: null,
      upcoming: [version(1, "09-09-2027")],
      earlier: [],
    });
    expect(byStatus([], day)).toEqual({ current: null, upcoming: [], earlier: [] });
  });
});

describe("the week's flag", () => {
  const flag = (id: number, name: string, hours: number, min: number, max: number): EstimateFlag => ({
    employee_id: id,
    employee_name: name,
    scheduled_hours: hours,
    weekly_hours_min: min,
    weekly_hours_max: max,
    outside: hours > max ? "above" : "below",
  });
  const flags = [flag(7, "Ana", 18, 12, 15.5), flag(9, "Bo", 4, 8, 8)];

  it("says how many and each person's hours against their estimate", () => {
    expect(flagSentence(flags, tIn("en"), "en-US")).toBe(
      "2 people are scheduled outside their good-faith estimate: Ana 18 h (estimate 12–15.5 h), Bo 4 h (estimate 8 h)",
    );
    expect(flagSentence([flags[0] as EstimateFlag], tIn("en"), "en-US")).toBe(
      "1 person is scheduled outside their good-faith estimate: Ana 18 h (estimate 12–15.5 h)",
    );
  });

  it("reads in Spanish and French", () => {
    expect(flagSentence(flags, tIn("es"), "es")).toBe(
      "2 personas tienen turnos fuera de su estimación de buena fe: Ana 18 h (estimación 12–15,5 h), Bo 4 h (estimación 8 h)",
    );
    expect(flagSentence([flags[0] as EstimateFlag], tIn("fr"), "fr")).toBe(
      "1 personne est planifiée en dehors de son estimation de bonne foi : Ana 18 h (estimation 12–15,5 h)",
    );
  });

  it("keeps each person's id for the link to their record", () => {
    expect(flagParts(flags, tIn("en"), "en-US").items.map((i) => [i.employeeId, i.name])).toEqual([
      [7, "Ana"],
      [9, "Bo"],
    ]);
  });
});
