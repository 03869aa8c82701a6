import type { LockedVacantItem } from "@brigade/contract/dashboard-panels";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** Vacant shifts whose lock day has passed (GET /api/shift/shifts-after-lockdate); the list is not paged. */
export const useShiftsAfterLockdate = (locationId: number) =>
  useQuery({
    queryKey: dashboardKeys.lockdate(locationId),
    queryFn: async ({ signal }) =>
      (await api.get<LockedVacantItem[]>("/shift/shifts-after-lockdate", { location_id: locationId }, signal)).payload,
  });
