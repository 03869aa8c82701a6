import { type CopyWeekBody, type CopyWeekPayload, copyWeekPayload } from "@brigade/contract/copy-week";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** The assignments feature's root key (who is free for a slot): copied bookings change it. */
const ASSIGNMENTS_KEY = ["assignments"] as const;

export type CopyWeekAnswer = { message?: string; result: CopyWeekPayload };

/** POST /api/shift/copy-week. */
export async function copyWeek(body: CopyWeekBody, signal?: AbortSignal): Promise<CopyWeekAnswer> {
  const { message, payload } = await api.post("/shift/copy-week", copyWeekPayload, body, { signal });
  return { message, result: payload };
}

/**
 * The dry run of a copy (nothing written), refetched whenever the body changes; null asks nothing. Not under the
 * schedule key: copying refreshes the schedule, and the preview of a copy just made is not wanted again.
 */
export function useCopyPreview(body: CopyWeekBody | null) {
  return useQuery({
    queryKey: ["copy-week", "preview", body],
    queryFn: ({ signal }) => copyWeek({ ...(body as CopyWeekBody), dry_run: true }, signal),
    enabled: body !== null,
    // While the next preview loads, the last one stays (marked as updating) instead of the panel emptying.
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The copy itself; the calendar, rosters, timelines, week states and who-is-free lists refetch after it. */
export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyWeekBody) => copyWeek({ ...body, dry_run: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
      void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
    },
  });
}
