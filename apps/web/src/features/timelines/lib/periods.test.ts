import { Temporal } from "temporal-polyfill";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import {
  columnLabel,
  daysOf,
  hourLabel,
  localDate,
  longDate,
  periodOf,
  step,
  timeRange,
  toServerDate,
} from "./periods";

beforeAll(() => initI18n());

const day = (s: string) => Temporal.PlainDate.from(s);

describe("timeline periods", () => {
  it("takes the week from Monday, and steps by a week or a day", () => {
    const sunday = day("2027-01-17");
    expect(periodOf("week", sunday)).toEqual({ from: day("2027-01-11"), to: day("2027-01-17") });
    expect(periodOf("day", sunday)).toEqual({ from: sunday, to: sunday });
    expect(step("week", sunday, 1).toString()).toBe("2027-01-24");
    expect(step("day", sunday, -1).toString()).toBe("2027-01-16");
    expect(daysOf(periodOf("week", sunday)).map(columnLabel)).toEqual([
      "Mon 11",
      "Tue 12",
      "Wed 13",
      "Thu 14",
      "Fri 15",
      "Sat 16",
      "Sun 17",
    ]);
    expect(toServerDate(day("2027-01-05"))).toBe("05-01-2027");
  });

  it("labels hours 12am to 11pm and shows times in the location's zone", () => {
    expect(Array.from({ length: 24 }, (_, h) => hourLabel(h))).toEqual([
      "12am",
      "01am",
      "02am",
      "03am",
      "04am",
      "05am",
      "06am",
      "07am",
      "08am",
      "09am",
      "10am",
      "11am",
      "12pm",
      "01pm",
      "02pm",
      "03pm",
      "04pm",
      "05pm",
      "06pm",
      "07pm",
      "08pm",
      "09pm",
      "10pm",
      "11pm",
    ]);
    // 03:00Z on Monday is 22:00 on Sunday in New York.
    expect(localDate("2027-01-11T03:00:00.000Z", "America/New_York")).toBe("2027-01-10");
    expect(timeRange("2027-01-11T03:00:00.000Z", "2027-01-11T17:30:00.000Z", "America/New_York")).toBe(
      "10:00 PM to 12:30 PM",
    );
    expect(timeRange("2027-07-11T11:05:00.000Z", "2027-07-11T12:00:00.000Z", "Europe/London")).toBe(
      "12:05 PM to 01:00 PM",
    );
  });
});

describe("timeline dates in another language", () => {
  const speak = async (locale: string, catalogue: Record<string, object>) => {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
    await i18next.changeLanguage(locale);
  };
  afterEach(() => i18next.changeLanguage("en"));

  it("names weekdays and months in the language, on the spec's layout and the language's clock", async () => {
    expect(longDate(day("2026-01-05"))).toBe("Mon, 05 Jan 2026");
    await speak("es", es);
    expect(columnLabel(day("2026-01-07"))).toBe("mié 07");
    expect(longDate(day("2026-01-05"))).toBe("lun, 05 ene 2026");
    expect(timeRange("2027-07-11T11:05:00.000Z", "2027-07-11T12:00:00.000Z", "Europe/London")).toBe("12:05 a 13:00");
    await speak("fr", fr);
    expect(longDate(day("2026-02-01"))).toBe("dim. 01 févr. 2026");
  });
});
