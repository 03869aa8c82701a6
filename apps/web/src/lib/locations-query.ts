import { type LocationDetail, locationDetail } from "@brigade/contract/locations";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./api-client";

// The business's locations, read by most manager pages and by every change to a posted position (its location's
// fair-workweek rules): one read and one cache key. The locations feature's writes invalidate it (its keys start
// with LOCATIONS_KEY).

export const LOCATIONS_KEY = ["locations"] as const;
export const LOCATION_LIST_KEY = [...LOCATIONS_KEY, "list"] as const;

// paginated=false: the whole list, a plain array.
const locationList = z.array(locationDetail);

/** All locations of the business, each with its areas and their roles. */
export async function fetchLocations(signal?: AbortSignal): Promise<LocationDetail[]> {
  const { payload } = await api.get("/restaurant/location/index", locationList, { paginated: "false" }, signal);
  return payload;
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: LOCATION_LIST_KEY, queryFn: ({ signal }) => fetchLocations(signal) });
