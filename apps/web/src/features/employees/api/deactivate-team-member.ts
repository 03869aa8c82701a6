import { employeeItem } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys } from "./employee-keys";

export function deactivateTeamMember(id: number) {
  return api.post(`/employee/team-member/${id}/deactivate`, employeeItem);
}

export function useDeactivateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
