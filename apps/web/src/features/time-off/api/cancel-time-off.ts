import { timeOffItem } from "@brigade/contract/time-off";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timeOffKeys } from "./time-off-keys";

/** Takes back one's own pending or approved time off that is not over (POST /api/employee/time-off/{id}/cancel). */
export function cancelTimeOff(id: number) {
  return api.post(`/employee/time-off/${id}/cancel`, timeOffItem);
}

export function useCancelTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTimeOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
  });
}
