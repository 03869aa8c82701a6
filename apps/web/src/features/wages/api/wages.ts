import { wageList } from "@brigade/contract/wages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export type WageList = z.infer<typeof wageList>;
export type WageInput = {
  hourly_rate: string;
  role_rates: { area_role_id: number; hourly_rate: string }[];
  effective_from: string;
};

export const useWages = (employeeId: number) =>
  useQuery({
    queryKey: ["wages", employeeId],
    queryFn: async ({ signal }) => (await api.get(`/employee/${employeeId}/wage`, wageList, undefined, signal)).payload,
  });

export function useSaveWage(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WageInput) => api.put(`/employee/${employeeId}/wage`, wageList, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ["wages", employeeId] });
      await queryClient.invalidateQueries({ queryKey: ["labour"] });
    },
  });
}
