import { type ShiftActionBulkBody, type ShiftActionBulkItem, shiftActionBulkResult } from "@brigade/contract/decisions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/**
 * Decides on several requests at once (POST /api/shift/employee/shift-action/bulk): the answer is one result per
 * request, which the page sums up itself (with who could not be decided and why), so no toast of its own.
 * `onDone` is the mutation's own callback, not `mutate`'s, which would be dropped if the list that asked went with the
 * refetch (the last requests of a tab decided at once).
 */
export function useBulkShiftAction(onDone?: (results: ShiftActionBulkItem[], body: ShiftActionBulkBody) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShiftActionBulkBody) =>
      api.post("/shift/employee/shift-action/bulk", shiftActionBulkResult, body),
    meta: { successToast: false },
    onSuccess: ({ payload }, body) => onDone?.(payload, body),
    // Positions and statuses changed: every schedule view (calendar, rosters, the listing) reloads.
    onSettled: () => client.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}
