import type { ShiftNameBody, ShiftNameItem } from "@brigade/contract/shift-names";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

export function createShiftName(body: ShiftNameBody) {
  return api.post<ShiftNameItem>("/shift/name/store", body);
}

export function useCreateShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
