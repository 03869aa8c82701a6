import { type ShiftStoreBody, shiftItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** The body of POST /api/shift/store (instants as ISO strings; the server derives the slots). */
export type CreateShiftBody = ShiftStoreBody;

export function createShift(body: CreateShiftBody) {
  return api.post("/shift/store", shiftItem, body);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
