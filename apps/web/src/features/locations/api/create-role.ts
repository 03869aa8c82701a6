import { type AreaRoleBody, areaRoleRecord } from "@brigade/contract/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { locationKeys } from "./location-keys";

export function createRole(body: AreaRoleBody) {
  return api.post("/restaurant/area/role/store", areaRoleRecord, body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
