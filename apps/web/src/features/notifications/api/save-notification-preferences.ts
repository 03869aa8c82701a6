import {
  type NotificationPreferencesBody,
  type NotificationPreferencesPayload,
  notificationPreferencesPayload,
} from "@brigade/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** Stores the kinds given; the others keep their choice (PUT /api/notifications/preferences). */
export function saveNotificationPreferences(body: NotificationPreferencesBody) {
  return api.put("/notifications/preferences", notificationPreferencesPayload, body);
}

/** A switch shows its new position at once; a failed save puts back what the server holds. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationKey: key,
    mutationFn: saveNotificationPreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const changed = new Map(body.preferences.map((p) => [p.kind, p.email]));
      queryClient.setQueryData<NotificationPreferencesPayload>(key, (old) =>
        old
          ? { ...old, preferences: old.preferences.map((p) => ({ ...p, email: changed.get(p.kind) ?? p.email })) }
          : old,
      );
    },
    // The answer is every kind as stored; while another switch's save is still on its way it would undo that one.
    onSuccess: ({ payload }) => {
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, payload);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
