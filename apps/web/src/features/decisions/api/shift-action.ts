import { type ShiftActionBody, shiftActionResult } from "@brigade/contract/decisions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

export type ShiftActionVariables = { id: number } & ShiftActionBody;

/** Decides on a booking (POST /api/shift/employee/shift-action/{id}); the toast shows the server's message. */
export function useShiftAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ShiftActionVariables) =>
      api.post(`/shift/employee/shift-action/${id}`, shiftActionResult, body),
    // Positions and statuses changed: every schedule view (calendar, rosters, the listing) reloads.
    onSettled: () => client.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}
