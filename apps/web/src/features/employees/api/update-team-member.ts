import { employeeItem, type TeamMemberUpdateBody } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys } from "./employee-keys";

export function updateTeamMember({ id, ...body }: TeamMemberUpdateBody & { id: number }) {
  return api.put(`/employee/team-member/${id}`, employeeItem, body);
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
