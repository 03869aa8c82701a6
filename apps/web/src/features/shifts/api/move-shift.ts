import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { type ShiftMoveBody, shiftItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { DRY_RUN_QUERY } from "../../../lib/change-pay";
import { shiftKeys } from "./shift-keys";

/** A move: the shift's new times and, on a posted shift, what the manager says of it (a reason, an exemption). */
export type ShiftMove = { id: number; from: string; to: string } & Pick<
  ShiftMoveBody,
  "change_reason" | "exempt_reason"
>;

/** Moves or resizes a shift (PATCH /api/shift/{id}); its slots and bookings follow. */
export function moveShift({ id, ...body }: ShiftMove) {
  return apiRequest(`/shift/${id}`, shiftItem, { method: "PATCH", body });
}

/** The same move's dry run: the change log's rows it would write, and their pay; nothing moves. */
export async function previewMoveShift({ id, ...body }: ShiftMove) {
  const { payload } = await apiRequest(`/shift/${id}`, changePreview, { method: "PATCH", body, query: DRY_RUN_QUERY });
  return payload;
}

export function useMoveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveShift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
