import { type TimeOffBody, timeOffItem } from "@brigade/contract/time-off";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timeOffKeys } from "./time-off-keys";

/** Asks for time off: whole days or part of one day, Pending until a manager decides (POST /api/employee/time-off). */
export function requestTimeOff(body: TimeOffBody) {
  return api.post("/employee/time-off", timeOffItem, body);
}

export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
  });
}
