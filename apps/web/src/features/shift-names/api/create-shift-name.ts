import { type ShiftNameBody, shiftNameItem } from "@brigade/contract/shift-names";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

export function createShiftName(body: ShiftNameBody) {
  return api.post("/shift/name/store", shiftNameItem, body);
}

export function useCreateShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
