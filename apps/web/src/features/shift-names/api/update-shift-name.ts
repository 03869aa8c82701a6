import { shiftNameItem } from "@brigade/contract/shift-names";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

/** A rename: the name's usual times are kept (the body leaves them out). */
export function updateShiftName({ id, name }: { id: number; name: string }) {
  return api.put(`/shift/name/${id}`, shiftNameItem, { name });
}

export function useUpdateShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
