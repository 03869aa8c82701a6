import { notificationsPayload } from "@brigade/contract/notifications";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { JUST_ASKED_MS } from "../../../lib/query-client";
import { notificationKeys } from "./notification-keys";

/** How often the bell asks for the unread count while the page is in front. */
export const UNREAD_POLL_MS = 30_000;
/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE = 20;

/** A page of the caller's notifications, newest first, older than `before` (GET /api/notifications). */
export async function fetchNotifications(query: { before?: number | null; limit: number }, signal?: AbortSignal) {
  const { payload } = await api.get("/notifications", notificationsPayload, query, signal);
  return payload;
}

/** The bell's count: one item is the smallest page that carries it. */
export const unreadCountOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => (await fetchNotifications({ limit: 1 }, signal)).unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    // Not asked again as the bell first draws when the employee home's loader has just asked (route-prefetch.ts).
    staleTime: JUST_ASKED_MS,
  });

export const useUnreadCount = () => useQuery(unreadCountOptions());

/** The list, a page at a time: each page's next_before asks for the next, older one. */
export const notificationListOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotifications({ before: pageParam, limit: NOTIFICATIONS_PAGE }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    // Opening the list always shows what is there now.
    staleTime: 0,
  });

/** Mounted with the open list only, so it is asked for while the list is open. */
export const useNotificationList = () => useInfiniteQuery(notificationListOptions());
