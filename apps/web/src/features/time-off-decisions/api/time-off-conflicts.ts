import { timeOffConflictsPayload } from "@brigade/contract/time-off";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timeOffDecisionKeys } from "./time-off-decision-keys";

/** The requester's shifts inside the time off (GET /api/employee/time-off/{id}/conflicts), before deciding. */
export const useTimeOffConflicts = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: timeOffDecisionKeys.conflicts(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/employee/time-off/${id}/conflicts`, timeOffConflictsPayload, undefined, signal)).payload
        .conflicts,
    enabled,
    // Bookings change under the manager's feet: each opening of the dialog asks again.
    staleTime: 0,
  });
