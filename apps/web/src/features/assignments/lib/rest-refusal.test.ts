import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import type { Message } from "@brigade/contract/i18n/template";
import { translateMessage } from "@brigade/contract/i18n/translate";
import type { Locale } from "@brigade/contract/locales";
import { describe, expect, it } from "vitest";
import { restRefusalKind, templatePattern } from "./rest-refusal";

const sayIn = (locale: Locale) => (message: Message) => translateMessage(message, locale);

describe.each(["en", "es", "fr"] as const)("restRefusalKind in %s", (locale) => {
  const say = sayIn(locale);

  it("knows the refusal that asks for the employee's consent, whatever the hours and the name", () => {
    for (const [hours, name] of [
      [8, "Rosa Díaz"],
      [7.5, "Jean-Luc (Cook) 2"],
      [10.25, "A"],
      [1234.5, "Omar; 11 hours"],
    ] as const)
      expect(restRefusalKind(say(M.restNeedsConsent.said(hours, name)), say), `${hours} ${name}`).toBe("ask");
  });

  it("knows a decline, which asks nothing", () => {
    expect(restRefusalKind(say(M.restDeclined.said("Rosa Díaz")), say)).toBe("declined");
  });

  it("reads any other refusal as none of these", () => {
    expect(restRefusalKind(say(ASSIGN_MESSAGES.slotFull), say)).toBeNull();
    expect(restRefusalKind(say(ASSIGN_MESSAGES.overlaps), say)).toBeNull();
    expect(restRefusalKind(say(M.consentPending), say)).toBeNull();
    expect(restRefusalKind("", say)).toBeNull();
  });
});

it("a refusal in one language is not read as another language's", () => {
  const english = translateMessage(M.restNeedsConsent.said(8, "Rosa"), "en");
  expect(restRefusalKind(english, sayIn("fr"))).toBeNull();
  expect(restRefusalKind(english, sayIn("en"))).toBe("ask");
});

describe("templatePattern", () => {
  it("keeps the template's own text around its number and name", () => {
    const pattern = templatePattern((n, name) => `Rest ${n} h. (${name}) agrees?`);
    expect(pattern.test("Rest 8 h. (Ana) agrees?")).toBe(true);
    expect(pattern.test("Rest 7,5 h. (Ana Ruiz) agrees?")).toBe(true);
    // Its punctuation is text, not a pattern.
    expect(pattern.test("Rest 8 hx (Ana) agrees?")).toBe(false);
    expect(pattern.test("Rest  h. (Ana) agrees?")).toBe(false);
    expect(pattern.test("Rest 8 h. (Ana) agrees? Yes")).toBe(false);
  });
});
