import { budgetItem, labourCostPayload } from "@brigade/contract/labour-cost";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type Week = { location_id: number; from: string; to: string };

/** The week's scheduled and actual hours and cost against its budget (for those who see money: else a 403). */
export const useLabourCost = (week: Week, enabled = true) =>
  useQuery({
    queryKey: ["labour", week.location_id, week.from, week.to],
    queryFn: async ({ signal }) => (await api.get("/labour/cost", labourCostPayload, week, signal)).payload,
    enabled,
    // A 403 means money is not shown to this user: no retry, no error on screen.
    retry: false,
  });

export function useSetBudget(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { week: string; amount: string }) =>
      api.put(`/restaurant/location/${locationId}/budget`, budgetItem, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["labour", locationId] }),
  });
}
