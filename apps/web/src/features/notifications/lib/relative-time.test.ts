import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTime(ago(10), now)).toBe("just now");
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600), now)).toBe("3 hours ago");
    expect(relativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(3 * 86_400), now)).toBe("3 days ago");
  });

  it("gives the day, in the reader's zone, from a week back", () => {
    expect(relativeTime("2026-11-10T03:00:00Z", now, "America/New_York")).toBe("09-11-2026");
    expect(relativeTime("2026-11-10T03:00:00Z", now, "Europe/London")).toBe("10-11-2026");
  });

  it("treats a time a little ahead of the browser's clock as just now", () => {
    expect(relativeTime(ago(-20), now)).toBe("just now");
  });
});
