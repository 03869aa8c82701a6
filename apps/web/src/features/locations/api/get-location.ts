import { type LocationDetail, locationDetail } from "@brigade/contract/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export async function fetchLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  const { payload } = await api.get(`/restaurant/location/${id}`, locationDetail, undefined, signal);
  return payload;
}

export const locationQueryOptions = (id: number) =>
  queryOptions({ queryKey: locationKeys.detail(id), queryFn: ({ signal }) => fetchLocation(id, signal) });

export const useLocationDetail = (id: number | null) =>
  useQuery({ ...locationQueryOptions(id ?? 0), enabled: id !== null });
