import { type ReadNotificationsBody, readNotificationsPayload } from "@brigade/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** Marks some of the caller's notifications, or all, as read (POST /api/notifications/read). */
export function readNotifications(body: ReadNotificationsBody) {
  return api.post("/notifications/read", readNotificationsPayload, body);
}

/** `toast`: say so when done (marking all); opening one needs no message, the page it leads to is the answer. */
export function useReadNotifications({ toast }: { toast: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    meta: { successToast: toast },
    onSuccess: ({ payload }) => queryClient.setQueryData(notificationKeys.unread(), payload.unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
  });
}
