import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

export function deleteShiftName(id: number) {
  return api.delete(`/shift/name/${id}`, noPayload);
}

export function useDeleteShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
