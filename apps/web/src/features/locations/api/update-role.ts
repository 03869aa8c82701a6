import { areaRoleRecord } from "@brigade/contract/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function updateRole({ id, name }: { id: number; name: string }) {
  return api.put(`/restaurant/area/role/${id}`, areaRoleRecord, { name });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
