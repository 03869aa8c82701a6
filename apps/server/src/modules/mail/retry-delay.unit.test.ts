import { describe, expect, it } from "vitest";
import { retryDelay } from "./worker";

describe("the wait before a mail's next attempt", () => {
  it("starts at MAIL_RETRY_MS (30 s by default) and doubles after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits more than an hour", () => {
    expect(retryDelay(30_000, 8)).toBe(3_600_000);
    expect(retryDelay(30_000, 40)).toBe(3_600_000);
  });
});
