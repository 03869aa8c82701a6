import { type TimeOffDecisionBody, timeOffDecisionPayload } from "@brigade/contract/time-off";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";
import { TIME_OFF_ROOT } from "./time-off-decision-keys";

export type TimeOffDecisionVariables = { id: number } & TimeOffDecisionBody;

/** Approves or denies a time-off request (POST /api/employee/time-off/{id}/decision); the toast shows the server's message. */
export function useDecideTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TimeOffDecisionVariables) =>
      api.post(`/employee/time-off/${id}/decision`, timeOffDecisionPayload, body),
    onSuccess: ({ payload }) => {
      // Released shifts have open positions again: the calendar, rosters, listings and dashboard reload.
      if (payload.conflicts.some((conflict) => conflict.released))
        void client.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    // Also after a 409 (someone decided first) the lists show the request as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: TIME_OFF_ROOT }),
  });
}
