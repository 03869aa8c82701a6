import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it("keeps a path inside the app, with its query", () => {
    expect(safeNextPath("/team-member-record?page=2")).toBe("/team-member-record?page=2");
  });

  it("refuses addresses that leave the app or loop back to the login page", () => {
    for (const next of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "/login?next=/x"]) {
      expect(safeNextPath(next)).toBe("/");
    }
  });
});
