import { type StatsCounts, statsCounts } from "@brigade/contract/dashboard-stats";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** The statistic cards of one location (GET /api/dashboard/stats-counts). */
export async function fetchStatsCounts(locationId: number, signal?: AbortSignal): Promise<StatsCounts> {
  const { payload } = await api.get("/dashboard/stats-counts", statsCounts, { location_id: locationId }, signal);
  return payload;
}

export const useStatsCounts = (locationId: number) =>
  useQuery({
    queryKey: dashboardKeys.stats(locationId),
    queryFn: ({ signal }) => fetchStatsCounts(locationId, signal),
  });
