import { type PublishBody, publishPayload } from "@brigade/contract/publish";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** Publishes a location's week (POST /api/schedule/publish): its drafts show to staff, who are notified. */
export function publishWeek(body: PublishBody) {
  return api.post("/schedule/publish", publishPayload, body);
}

/** The server's message is the success toast (the query client shows it); its refusal the error toast. */
export function usePublishWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishWeek,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY }),
  });
}
