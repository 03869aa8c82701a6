import { formatDayMonthYear } from "@brigade/contract/dates";
import { clockStatus, myHoursPayload, punchItem } from "@brigade/contract/time-clock";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Temporal } from "temporal-polyfill";
import { ApiError, api } from "../../../lib/api-client";
import { type ClockAction, enqueue, type QueuedPunch } from "../lib/punch-queue";

export const clockKeys = {
  all: ["clock"] as const,
  status: () => ["clock", "status"] as const,
  myHours: (week: string) => ["clock", "my-hours", week] as const,
};

const PATHS: Record<ClockAction, string> = {
  in: "/clock/in",
  break_start: "/clock/break/start",
  break_end: "/clock/break/end",
  out: "/clock/out",
};

export const clockStatusQueryOptions = () =>
  queryOptions({
    queryKey: clockKeys.status(),
    queryFn: async ({ signal }) => (await api.get("/clock/status", clockStatus, undefined, signal)).payload,
  });

export const useClockStatus = () => useQuery(clockStatusQueryOptions());

/** Today on this phone's calendar, as the API writes days: "this week" is the phone's week. */
const todayHere = () => formatDayMonthYear(Temporal.Now.plainDateISO());

export function useMyHours() {
  const week = todayHere();
  return useQuery({
    queryKey: clockKeys.myHours(week),
    queryFn: async ({ signal }) => (await api.get("/clock/my-hours", myHoursPayload, { week }, signal)).payload,
  });
}

/** Where the phone says it is, if it says so within three seconds; a punch never waits longer for it. */
function position(): Promise<{ latitude: number; longitude: number; accuracy_m: number } | undefined> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = setTimeout(() => resolve(undefined), 3000);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(done);
        resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy_m: p.coords.accuracy });
      },
      () => {
        clearTimeout(done);
        resolve(undefined);
      },
      { timeout: 3000, maximumAge: 60_000 },
    );
  });
}

/** Sends one punch; `client_time` only for one taken earlier, offline. */
export async function sendPunch(item: QueuedPunch | { action: ClockAction; booking_id?: number }) {
  const where = await position();
  const body = { ...where, ...(item.booking_id ? { booking_id: item.booking_id } : {}) };
  const withTime = "client_time" in item ? { ...body, client_time: item.client_time } : body;
  return api.post(PATHS[item.action], punchItem, withTime);
}

export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * A clock action. Without a network it is queued (in the user's own queue) with the time it was taken and reported
 * as queued (not an error): the Clock tab sends the queue when the network is back.
 */
export function useClockAction(userId: number, onQueued: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, React Query would pause the mutation until the network is back: the punch must be queued now,
    // with the time it was tapped.
    networkMode: "always",
    // The Clock tab says what happened itself, once, in its card (useClockFlow): no toast over its next button.
    meta: { successToast: false, errorToast: false },
    mutationFn: async (input: { action: ClockAction; booking_id?: number }) => {
      try {
        return await sendPunch(input);
      } catch (error) {
        if (!isOffline(error)) throw error;
        enqueue(userId, { ...input, client_time: new Date().toISOString() });
        onQueued();
        return null;
      }
    },
    // Not awaited: offline, the refetch waits for the network, and the button would spin until then.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clockKeys.all });
    },
  });
}
