import { LABOUR_MESSAGES } from "@brigade/contract/labour-cost";
import { TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import { basisText, changeText, noticeText, payText, payTotal, periodProblem, reasonText, weekOf } from "./change-text";

beforeAll(async () => {
  await initI18n();
  for (const [locale, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as const) {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
  }
});

const tIn = (locale: "en" | "es" | "fr") => i18next.getFixedT(locale, "changeLog");
const en = () => tIn("en");

describe("the notice a change gave", () => {
  const notice = (hours: number) => noticeText(hours, en(), "en");

  it("reads in hours under 48 hours, cut (not rounded) to a tenth", () => {
    expect(notice(0)).toBe("0 hours");
    expect(notice(1)).toBe("1 hour");
    expect(notice(5.5)).toBe("5.5 hours");
    expect(notice(23.99)).toBe("23.9 hours");
    expect(notice(47.96)).toBe("47.9 hours");
  });

  it("reads in days from 48 hours on", () => {
    expect(notice(48)).toBe("2 days");
    expect(notice(72)).toBe("3 days");
    expect(notice(84)).toBe("3.5 days");
    expect(notice(335.9)).toBe("13.9 days");
    expect(notice(336)).toBe("14 days");
  });

  it("says when the change came after the shift began", () => {
    expect(notice(-0.5)).toBe("After the shift began");
  });

  it("reads in Spanish and French, with their decimal comma", () => {
    expect(noticeText(5.5, tIn("es"), "es")).toBe("5,5 horas");
    expect(noticeText(24 * 3, tIn("es"), "es")).toBe("3 días");
    expect(noticeText(1, tIn("fr"), "fr")).toBe("1 heure");
    expect(noticeText(84, tIn("fr"), "fr")).toBe("3,5 jours");
    expect(noticeText(-1, tIn("fr"), "fr")).toBe("Après le début du service");
  });
});

describe("what changed", () => {
  it("names the kind and the hours before and after", () => {
    expect(changeText({ kind: "added", hours_before: 0, hours_after: 6 }, en(), "en")).toEqual({
      kind: "Added",
      hours: "0 h → 6 h",
    });
    expect(changeText({ kind: "reduced", hours_before: 6.5, hours_after: 4.25 }, en(), "en")).toEqual({
      kind: "Cut",
      hours: "6.5 h → 4.25 h",
    });
    expect(changeText({ kind: "reduced", hours_before: 6.5, hours_after: 0 }, tIn("fr"), "fr").hours).toBe(
      "6,5 h → 0 h",
    );
  });
});

describe("the reason or exemption", () => {
  it("gives the exemption's label, the reason written, both, or a dash", () => {
    expect(reasonText({ exempt_reason: "employee_request", reason: null }, en())).toBe("Employee's request");
    expect(reasonText({ exempt_reason: null, reason: " Sick cover " }, en())).toBe("Sick cover");
    expect(reasonText({ exempt_reason: "emergency", reason: "Burst pipe" }, en())).toBe("Emergency · Burst pipe");
    expect(reasonText({ exempt_reason: null, reason: "  " }, en())).toBe("—");
    expect(reasonText({ exempt_reason: "employee_request", reason: null }, tIn("es"))).toBe("Petición del empleado");
  });
});

describe("the basis of the pay", () => {
  const basis = (
    b: NonNullable<Parameters<typeof basisText>[0]["pay"]>["basis"],
    exempt: Parameters<typeof basisText>[0]["exempt_reason"] = null,
    days: number | null = null,
  ) => basisText({ pay: { amount: "0.00", basis: b }, exempt_reason: exempt }, days, en());

  it("says each basis in words", () => {
    expect(basis("no_rules")).toBe("No rules for this location");
    expect(basis("outside_notice")).toBe("Outside the notice window");
    expect(basis("outside_notice", null, 14)).toBe("Outside the 14-day window");
    expect(basis("exempt", "employee_request")).toBe("Exempt: employee's request");
    expect(basis("exempt", "public_authority")).toBe("Exempt: order of a public authority");
    expect(basis("exempt")).toBe("Exempt");
    expect(basis("small_change")).toBe("Exempt: small change");
    expect(basis("below_threshold")).toBe("Below the threshold for added time");
    expect(basis("not_owed")).toBe("Nothing owed at this notice");
    expect(basis("amount")).toBe("Set amount for this notice");
    expect(basis("hours")).toBe("Hours of the employee's pay");
    expect(basis("lost_hours_share")).toBe("Share of the hours lost");
    expect(basis("no_rate")).toBe("Owed, but the employee has no pay rate");
  });

  it("is a dash for a caller who does not see pay", () => {
    expect(basisText({ pay: null, exempt_reason: "employee_request" }, 14, en())).toBe("—");
  });

  it("reads in Spanish and French", () => {
    const item = { pay: { amount: "0.00", basis: "outside_notice" as const }, exempt_reason: null };
    expect(basisText(item, 14, tIn("es"))).toBe("Fuera del plazo de 14 días");
    expect(basisText(item, 14, tIn("fr"))).toBe("Hors du délai de 14 jours");
    const exempt = { pay: { amount: "0.00", basis: "exempt" as const }, exempt_reason: "employee_request" as const };
    expect(basisText(exempt, null, tIn("fr"))).toBe("Exempté\u00a0: demande du salarié");
  });
});

describe("the pay", () => {
  it("is money in the business's currency, a dash when hidden, and 'No rate' when owed but unpriced", () => {
    expect(payText({ amount: "75.00", basis: "amount" }, "USD", en(), "en")).toBe("$75.00");
    expect(payText({ amount: "0.00", basis: "no_rules" }, "USD", en(), "en")).toBe("$0.00");
    expect(payText(null, "USD", en(), "en")).toBe("—");
    expect(payText({ amount: null, basis: "no_rate" }, "USD", en(), "en")).toBe("No rate");
    expect(payText({ amount: null, basis: "no_rate" }, "USD", tIn("es"), "es")).toBe("Sin tarifa");
    expect(payText({ amount: "1234.50", basis: "hours" }, "EUR", tIn("fr"), "fr")).toBe(
      new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(1234.5),
    );
  });

  it("totals the rows shown, counts the unpriced, and knows when pay is hidden", () => {
    expect(
      payTotal([
        { pay: { amount: "15.00", basis: "amount" } },
        { pay: { amount: "75.00", basis: "amount" } },
        { pay: { amount: null, basis: "no_rate" } },
        { pay: { amount: "0.00", basis: "no_rules" } },
      ]),
    ).toEqual({ cents: 9000, unpriced: 1, shown: true });
    expect(payTotal([{ pay: null }, { pay: null }])).toEqual({ cents: 0, unpriced: 0, shown: false });
    expect(payTotal([])).toEqual({ cents: 0, unpriced: 0, shown: false });
  });
});

describe("the period", () => {
  const day = (text: string) => Temporal.PlainDate.from(text);

  it("defaults to the Monday-to-Sunday week holding a day", () => {
    const sunday = weekOf(day("2027-02-07"));
    expect([sunday.from.toString(), sunday.to.toString()]).toEqual(["2027-02-01", "2027-02-07"]);
    const monday = weekOf(day("2027-02-01"));
    expect([monday.from.toString(), monday.to.toString()]).toEqual(["2027-02-01", "2027-02-07"]);
  });

  it("is at most 62 days, and never ends before it starts", () => {
    expect(periodProblem({ from: day("2027-01-01"), to: day("2027-03-03") })).toBeNull();
    expect(periodProblem({ from: day("2027-01-01"), to: day("2027-03-04") })).toBe(LABOUR_MESSAGES.periodTooLong);
    expect(periodProblem({ from: day("2027-01-02"), to: day("2027-01-01") })).toBe(TIMELINE_MESSAGES.toBeforeFrom);
    expect(periodProblem({ from: day("2027-01-01"), to: day("2027-01-01") })).toBeNull();
  });
});
