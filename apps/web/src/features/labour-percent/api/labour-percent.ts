import { labourPercentPayload } from "@brigade/contract/labour-percent";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * Labour against sales (GET /api/locations/{id}/labour-percent) for the days from `from` to `to` (DD-MM-YYYY). Under
 * labour cost's key, so whatever refreshes labour cost (a budget, a wage) refreshes it too.
 */
export const useLabourPercent = (locationId: number, from: string, to: string) =>
  useQuery({
    queryKey: ["labour", locationId, "percent", from, to],
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${locationId}/labour-percent`, labourPercentPayload, { from, to }, signal)).payload,
    // A 403 means money is not shown to this user: no retry, nothing on screen (as labour cost).
    retry: false,
  });
