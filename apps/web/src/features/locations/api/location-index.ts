import { type LocationDetail, locationDetail } from "@brigade/contract/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

// paginated=false: the whole list, a plain array.
const locationList = z.array(locationDetail);

/** All locations of the business, each with its areas and their roles. */
export async function fetchLocations(signal?: AbortSignal): Promise<LocationDetail[]> {
  const { payload } = await api.get("/restaurant/location/index", locationList, { paginated: "false" }, signal);
  return payload;
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationKeys.list(), queryFn: ({ signal }) => fetchLocations(signal) });

export const useLocations = () => useQuery(locationsQueryOptions());
