import { employeeItem } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { joinRequestKeys } from "./join-request-keys";

export function rejectJoinRequest(id: number) {
  return api.post(`/employee/team-member/${id}/reject`, employeeItem);
}

export function useRejectJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectJoinRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinRequestKeys.employees }),
  });
}
