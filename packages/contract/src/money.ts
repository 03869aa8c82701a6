import { z } from "zod";
import { requiredMessage } from "./messages";

// Money (time-and-cost.md, "Money"): amounts travel as decimal strings with two places ("18.50") and are
// counted in code as integer cents, so sums never pick up a float's error.

/** The currencies a business may set (ISO 4217 codes Intl knows); USD by default. */
export const DEFAULT_CURRENCY = "USD";
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A money text: digits with at most two decimals, no sign, no exponent. */
const MONEY_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents of a money text ("18.5" -> 1850), or null when it is not one. */
export function parseCents(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The contract's form of an amount of cents: "18.50", "-3.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An amount of cents divided and rounded half up (positive amounts): the one rounding of every cost. */
export const roundDiv = (numerator: number, denominator: number): number => Math.floor(numerator / denominator + 0.5);

/**
 * A money field of a body: a string of at most two decimals between the bounds (in cents), read as cents.
 * A JSON number is refused: the contract keeps floats out of money.
 */
export const centsField = (label: string, limits: { min: number; max: number }, message: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : message) })
    .transform((text, ctx) => {
      const cents = parseCents(text);
      if (cents === null || cents < limits.min || cents > limits.max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });

/** How a decimal amount as the API writes it ("18.50") reads on a screen; one that does not parse reads as 0. */
export const formatAmount = (amount: string, currency: string, locale = "en"): string =>
  formatMoney(parseCents(amount) ?? 0, currency, locale);

/** How an amount reads on a screen: "$18.50", "18,50 €". */
export function formatMoney(cents: number, currency: string, locale = "en"): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
  } catch {
    return `${formatCents(cents)} ${currency}`;
  }
}
