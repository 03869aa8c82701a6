import {
  LIVE_EVENT_NAME,
  LIVE_EVENTS_PATH,
  LIVE_RETRY_MS,
  type LiveEventType,
  liveEventSchema,
} from "@brigade/contract/live-events";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { assignmentKeys } from "../features/assignments/api/assignment-keys";
import { meQueryKey } from "../features/auth/api/me";
import { memberKeys } from "../features/member/api/member-keys";
import { notificationKeys } from "../features/notifications/api/notification-keys";
import { swapKeys } from "../features/swaps/api/swap-keys";
import { TIME_OFF_ROOT } from "../features/time-off-decisions/api/time-off-decision-keys";
import { SCHEDULE_KEY } from "../lib/schedule-key";

/**
 * What each kind of change makes stale: every read built from it (the calendar, tables, rosters, request lists,
 * dashboard and the member's home all start with SCHEDULE_KEY or the member's keys). Only the reads a screen is
 * showing are fetched again; the others are fetched when next shown.
 */
const STALE: Record<LiveEventType, readonly QueryKey[]> = {
  shift: [SCHEDULE_KEY, assignmentKeys.all, memberKeys.all, swapKeys.all],
  booking: [SCHEDULE_KEY, assignmentKeys.all, memberKeys.all, swapKeys.all, notificationKeys.feed],
  swap: [swapKeys.all, memberKeys.all, SCHEDULE_KEY, notificationKeys.feed],
  time_off: [TIME_OFF_ROOT, SCHEDULE_KEY, assignmentKeys.all, memberKeys.all, notificationKeys.feed],
};
const EVERYTHING = [...new Set(Object.values(STALE).flat())];

/** Changes that come together (an auto-fill, a copy) are read again once, this long after the first. */
const GATHER_MS = 200;
/** After the server refused the stream (stopping, too many tabs), wait this long, doubling up to the last. */
const BACKOFF_MS = [LIVE_RETRY_MS, 5_000, 15_000, 60_000];

function refresher(queryClient: QueryClient) {
  const due = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    mark(keys: readonly QueryKey[]) {
      for (const key of keys) due.set(JSON.stringify(key), key);
      timer ??= setTimeout(() => {
        timer = undefined;
        const keys = [...due.values()];
        due.clear();
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, GATHER_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Keeps the signed-in screens current: listens to GET /api/events and reads again what another person (on any
 * server) just changed, within about a second. The browser reconnects a dropped stream by itself; a refused one
 * (the server stopping, the session over) is opened again here, after checking the session. After any gap the
 * screens are read afresh, since changes may have been missed.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const refresh = refresher(queryClient);
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let hadGap = false;

    const connect = () => {
      source = new EventSource(LIVE_EVENTS_PATH);
      source.onopen = () => {
        failures = 0;
        if (hadGap) refresh.mark(EVERYTHING);
        hadGap = false;
      };
      source.addEventListener(LIVE_EVENT_NAME, (message) => {
        let data: unknown;
        try {
          data = JSON.parse((message as MessageEvent<string>).data);
        } catch {
          return;
        }
        const event = liveEventSchema.safeParse(data);
        if (event.success) refresh.mark(STALE[event.data.type]);
      });
      source.onerror = () => {
        hadGap = true;
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        // Refused: if the session is over, reading the account sends the app to the login page.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        retry = setTimeout(connect, BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]);
        failures += 1;
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      refresh.stop();
      source?.close();
    };
  }, [queryClient]);
}
