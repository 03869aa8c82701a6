import { type ApproveJoinBody, employeeItem } from "@brigade/contract/employees";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { joinRequestKeys } from "./join-request-keys";

export function approveJoinRequest({ id, ...body }: ApproveJoinBody & { id: number }) {
  return api.post(`/employee/team-member/${id}/approve`, employeeItem, body);
}

export function useApproveJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveJoinRequest,
    // A 409 (someone else decided first) also changes the list: refresh it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinRequestKeys.employees }),
  });
}
