import { lockedVacantItem } from "@brigade/contract/dashboard-panels";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

const lockedVacantList = z.array(lockedVacantItem);

/** Vacant shifts whose lock day has passed (GET /api/shift/shifts-after-lockdate); the list is not paged. */
export const useShiftsAfterLockdate = (locationId: number) =>
  useQuery({
    queryKey: dashboardKeys.lockdate(locationId),
    queryFn: async ({ signal }) =>
      (await api.get("/shift/shifts-after-lockdate", lockedVacantList, { location_id: locationId }, signal)).payload,
  });
