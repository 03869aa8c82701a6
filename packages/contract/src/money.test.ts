import { describe, expect, it } from "vitest";
import { formatAmount, formatCents, formatMoney, parseCents } from "./money";

// Money as the API writes it (decimal strings) and as a screen shows it, without floats on the way.

describe("money", () => {
  it("parses decimal strings to integer cents and writes them back", () => {
    expect(parseCents("18.5")).toBe(1850);
    expect(parseCents("0.07")).toBe(7);
    expect(parseCents("12,50")).toBeNull();
    expect(formatCents(1850)).toBe("18.50");
  });

  it("shows an API amount in the currency and the reader's language", () => {
    expect(formatAmount("75.00", "USD", "en")).toBe("$75.00");
    expect(formatAmount("1234.5", "EUR", "fr")).toBe(formatMoney(123450, "EUR", "fr"));
    expect(formatAmount("1234.5", "EUR", "fr")).toMatch(/^1\s234,50\s€$/);
    expect(formatAmount("not money", "USD", "en")).toBe("$0.00");
  });
});
