import { type LocationBody, locationDetail } from "@brigade/contract/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function updateLocation({ id, ...body }: LocationBody & { id: number }) {
  return api.put(`/restaurant/location/${id}`, locationDetail, body);
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
