import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** Removes a shift and its bookings. */
export function deleteShift(id: number) {
  return api.delete(`/shift/${id}`, noPayload);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
