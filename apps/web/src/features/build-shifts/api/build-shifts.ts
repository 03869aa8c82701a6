import { type BuildShiftsBody, type BuildShiftsPayload, buildShiftsPayload } from "@brigade/contract/build-shifts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** The assignments feature's root key (who is free for a slot): new open shifts change it. */
const ASSIGNMENTS_KEY = ["assignments"] as const;

/** The server's summary (already in the caller's language) and what the build proposes or made. */
export type BuildShiftsAnswer = { message?: string; result: BuildShiftsPayload };

/** POST /api/schedule/build-shifts: a dry run proposes, otherwise the shifts are created in one transaction. */
export async function buildShifts(body: BuildShiftsBody, signal?: AbortSignal): Promise<BuildShiftsAnswer> {
  const { message, payload } = await api.post("/schedule/build-shifts", buildShiftsPayload, body, { signal });
  return { message, result: payload };
}

/** After a build: the calendar, rosters, timelines, week states and who-is-free lists refetch, as after a copy. */
export function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
  }, [queryClient]);
}
