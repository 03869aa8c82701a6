import { type AvailabilityRule, availabilityPayload } from "@brigade/contract/availability";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { availabilityKeys } from "./availability-keys";

type SaveAvailability = { employeeId: number | null; rules: AvailabilityRule[] };

/** Replaces the whole weekly pattern (PUT /api/employee/availability); an empty list clears it. */
export function saveAvailability({ employeeId, rules }: SaveAvailability) {
  const body = employeeId === null ? { rules } : { employee_id: employeeId, rules };
  return api.put("/employee/availability", availabilityPayload, body);
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    // The form shows a refused window itself; the toast still says why (the query client's default).
    onSuccess: ({ payload }, { employeeId }) => {
      queryClient.setQueryData(availabilityKeys.pattern(employeeId), payload);
      // The same person may be cached under their id too (a manager editing their own record), and the
      // candidate lists and timelines read availability: let them ask again.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === "availability" &&
          JSON.stringify(query.queryKey) !== JSON.stringify(availabilityKeys.pattern(employeeId)),
      });
    },
  });
}
