import { notificationPreferencesPayload } from "@brigade/contract/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notificationKeys } from "./notification-keys";

/** Every kind with whether it is e-mailed, and whether this server sends e-mail (GET /api/notifications/preferences). */
export async function fetchNotificationPreferences(signal?: AbortSignal) {
  const { payload } = await api.get("/notifications/preferences", notificationPreferencesPayload, undefined, signal);
  return payload;
}

export const notificationPreferencesOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesOptions());
