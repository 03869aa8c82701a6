import { rulePack } from "@brigade/contract/fair-workweek/pack";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./api-client";

// The fair-workweek rule packs, read by the location's form (its rules and their summary) and by every change to a
// posted position under one (the exemptions its pack allows): one read and one cache key.

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
