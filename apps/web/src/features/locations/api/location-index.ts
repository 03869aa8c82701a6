import type { LocationItem } from "@brigade/contract/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

/** All locations of the business, each with its areas and their roles. */
export async function fetchLocations(signal?: AbortSignal): Promise<LocationItem[]> {
  const { payload } = await api.get<LocationItem[]>("/restaurant/location/index", { paginated: "false" }, signal);
  return payload;
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.list(), queryFn: ({ signal }) => fetchLocations(signal) });

export const useLocations = () => useQuery(locationsQueryOptions());
