import { type BusinessPayload, businessPayload } from "@brigade/contract/business";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const businessKeys = { all: ["business"] as const };

export async function fetchBusiness(signal?: AbortSignal): Promise<BusinessPayload> {
  const { payload } = await api.get("/business", businessPayload, undefined, signal);
  return payload;
}

export const businessQueryOptions = () =>
  queryOptions({ queryKey: businessKeys.all, queryFn: ({ signal }) => fetchBusiness(signal) });

export const useBusiness = () => useQuery(businessQueryOptions());
