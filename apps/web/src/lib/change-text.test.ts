import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../i18n";
import { catalogue as es } from "../i18n/locales/es";
import { catalogue as fr } from "../i18n/locales/fr";
import { previewPayText } from "./change-text";

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
const paid = (amount: string | null) => ({ pay: { amount, basis: amount === null ? "no_rate" : "amount" } as const });

describe("previewPayText", () => {
  it("says the pay and how many changes owe it", () => {
    const text = previewPayText(
      { changes: [paid("10.00"), paid("15.00")], pay_total: "25.00" },
      "USD",
      tIn("en"),
      "en",
    );
    expect(text).toEqual({ line: "Predictability pay: $25.00 for 2 changes", notes: [] });
    expect(previewPayText({ changes: [paid("0.00")], pay_total: "0.00" }, "USD", tIn("en"), "en").line).toBe(
      "Predictability pay: $0.00 for 1 change",
    );
  });

  it("says when nothing posted changes", () => {
    expect(previewPayText({ changes: [], pay_total: "0.00" }, "USD", tIn("en"), "en")).toEqual({
      line: "No predictability pay: this changes no position on a posted shift.",
      notes: [],
    });
  });

  it("reads '—' to a manager who does not see money, and says why", () => {
    const text = previewPayText({ changes: [{ pay: null }, { pay: null }], pay_total: null }, "USD", tIn("en"), "en");
    expect(text.line).toBe("Predictability pay: — for 2 changes");
    expect(text.notes).toEqual(["Only the owner, and managers the owner allows, see predictability pay."]);
  });

  it("counts the changes owed but unpriced (no rate)", () => {
    const text = previewPayText({ changes: [paid(null), paid("10.00")], pay_total: "10.00" }, "USD", tIn("en"), "en");
    expect(text.line).toBe("Predictability pay: $10.00 for 2 changes");
    expect(text.notes).toEqual(["1 change owes pay, but its employee has no pay rate."]);
  });

  it("speaks Spanish and French, with their money", () => {
    const preview = { changes: [paid("45.50")], pay_total: "45.50" };
    expect(previewPayText(preview, "USD", tIn("es"), "es").line).toMatch(
      /^Pago por cambios de horario: 45,50\sUS\$ por 1 cambio$/,
    );
    expect(previewPayText(preview, "USD", tIn("fr"), "fr").line).toMatch(
      /^Indemnités de changement d'horaire\u00a0: 45,50\s\$US pour 1 changement$/,
    );
  });
});
