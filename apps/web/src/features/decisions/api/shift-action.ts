import { type ShiftActionBody, shiftActionResult } from "@brigade/contract/decisions";
import type { BookingStatus } from "@brigade/contract/enums";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
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
