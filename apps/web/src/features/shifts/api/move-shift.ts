import { shiftItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** Moves or resizes a shift (PATCH /api/shift/{id}); its slots and bookings follow. */
export function moveShift({ id, from, to }: { id: number; from: string; to: string }) {
  return apiRequest(`/shift/${id}`, shiftItem, { method: "PATCH", body: { from, to } });
}

export function useMoveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveShift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
