import { z } from "zod";

/**
 * Live updates: GET /api/events streams, as Server-Sent Events, what changed in the caller's business, so an
 * open screen refreshes it. An event names what changed, never its contents: the screen reads those again.
 */
export const LIVE_EVENTS_PATH = "/api/events";

/** shift: a shift or its positions; booking: an assignment or a request on one; swap; time_off. */
export const LIVE_EVENT_TYPES = ["shift", "booking", "swap", "time_off"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  /** The shift's location; null for time off, which belongs to no one location. */
  location_id: z.number().int().nullable(),
  /** Present when the change concerned a single shift (or a single booking). */
  shift_id: z.number().int().optional(),
  booking_id: z.number().int().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE `event:` name of every change, and how long a client waits before it reconnects. */
export const LIVE_EVENT_NAME = "change";
export const LIVE_RETRY_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream (nginx's default timeout is 60 s). */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Streams one user may hold open on one server (browser tabs); one more answers 429. */
export const LIVE_STREAMS_PER_USER = 10;

export const LIVE_MESSAGES = {
  unavailable: "Live updates are not available right now. The page will try again shortly.",
} as const;
