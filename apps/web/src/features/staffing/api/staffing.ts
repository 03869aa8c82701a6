import { staffingPayload } from "@brigade/contract/staffing";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffingKeys } from "./staffing-keys";

/**
 * What a location's demand requires against what is scheduled, per role and quarter of its clock, over its days from
 * `from` to `to` (DD-MM-YYYY, both included, at most 14). Owners and managers only: a team member gets a 403.
 */
export const useStaffing = (locationId: number, from: string, to: string) =>
  useQuery({
    queryKey: staffingKeys.period(locationId, from, to),
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${locationId}/staffing`, staffingPayload, { from, to }, signal)).payload,
  });
