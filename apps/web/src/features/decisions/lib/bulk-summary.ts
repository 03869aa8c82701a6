import type { RequestListingItem, ShiftActionBulkItem } from "@brigade/contract/decisions";

/** What a bulk decision did, in the words of the page: how many went through, and who did not and why. */
export type BulkSummary = {
  verb: "accepted" | "approved" | "rejected";
  done: number;
  failures: { id: number; who: string; reason: string }[];
};

/** Only a request still to decide, not expired and not the manager's own, may be picked for a bulk decision. */
export const isSelectable = (row: RequestListingItem, ownEmployeeId?: number | null): boolean =>
  (row.status === "Pending" || row.status === "Apply For Leave") && !row.expired && row.employee_id !== ownEmployeeId;

/** The server's per-request results, named by the rows they were about (a name gone from the page reads "#id"). */
export function summarizeBulk(
  results: ShiftActionBulkItem[],
  rows: RequestListingItem[],
  decision: "Accepted" | "Rejected",
  leave: boolean,
): BulkSummary {
  const names = new Map(rows.map((r) => [r.id, r.employee.user.name]));
  return {
    verb: decision === "Rejected" ? "rejected" : leave ? "approved" : "accepted",
    done: results.filter((r) => r.ok).length,
    failures: results
      .filter((r) => !r.ok)
      .map((r) => ({ id: r.id, who: names.get(r.id) ?? `#${r.id}`, reason: r.message ?? "" })),
  };
}
