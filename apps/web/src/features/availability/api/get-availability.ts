import { availabilityPayload } from "@brigade/contract/availability";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { availabilityKeys } from "./availability-keys";

/** An employee's weekly pattern; without an id, the caller's own (GET /api/employee/availability). */
export async function fetchAvailability(employeeId: number | null, signal?: AbortSignal) {
  const query = employeeId === null ? undefined : { employee_id: employeeId };
  const { payload } = await api.get("/employee/availability", availabilityPayload, query, signal);
  return payload;
}

export const availabilityQueryOptions = (employeeId: number | null) =>
  queryOptions({
    queryKey: availabilityKeys.pattern(employeeId),
    queryFn: ({ signal }) => fetchAvailability(employeeId, signal),
  });

export const useAvailability = (employeeId: number | null) => useQuery(availabilityQueryOptions(employeeId));
