import { LIVE_EVENT_TYPES, type LiveEvent } from "@brigade/contract/live-events";
import { z } from "zod";

/** The channel the database's triggers notify on (migration 0010). */
export const LIVE_CHANNEL = "brigade_live";

/** A notice as the triggers send it: short keys, since a notice is at most 8,000 bytes. */
const noticeSchema = z.object({
  b: z.number().int(),
  t: z.enum(LIVE_EVENT_TYPES),
  l: z.number().int().nullable(),
  s: z.number().int().nullable(),
  k: z.number().int().nullable(),
  /** The employees concerned; null when too many to list. */
  e: z.array(z.number().int()).nullable(),
  /** A published shift is concerned (staff never see drafts). */
  p: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Sessions that ended: their streams end. */
const signedOutSchema = z.object({ t: z.literal("signed_out"), x: z.array(z.number().int()) });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** A notice, or null for anything else (a payload this version does not know). */
export function parseNotice(payload: string): Notice | SignedOut | null {
  try {
    const json: unknown = JSON.parse(payload);
    const parsed = signedOutSchema.safeParse(json);
    if (parsed.success) return parsed.data;
    const notice = noticeSchema.safeParse(json);
    return notice.success ? notice.data : null;
  } catch {
    return null;
  }
}

/**
 * Who is watching: owners and managers see their whole business; a team member sees what concerns them and
 * the published shifts of the locations they work at.
 */
export type Viewer =
  | { businessId: number; role: "owner" | "manager" }
  | { businessId: number; role: "team_member"; employeeId: number | null; locationIds: ReadonlySet<number> };

function event(notice: Notice, withBooking: boolean): LiveEvent {
  return {
    type: notice.t,
    location_id: notice.l,
    ...(notice.s !== null && { shift_id: notice.s }),
    ...(withBooking && notice.k !== null && { booking_id: notice.k }),
  };
}

/**
 * The event this viewer may see of a notice, or null. Never another business's; for a team member, never a
 * draft shift, and another person's booking or swap only as "something changed at this shift" (no booking id),
 * which their open shifts need to know (a position was taken).
 */
export function eventFor(notice: Notice, viewer: Viewer): LiveEvent | null {
  if (notice.b !== viewer.businessId) return null;
  if (viewer.role !== "team_member") return event(notice, true);
  if (!notice.p) return null;
  const own = viewer.employeeId !== null && notice.e?.includes(viewer.employeeId) === true;
  if (own) return event(notice, true);
  if (notice.l !== null && viewer.locationIds.has(notice.l)) return event(notice, false);
  return null;
}
