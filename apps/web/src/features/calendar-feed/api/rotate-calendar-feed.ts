import { calendarFeedPayload } from "@brigade/contract/calendar-feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { calendarFeedKey } from "./calendar-feed";

/** A new link for the caller; the old one stops working at once (POST /api/calendar/feed/rotate). */
export function rotateCalendarFeed() {
  return api.post("/calendar/feed/rotate", calendarFeedPayload);
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: ({ payload }) => queryClient.setQueryData(calendarFeedKey, payload),
  });
}
