import { type SalesGrain, salesPayload } from "@brigade/contract/sales";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { salesKeys } from "./sales-keys";

/** A location's history over days (DD-MM-YYYY, its clock), grouped by the server per hour or day of that clock. */
export const useSalesHistory = (locationId: number, grain: SalesGrain, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: salesKeys.history(locationId, grain, from, to),
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${locationId}/sales`, salesPayload, { from, to, interval: grain }, signal)).payload,
    enabled,
    // Another period keeps the charts of the last one in place while it loads, instead of a flash of a loader.
    placeholderData: keepPreviousData,
  });
