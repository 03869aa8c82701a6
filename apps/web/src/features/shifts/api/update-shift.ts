import { type ShiftStoreBody, shiftItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** Edits every field of a shift (PUT /api/shift/{id}); the body is that of Create Shift. */
export function updateShift({ id, body }: { id: number; body: ShiftStoreBody }) {
  return api.put(`/shift/${id}`, shiftItem, body);
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
