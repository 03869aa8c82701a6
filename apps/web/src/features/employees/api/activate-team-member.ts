import { employeeItem } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys } from "./employee-keys";

export function activateTeamMember(id: number) {
  return api.post(`/employee/team-member/${id}/activate`, employeeItem);
}

export function useActivateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
