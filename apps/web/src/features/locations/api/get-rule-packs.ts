import { rulePack } from "@brigade/contract/fair-workweek/pack";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

const rulePacks = z.array(rulePack);

export async function fetchRulePacks(signal?: AbortSignal) {
  const { payload } = await api.get("/compliance/packs", rulePacks, undefined, signal);
  return payload;
}

// The packs are data shipped with the server: they change only with a new version, so one read a session is enough.
export const rulePacksQueryOptions = () =>
  queryOptions({
    queryKey: ["compliance", "packs"] as const,
    queryFn: ({ signal }) => fetchRulePacks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRulePacks = () => useQuery(rulePacksQueryOptions());
