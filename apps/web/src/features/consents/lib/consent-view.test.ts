import type { ConsentItem } from "@brigade/contract/fair-workweek/consents";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import {
  ANSWERED_SHOWN,
  consentSections,
  consentWhen,
  hasRequests,
  premiumText,
  restText,
  withAnswer,
} from "./consent-view";

beforeAll(async () => {
  await initI18n();
  for (const [locale, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as const) {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
  }
});

const tIn = (locale: "en" | "es" | "fr") => i18next.getFixedT(locale, "consents");

/** New York City's request of a cook: an opening shift at 07:00 after a closing at 23:00, $100.00. */
function consent(over: Partial<ConsentItem> = {}): ConsentItem {
  return {
    id: 1,
    kind: "rest",
    status: "pending",
    employee_id: 7,
    employee_name: "Rosa",
    shift_id: 11,
    slot_id: 12,
    area_role_id: 13,
    shift_name: "Opening",
    location_id: 3,
    location_name: "Grill",
    time_zone: "America/New_York",
    // Tuesday 14 July 2026, 07:00 to 15:00 in New York (EDT).
    from: "2026-07-14T11:00:00.000Z",
    to: "2026-07-14T19:00:00.000Z",
    rest_hours: 8,
    limit_hours: 11,
    pack_id: "us-nyc-fast-food",
    premium: { amount: "100.00", basis: "amount" },
    consent: "required",
    requested_by: 1,
    requested_at: "2026-07-01T12:00:00.000Z",
    answered_at: null,
    ...over,
  };
}

describe("the rest a request leaves", () => {
  it("says the hours left and the rule's", () => {
    expect(restText(consent(), tIn("en"))).toBe("This leaves you 8 hours of rest (the rule asks 11 hours).");
    expect(restText(consent({ rest_hours: 7.75, limit_hours: 10 }), tIn("en"))).toBe(
      "This leaves you 7.75 hours of rest (the rule asks 10 hours).",
    );
    expect(restText(consent({ rest_hours: 1, limit_hours: 9 }), tIn("en"))).toBe(
      "This leaves you 1 hour of rest (the rule asks 9 hours).",
    );
  });

  it("says it in Spanish and French, with their numbers", () => {
    expect(restText(consent(), tIn("es"))).toBe("Esto te deja 8 horas de descanso (la norma pide 11 horas).");
    expect(restText(consent({ rest_hours: 7.75 }), tIn("fr"))).toBe(
      "Cela vous laisse 7,75 heures de repos (la règle en demande 11 heures).",
    );
  });
});

describe("the premium a request pays", () => {
  it("says the amount in the pack's money", () => {
    expect(premiumText(consent(), tIn("en"), "en")).toBe("It pays you $100.00 more.");
    expect(premiumText(consent({ premium: { amount: "20.00", basis: "hours" } }), tIn("en"), "en")).toBe(
      "It pays you $20.00 more.",
    );
    expect(premiumText(consent(), tIn("fr"), "fr")).toMatch(/^Cela vous rapporte 100,00\s\$US de plus\.$/);
    expect(premiumText(consent(), tIn("es"), "es")).toMatch(/^Te paga 100,00\sUS\$ más\.$/);
  });

  it("says a premium on a rate not set yet, and nothing when none is shown or owed", () => {
    expect(premiumText(consent({ premium: { amount: null, basis: "no_rate" } }), tIn("en"), "en")).toBe(
      "It pays you a premium on your hourly rate, once your manager has set it.",
    );
    expect(premiumText(consent({ premium: null }), tIn("en"), "en")).toBeNull();
    expect(premiumText(consent({ premium: { amount: "0.00", basis: "not_owed" } }), tIn("en"), "en")).toBeNull();
  });
});

it("reads the shift on its location's clock, whatever the phone's zone", () => {
  i18next.changeLanguage("en");
  expect(consentWhen(consent())).toEqual({ day: "Tue 14 Jul", time: "07:00 AM – 03:00 PM EDT" });
  expect(consentWhen(consent({ time_zone: "Europe/Paris" })).time).toBe("01:00 PM – 09:00 PM GMT+2");
});

describe("the section's lists", () => {
  const now = new Date("2026-07-10T12:00:00.000Z");
  const pending = consent({ id: 1 });
  const answered = (id: number, status: "accepted" | "declined", to = "2026-07-20T19:00:00.000Z") =>
    consent({ id, status, to, answered_at: "2026-07-02T12:00:00.000Z" });

  it("has the pending requests, then the last few answered, newest first", () => {
    const latest = [pending, answered(2, "accepted"), answered(3, "declined"), answered(4, "accepted")];
    latest.push(answered(5, "accepted"));
    const sections = consentSections({ pending: [pending], latest }, now);
    expect(sections.open.map((c) => c.id)).toEqual([1]);
    expect(ANSWERED_SHOWN).toBe(3);
    expect(sections.answered.map((c) => [c.id, c.status])).toEqual([
      [2, "accepted"],
      [3, "declined"],
      [4, "accepted"],
    ]);
    expect(hasRequests(sections)).toBe(true);
  });

  it("leaves out requests whose shift is over, and is empty with none", () => {
    const over = "2026-07-09T19:00:00.000Z";
    const sections = consentSections(
      {
        pending: [consent({ id: 8, to: over })],
        latest: [consent({ id: 8, to: over }), answered(9, "accepted", over)],
      },
      now,
    );
    expect(sections).toEqual({ open: [], answered: [] });
    expect(hasRequests(sections)).toBe(false);
    expect(hasRequests(consentSections({ pending: [], latest: [] }, now))).toBe(false);
  });

  it("keeps a request answered on screen in place, with its answer, and not twice", () => {
    const data = { pending: [pending, consent({ id: 6 })], latest: [pending, consent({ id: 6 })] };
    const after = withAnswer(data, { ...pending, status: "accepted", answered_at: "2026-07-10T12:00:00.000Z" });
    const sections = consentSections(after, now);
    expect(sections.open.map((c) => [c.id, c.status])).toEqual([
      [1, "accepted"],
      [6, "pending"],
    ]);
    expect(sections.answered).toEqual([]);
    // Read again, it is among the answered.
    const read = consentSections({ pending: [consent({ id: 6 })], latest: after.latest }, now);
    expect(read.open.map((c) => c.id)).toEqual([6]);
    expect(read.answered.map((c) => [c.id, c.status])).toEqual([[1, "accepted"]]);
  });
});
