import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function deleteArea(id: number) {
  return api.delete(`/restaurant/area/${id}`, noPayload);
}

export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
