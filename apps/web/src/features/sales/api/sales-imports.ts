import { salesImportRemoved, salesImportsPayload } from "@brigade/contract/sales-import";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { salesKeys } from "./sales-keys";

/** The location's latest 50 imports, latest first. */
export const useSalesImports = (locationId: number) =>
  useQuery({
    queryKey: salesKeys.imports(locationId),
    queryFn: async ({ signal }) =>
      (await api.get(`/locations/${locationId}/sales/imports`, salesImportsPayload, undefined, signal)).payload,
  });

/** Removes what one import still holds: the history and the list are read again. */
export function useUndoImport(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) =>
      api.delete(`/locations/${locationId}/sales/imports/${importId}`, salesImportRemoved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.location(locationId) }),
  });
}
