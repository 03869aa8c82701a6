import { employeeItem, type TeamMemberBody } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys } from "./employee-keys";

export function createTeamMember(body: TeamMemberBody) {
  return api.post("/employee/team-member/store", employeeItem, body);
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
