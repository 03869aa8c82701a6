import { type ShiftNameItem, shiftNameItem } from "@brigade/contract/shift-names";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

export function updateShiftName({ id, name }: ShiftNameItem) {
  return api.put(`/shift/name/${id}`, shiftNameItem, { name });
}

export function useUpdateShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
