import type { CandidateFit } from "@brigade/contract/fit";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { assignmentKeys } from "./assignment-keys";
import { type EligibleQuery, fetchEligibleEmployees } from "./eligible-employees";

type FitOfQuery = Omit<EligibleQuery, "page" | "search"> & { employee: { id: number; email: string } };

/**
 * The fit of one known employee (the modal opened for them from the vacant-employee week): the candidate list
 * searched by their e-mail. Null when they are not a candidate (e.g. a booking meanwhile overlaps the slot).
 */
export async function fetchFitOf(query: FitOfQuery, signal?: AbortSignal): Promise<CandidateFit | null> {
  const list = await fetchEligibleEmployees({ ...query, page: 1, search: query.employee.email }, signal);
  return list.data.find((e) => e.id === query.employee.id)?.fit ?? null;
}

export const useFitOf = (query: FitOfQuery | null) =>
  useQuery({
    ...queryOptions({
      queryKey: assignmentKeys.fitOf(query?.slotId ?? 0, query?.areaRoleId ?? 0, query?.employee.id ?? 0),
      queryFn: ({ signal }) => fetchFitOf(query as FitOfQuery, signal),
      staleTime: 0,
    }),
    enabled: query !== null,
  });
