import { describe, expect, it } from "vitest";
import { LOCALES } from "../locales";
import { fill, MAIL_TEXTS } from "./mail";

/** Every string of a catalogue by its path ("requestDecided.statuses.Pickup accepted.title"). */
function strings(value: unknown, path = ""): Map<string, string> {
  if (typeof value === "string") return new Map([[path, value]]);
  const entries = Object.entries(value as Record<string, unknown>);
  return new Map(entries.flatMap(([key, inner]) => [...strings(inner, path ? `${path}.${key}` : key)]));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the notification and e-mail texts", () => {
  const english = strings(MAIL_TEXTS.en);

  it("has every English key in each language, and no other", () => {
    expect(english.size).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      expect([...strings(MAIL_TEXTS[locale]).keys()].sort(), locale).toEqual([...english.keys()].sort());
    }
  });

  it("keeps each sentence's placeholders, and translates it", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of strings(MAIL_TEXTS[locale])) {
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ""));
      }
    }
    // Spot checks that the languages are not English under another name.
    expect(MAIL_TEXTS.es.reset.subject).toBe("Restablece tu contraseña de Brigade");
    expect(MAIL_TEXTS.fr.reset.subject).toBe("Réinitialisez votre mot de passe Brigade");
  });
});

describe("fill", () => {
  it("fills placeholders once, leaving braces inside values alone", () => {
    expect(fill("{actor} offers you {shift}.", { actor: "{shift}", shift: "Dinner" })).toBe(
      "{shift} offers you Dinner.",
    );
    expect(fill("Hi {name}, {unknown}", { name: "Ann" })).toBe("Hi Ann, {unknown}");
  });
});
