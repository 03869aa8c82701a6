import { labourModelPayload } from "@brigade/contract/labour-model";
import { openingHoursPayload } from "@brigade/contract/opening-hours";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Query keys of a location's demand settings (its opening hours and labour model). */
export const demandKeys = {
  openingHours: (id: number) => ["locations", "opening-hours", id] as const,
  labourModel: (id: number) => ["locations", "labour-model", id] as const,
};

/** The location's opening hours (GET /api/locations/{id}/opening-hours), Monday first. */
export const useOpeningHours = (id: number) =>
  useQuery({
    queryKey: demandKeys.openingHours(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${id}/opening-hours`, openingHoursPayload, undefined, signal)).payload,
  });

/** Replaces the location's opening hours; the toast shows the server's message. */
export function useUpdateOpeningHours(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put(`/locations/${id}/opening-hours`, openingHoursPayload, body),
    onSuccess: ({ payload }) => client.setQueryData(demandKeys.openingHours(id), payload),
  });
}

/** The location's labour model (GET /api/locations/{id}/labour-model): one rule per role that has one. */
export const useLabourModel = (id: number) =>
  useQuery({
    queryKey: demandKeys.labourModel(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${id}/labour-model`, labourModelPayload, undefined, signal)).payload,
  });

/** Replaces the location's labour model; the toast shows the server's message. */
export function useUpdateLabourModel(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put(`/locations/${id}/labour-model`, labourModelPayload, body),
    onSuccess: ({ payload }) => {
      client.setQueryData(demandKeys.labourModel(id), payload);
      // The labour target: labour against sales shows it (features/labour-percent, under labour's key).
      void client.invalidateQueries({ queryKey: ["labour", id, "percent"] });
    },
  });
}
