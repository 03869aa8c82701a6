import type { MyShiftItem } from "@brigade/contract/member";
import { shiftBookingItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

/** Asks to be released from an Accepted shift, with a reason (POST /api/shift/employee/apply-for-leave/{id}). */
export function applyForLeave({ id, reason }: { id: number; reason: string }) {
  return api.post(`/shift/employee/apply-for-leave/${id}`, shiftBookingItem, { action_detail: reason });
}

export function useApplyForLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForLeave,
    onSuccess: ({ payload }) => {
      // Show the status the server returned at once, then read the list again.
      queryClient.setQueryData<MyShiftItem[]>(memberKeys.myShifts(), (items) =>
        items?.map((item) =>
          item.id === payload.id ? { ...item, status: payload.status, action_detail: payload.action_detail } : item,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
