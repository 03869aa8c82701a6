import type { Weekday } from "@brigade/contract/enums";
import { estimateFlag, estimateList } from "@brigade/contract/fair-workweek/estimates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

// A team member's good-faith estimates (their versions, newest first), and the week's flag at a location: who is
// scheduled outside theirs. The flag sits under SCHEDULE_KEY, so any shift or booking written (here, or by another
// person: live updates) reads it again.

export const estimateKeys = {
  of: (employeeId: number) => ["estimates", employeeId] as const,
  flagsAll: [...SCHEDULE_KEY, "estimate-flags"] as const,
  flags: (locationId: number, week: string) => [...SCHEDULE_KEY, "estimate-flags", locationId, week] as const,
};

/**
 * What is sent: the hours as typed when they are not a number (the server's message then lands on the field), the
 * days in the week's order (null: any day), a day DD-MM-YYYY.
 */
export type EstimateInput = {
  weekly_hours_min: number | string | null;
  weekly_hours_max: number | string | null;
  days: Weekday[] | null;
  note: string | null;
  effective_from: string;
};

export const useEstimates = (employeeId: number) =>
  useQuery({
    queryKey: estimateKeys.of(employeeId),
    queryFn: async ({ signal }) =>
      (await api.get(`/employee/${employeeId}/estimate`, estimateList, undefined, signal)).payload,
  });

export function useSaveEstimate(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EstimateInput) => api.put(`/employee/${employeeId}/estimate`, estimateList, body),
    onSuccess: ({ payload }) => queryClient.setQueryData(estimateKeys.of(employeeId), payload),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: estimateKeys.of(employeeId) });
      await queryClient.invalidateQueries({ queryKey: estimateKeys.flagsAll });
    },
  });
}

const flagList = z.array(estimateFlag);

/** The week's flag (`week`: its Monday, DD-MM-YYYY); nothing is read while `enabled` is false (no rules, no estimate). */
export const useEstimateFlags = (locationId: number, week: string, enabled: boolean) =>
  useQuery({
    queryKey: estimateKeys.flags(locationId, week),
    queryFn: async ({ signal }) =>
      (await api.get("/compliance/estimates/week", flagList, { location_id: locationId, week }, signal)).payload,
    enabled,
  });
