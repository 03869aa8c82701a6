import { RULE_PACKS } from "@brigade/contract/fair-workweek/packs";
import { usNycFastFood } from "@brigade/contract/fair-workweek/packs/us-nyc-fast-food";
import { usSeattle } from "@brigade/contract/fair-workweek/packs/us-seattle";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import { bandLabel, packSummary, payText, restText } from "./pack-text";

beforeAll(async () => {
  await initI18n();
  for (const [locale, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as const) {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
  }
});

const tIn = (locale: "en" | "es" | "fr") => i18next.getFixedT(locale, "fairWorkweek");

describe("a notice band", () => {
  const t = () => tIn("en");
  const band = (min: number, max: number) => bandLabel({ min_notice_hours: min, max_notice_hours: max }, t(), "en");

  it("reads in hours up to a day and in days beyond", () => {
    expect(band(0, 24)).toBe("Under 24 hours");
    expect(band(24, 168)).toBe("24 hours to 7 days");
    expect(band(168, 336)).toBe("7 to 14 days");
    expect(band(0, 336)).toBe("Under 14 days");
    expect(band(12, 36)).toBe("12 hours to 36 hours");
    expect(band(0, 1)).toBe("Under 1 hour");
  });

  it("reads in Spanish and French", () => {
    expect(bandLabel({ min_notice_hours: 168, max_notice_hours: 336 }, tIn("es"), "es")).toBe("De 7 a 14 días");
    expect(bandLabel({ min_notice_hours: 0, max_notice_hours: 24 }, tIn("fr"), "fr")).toBe("Moins de 24 heures");
  });
});

describe("a pay rule", () => {
  const pay = (rule: Parameters<typeof payText>[0], locale: "en" | "es" | "fr" = "en") =>
    payText(rule, "USD", tIn(locale), locale);

  it("says an amount in the user's money format", () => {
    expect(pay({ amount: "15.00" })).toBe("$15.00");
    expect(pay({ amount: "75" })).toBe("$75.00");
    expect(pay({ amount: "15.00" }, "fr")).toMatch(/^15,00\s\$US$/);
  });

  it("says hours of pay, with a short shift's own hours", () => {
    expect(pay({ hours: 1 })).toBe("1 hour of pay");
    expect(pay({ hours: 1.5 })).toBe("1.5 hours of pay");
    expect(pay({ hours: 4, short_shift: { max_shift_hours: 4, hours: 2 } })).toBe(
      "4 hours of pay (2 for a shift of 4 hours or less)",
    );
    expect(pay({ hours: 1.5 }, "fr")).toBe("1,5 heure de salaire");
  });

  it("says a share of the hours lost, with its cap", () => {
    expect(pay({ lost_hours_share: 0.5 })).toBe("half the hours lost");
    expect(pay({ lost_hours_share: 1 })).toBe("the hours lost");
    expect(pay({ lost_hours_share: 1, max_hours: 4 })).toBe("the hours lost, at most 4 hours");
    expect(pay({ lost_hours_share: 0.75 })).toBe("75% of the hours lost");
  });

  it("says nothing is owed", () => {
    expect(pay(null)).toBe("Nothing");
    expect(pay(null, "es")).toBe("Nada");
  });
});

describe("the rest rule", () => {
  it("says the hours, the consent and the premium", () => {
    expect(restText(usNycFastFood.rest, "USD", tIn("en"), "en")).toBe(
      "At least 11 hours between shifts on consecutive days; less needs the employee's written consent and pays $100.00.",
    );
    expect(restText(usSeattle.rest, "USD", tIn("en"), "en")).toBe(
      "At least 10 hours between shifts on consecutive days; the employee may decline less, and the hours inside it are paid at 1.5 times the rate.",
    );
    expect(restText(null, "USD", tIn("en"), "en")).toBe("This ordinance sets none.");
    expect(restText(usSeattle.rest, "USD", tIn("fr"), "fr")).toContain("1,5 fois le taux");
  });
});

describe("a pack's summary", () => {
  it("has NYC's figures, each with its source", () => {
    const summary = packSummary(usNycFastFood, tIn("en"), "en");
    expect(summary.effective).toBe("26-11-2017");
    expect(summary.notice).toEqual({ text: "14 days ahead", source: "NYC Admin. Code § 20-1221" });
    expect(summary.bands.map((b) => [b.label, b.added, b.reduced])).toEqual([
      ["Under 24 hours", "$15.00", "$75.00"],
      ["24 hours to 7 days", "$15.00", "$45.00"],
      ["7 to 14 days", "$10.00", "$20.00"],
    ]);
    expect(summary.bands[0]?.source).toBe("NYC Admin. Code § 20-1222(a)(3), (5)");
    expect(summary.addedThreshold).toBeNull();
    expect(summary.exempt[0]).toEqual({
      text: "Operations stopped by an emergency",
      source: "NYC Admin. Code § 20-1222(c)(1)(a)",
    });
    expect(summary.estimate.text).toBe("Required");
    expect(summary.records).toEqual({ text: "Kept 3 years", source: "NYC Admin. Code § 20-1206" });
  });

  it("says a pack's small changes and added-minutes threshold in minutes", () => {
    const pack = { ...usSeattle, added_minutes_threshold: 30, small_change_minutes: 15 };
    pack.exempt = [{ reason: "small_change", source: "X" }];
    const summary = packSummary(pack, tIn("en"), "en");
    expect(summary.addedThreshold).toBe("Adding 30 minutes or less owes nothing.");
    expect(summary.exempt).toEqual([{ text: "Changes of at most 15 minutes", source: "X" }]);
  });

  it("words every shipped pack in every language, with no key left showing", () => {
    for (const locale of ["en", "es", "fr"] as const) {
      for (const pack of RULE_PACKS) {
        const text = JSON.stringify(packSummary(pack, tIn(locale), locale));
        expect(text, `${pack.id} ${locale}`).not.toMatch(/\b(band|pay|rest|exempt|summary|estimate|records)\.\w/);
      }
    }
  });
});
