import { type ShiftActionBody, shiftActionResult } from "@brigade/contract/decisions";
import type { BookingStatus } from "@brigade/contract/enums";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DRY_RUN_QUERY } from "../../../lib/change-pay";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

export type ShiftActionVariables = { id: number } & ShiftActionBody;

/**
 * Decides on a booking (POST /api/shift/employee/shift-action/{id}); the toast shows the server's message.
 * `onDecided` gets the status the server returned. It is the mutation's own callback, not `mutate`'s: the refetched
 * shift can show the new status first, and the button that asked goes with the old one; `mutate`'s callbacks are
 * dropped once their component has gone (a focus lost that way in a full run on 2026-12-03).
 */
export function useShiftAction(onDecided?: (status: BookingStatus) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ShiftActionVariables) =>
      api.post(`/shift/employee/shift-action/${id}`, shiftActionResult, body),
    onSuccess: (answer) => onDecided?.(answer.payload.status),
    // Positions and statuses changed: every schedule view (calendar, rosters, the listing) reloads.
    onSettled: () => client.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}

/**
 * The same decision's dry run (`?dry_run=true`): the change log's rows it would write on a posted shift, and their
 * pay; nothing is written. A refusal is the decision's own.
 */
export async function previewShiftAction({ id, ...body }: ShiftActionVariables) {
  const { payload } = await api.post(`/shift/employee/shift-action/${id}`, changePreview, body, {
    query: DRY_RUN_QUERY,
  });
  return payload;
}
