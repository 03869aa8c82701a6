import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function deleteRole(id: number) {
  return api.delete(`/restaurant/area/role/${id}`, noPayload);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
