import { type AreaBody, areaItem } from "@brigade/contract/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function createArea(body: AreaBody) {
  return api.post("/restaurant/area/store", areaItem, body);
}

export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
