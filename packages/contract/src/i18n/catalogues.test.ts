import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES_ES } from "./messages.es";
import { MESSAGES_FR } from "./messages.fr";
import { type Catalogue, SERVER_MESSAGES, type Translation } from "./server-messages";
import { placeholdersOf } from "./template";
import { FIELD_LABELS, TERMS } from "./terms";
import { TERMS_ES } from "./terms.es";
import { TERMS_FR } from "./terms.fr";

const CATALOGUES: [string, Catalogue][] = [
  ["es", MESSAGES_ES],
  ["fr", MESSAGES_FR],
];

/** The English of each key, as its forms: { "": text } for a plain text. */
const english = new Map(
  [...SERVER_MESSAGES].map(([key, message]) => {
    const text = typeof message === "string" ? message : message.template;
    return [key, typeof text === "string" ? { "": text } : text] as const;
  }),
);
const formsOf = (translation: Translation): Readonly<Record<string, string>> =>
  typeof translation === "string" ? { "": translation } : translation;

/** The numbers a text writes, without their grouping: "20,000", "20.000" and "20 000" are all 20000. */
const numbersIn = (text: string) =>
  (text.match(/\d(?:[\d,.\u00a0\u202f]*\d)?/g) ?? []).map((n) => n.replace(/[,.\u00a0\u202f]/g, "")).sort();

describe.each(CATALOGUES)("the %s catalogue", (_language, catalogue) => {
  it("has every key of the registry and no other", () => {
    const keys = Object.keys(catalogue);
    expect([...english.keys()].filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it("has the English forms (plural, choice) of each key, each with the English placeholders", () => {
    const wrong: string[] = [];
    for (const [key, forms] of english) {
      const translated = catalogue[key];
      if (translated === undefined) continue;
      const translatedForms = formsOf(translated);
      if (Object.keys(translatedForms).sort().join() !== Object.keys(forms).sort().join()) wrong.push(`${key}: forms`);
      for (const [form, text] of Object.entries(forms)) {
        const translation = translatedForms[form] ?? "";
        if (placeholdersOf(translation).join() !== placeholdersOf(text).join()) wrong.push(`${key}.${form}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("writes the English numbers (limits, formats), in its own way", () => {
    const wrong: string[] = [];
    for (const [key, forms] of english)
      for (const [form, text] of Object.entries(forms)) {
        const translation = formsOf(catalogue[key] ?? "")[form] ?? "";
        if (numbersIn(translation).join() !== numbersIn(text).join()) wrong.push(`${key}.${form}: ${translation}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe("the terms", () => {
  it("have a word in each language", () => {
    for (const terms of [TERMS_ES, TERMS_FR]) expect(TERMS.filter((term) => !terms[term]?.trim())).toEqual([]);
  });

  it("include every label the contract and the server pass to the label messages", () => {
    const root = fileURLToPath(new URL("../../../../", import.meta.url));
    const sources = [join(root, "packages/contract/src"), join(root, "apps/server/src")].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => readFileSync(join(dir, file), "utf8")),
    );
    // The contract's label helpers (fields.ts, timelines.ts, time-off.ts ...) and the messages that take a label.
    const call =
      /\b(?:requiredText|optionalText|requiredMessage|maxLengthMessage|invalidCharactersMessage|mustBeTextMessage|dateFormat|timeFormat|mismatch|id|optionalIdList|optionalSearch|dayField|periodDay|dayText|day|timeField|clockTime|fieldError|hoursField|text|flag)\("([a-z][a-z ]*)"/g;
    const labels = new Set(sources.flatMap((source) => [...source.matchAll(call)].map((m) => m[1] as string)));
    expect(labels.size).toBeGreaterThan(30);
    expect([...labels].filter((label) => !(FIELD_LABELS as readonly string[]).includes(label))).toEqual([]);
  });
});
