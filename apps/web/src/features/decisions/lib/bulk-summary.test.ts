import type { RequestListingItem } from "@brigade/contract/decisions";
import { describe, expect, it } from "vitest";
import { isSelectable, summarizeBulk } from "./bulk-summary";

const row = (id: number, name: string, over: Partial<RequestListingItem> = {}) =>
  ({
    id,
    status: "Pending",
    expired: false,
    employee_id: id * 10,
    employee: { user: { name } },
    ...over,
  }) as RequestListingItem;

describe("bulk decisions", () => {
  it("offer only requests still to decide, not expired, not the manager's own", () => {
    expect(isSelectable(row(1, "Ann"), 99)).toBe(true);
    expect(isSelectable(row(1, "Ann", { status: "Apply For Leave" }), 99)).toBe(true);
    expect(isSelectable(row(1, "Ann", { expired: true }), 99)).toBe(false);
    expect(isSelectable(row(1, "Ann", { status: "Accepted" }), 99)).toBe(false);
    expect(isSelectable(row(1, "Ann"), 10)).toBe(false);
  });

  it("sum up what went through and name who did not, with the server's reason", () => {
    const rows = [row(1, "Ann"), row(2, "Ben")];
    const results = [
      { id: 1, ok: true, status: "Released" as const },
      { id: 2, ok: false, message: "Full." },
      { id: 3, ok: false, message: "Gone." },
    ];
    expect(summarizeBulk(results, rows, "Accepted", true)).toEqual({
      verb: "approved",
      done: 1,
      failures: [
        { id: 2, who: "Ben", reason: "Full." },
        { id: 3, who: "#3", reason: "Gone." },
      ],
    });
    expect(summarizeBulk([], rows, "Rejected", false).verb).toBe("rejected");
    expect(summarizeBulk([], rows, "Accepted", false).verb).toBe("accepted");
  });
});
