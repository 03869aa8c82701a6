import { areaItem } from "@brigade/contract/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function updateArea({ id, name }: { id: number; name: string }) {
  return api.put(`/restaurant/area/${id}`, areaItem, { name });
}

export function useUpdateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
