import {
  MAX_TEAM_AVAILABILITY_EMPLOYEES,
  type TeamAvailabilityItem,
  teamAvailabilityPayload,
} from "@brigade/contract/availability";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client";
import { timelineKeys } from "./timeline-keys";

/** GET /api/employee/availability/team: patterns and approved time off of some employees over days (DD-MM-YYYY). */
export async function fetchTeamAvailability(ids: number[], from: string, to: string, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/employee/availability/team",
    teamAvailabilityPayload,
    { employee_id: ids.join(","), from, to },
    signal,
  );
  return payload.data;
}

/** The ids in sorted batches the endpoint takes (at most MAX_TEAM_AVAILABILITY_EMPLOYEES each). */
export function idBatches(ids: readonly number[]): number[][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let i = 0; i < sorted.length; i += MAX_TEAM_AVAILABILITY_EMPLOYEES)
    batches.push(sorted.slice(i, i + MAX_TEAM_AVAILABILITY_EMPLOYEES));
  return batches;
}

export type TeamAvailability = {
  /** By employee id; only the batches that have loaded. */
  byEmployee: Map<number, TeamAvailabilityItem>;
  /** Whether any batch has loaded (the legend shows then). */
  loaded: boolean;
};

/**
 * The shading facts of the employees on the timeline, one request per batch of ids. It only decorates the
 * timeline: while loading there is no shading, and a failure leaves it off and is logged, never shown as an
 * error of the timeline itself.
 */
export function useTeamAvailability(ids: readonly number[], from: string, to: string): TeamAvailability {
  const result = useQueries({
    queries: idBatches(ids).map((batch) => ({
      queryKey: timelineKeys.teamAvailability({ ids: batch, from, to }),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTeamAvailability(batch, from, to, signal),
    })),
    combine: (results) => ({
      items: results.flatMap((r) => r.data ?? []),
      loaded: results.some((r) => r.isSuccess),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
  const { error } = result;
  useEffect(() => {
    if (error) console.warn("The timeline's availability shading could not be loaded:", error);
  }, [error]);
  return { byEmployee: new Map(result.items.map((item) => [item.employee_id, item])), loaded: result.loaded };
}
