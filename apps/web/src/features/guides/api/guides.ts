import { type GuideItem, type GuideKey, guideItem } from "@brigade/contract/guides";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

const guideKeys = { list: ["guides", "list"] as const };
const guideList = z.array(guideItem);

export async function fetchGuides(signal?: AbortSignal): Promise<GuideItem[]> {
  return (await api.get("/guides", guideList, undefined, signal)).payload;
}

// Always read afresh when the checklist opens: the server ticks items the user has done elsewhere.
export const guidesQueryOptions = () =>
  queryOptions({ queryKey: guideKeys.list, queryFn: ({ signal }) => fetchGuides(signal), staleTime: 0 });

export const useGuides = () => useQuery(guidesQueryOptions());

export function useTickGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: GuideKey) => (await api.post("/guides/update", guideList, { key })).payload,
    onSuccess: (guides) => queryClient.setQueryData(guideKeys.list, guides),
  });
}
