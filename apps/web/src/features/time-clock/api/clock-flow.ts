import type { ClockStatus, PunchItem } from "@brigade/contract/time-clock";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { errorMessage } from "../../../lib/api-client";
import { lateMinutes } from "../lib/clock-summary";
import type { ClockAction } from "../lib/punch-queue";
import { clockKeys, useClockAction } from "./clock";

/** What the last clock action did: said once, in the card, until the next action. */
export type ClockOutcome =
  | { kind: "done"; action: ClockAction; punch: PunchItem; late: number | null }
  | { kind: "failed"; message: string };

// Shared by the home's next-shift card and the Clock tab, so a clock-in tapped on the one is told on the other.
let current: { userId: number; outcome: ClockOutcome } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (next: typeof current) => {
  current = next;
  for (const listener of listeners) listener();
};

/** The signed-in user's last clock outcome on this page, if any. */
export function useClockOutcome(userId: number): ClockOutcome | null {
  // On the server (the member home it renders: src/server-render) nothing has happened on this page yet.
  const stored = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return stored?.userId === userId ? stored.outcome : null;
}

export const clearClockOutcome = () => publish(null);

/**
 * A clock action with its outcome kept for the screen: the punch the server answered (and, at clock-in, how late it
 * was, from the shift's start in the clock status), or the refusal. Queued offline, there is no outcome yet.
 */
export function useClockFlow(userId: number, onQueued: () => void = () => {}) {
  const action = useClockAction(userId, onQueued);
  const queryClient = useQueryClient();
  const { mutate } = action;
  const act = useCallback(
    (input: { action: ClockAction; booking_id?: number }) => {
      publish(null);
      mutate(input, {
        onSuccess: (answer) => {
          if (!answer) return;
          const bookings = queryClient.getQueryData<ClockStatus>(clockKeys.status())?.bookings ?? [];
          const late = input.action === "in" ? lateMinutes(answer.payload, bookings) : null;
          publish({ userId, outcome: { kind: "done", action: input.action, punch: answer.payload, late } });
        },
        onError: (error) => publish({ userId, outcome: { kind: "failed", message: errorMessage(error) } }),
      });
    },
    [mutate, queryClient, userId],
  );
  return { act, busy: action.isPending };
}
