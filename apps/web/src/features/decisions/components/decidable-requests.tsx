import type { RequestListingItem, RequestListingStatus } from "@brigade/contract/decisions";
import { type ComponentProps, useState } from "react";
import { useBulkShiftAction } from "../api/shift-action-bulk";
import { type BulkSummary, isSelectable, summarizeBulk } from "../lib/bulk-summary";
import { BulkToolbar } from "./bulk-toolbar";
import { RequestsTable } from "./requests-table";

type Props = Omit<ComponentProps<typeof RequestsTable>, "selection"> & {
  status: RequestListingStatus;
  rows: RequestListingItem[];
  /** What a bulk decision did, for the page to show (it outlives these rows). */
  onBulkDone: (summary: BulkSummary) => void;
};

/**
 * The requests table with a checkbox per request still to decide and the toolbar that decides the selected ones at
 * once.
 */
export function DecidableRequests({ onBulkDone, ...table }: Props) {
  const { rows, status, ownEmployeeId } = table;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The summary of what the rows shown when asked became.
  const bulk = useBulkShiftAction((payload, body) => {
    setSelected(new Set());
    onBulkDone(summarizeBulk(payload, rows, body.status, status === "Apply For Leave"));
  });
  // Settled tabs, and a page with nothing to pick (past pickups are all expired): the plain table.
  if (!rows.some((row) => isSelectable(row, ownEmployeeId))) return <RequestsTable {...table} />;

  // A row that left the page (decided, paged away, expired) is no longer selected.
  const shown = rows.filter((row) => isSelectable(row, ownEmployeeId) && selected.has(row.id)).map((row) => row.id);
  const onChange = (ids: number[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (picked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const decide = (decision: "Accepted" | "Rejected") => bulk.mutate({ ids: shown, status: decision });

  return (
    <>
      <BulkToolbar count={shown.length} leave={status === "Apply For Leave"} busy={bulk.isPending} onDecide={decide} />
      <RequestsTable {...table} selection={{ selected: new Set(shown), onChange }} />
    </>
  );
}
