import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function deleteLocation(id: number) {
  return api.delete(`/restaurant/location/${id}`, noPayload);
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
