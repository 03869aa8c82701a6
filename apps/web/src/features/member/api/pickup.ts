import type { PickupBody } from "@brigade/contract/member";
import { shiftBookingItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

/** Asks for a position: a Pending request (POST /api/shift/employee/pickup). */
export function pickupShift(body: PickupBody) {
  return api.post("/shift/employee/pickup", shiftBookingItem, body);
}

export function usePickupShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickupShift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
