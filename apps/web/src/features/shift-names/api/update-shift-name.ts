import { shiftNameItem } from "@brigade/contract/shift-names";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftNameKeys } from "./shift-name-index";

/** A rename keeps the name's usual times (the body leaves them out); given, they are set (null clears them). */
export function updateShiftName({
  id,
  ...body
}: {
  id: number;
  name: string;
  from_time?: string | null;
  to_time?: string | null;
}) {
  return api.put(`/shift/name/${id}`, shiftNameItem, body);
}

export function useUpdateShiftName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftNameKeys.all }),
  });
}
