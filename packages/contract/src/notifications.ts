import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { clockIn, dateTimeIn } from "./dates";
import { timeZoneAbbr } from "./time-zones";

// Notifications (week-building.md, "Notifications"): what a user is told, in the app and by e-mail.

/** Every kind the contract names; each is one sentence template and one link (see describeNotification). */
export const NOTIFICATION_KINDS = [
  "shift_assigned",
  "shift_changed",
  "request_decided",
  "time_off_decided",
  "join_approved",
  "week_published",
  "swap_offered",
  "swap_decided",
  "time_off_requested",
  "pickup_requested",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Mails that are not notifications (no row in the app's list, no preference). */
export const MAIL_ONLY_KINDS = ["password_reset"] as const;
export type MailKind = NotificationKind | (typeof MAIL_ONLY_KINDS)[number];

/** The shift a notification is about, as it was when the change was made. Instants in UTC (ISO). */
export const notificationShift = z.object({
  shift_id: z.number(),
  name: z.string(),
  role: z.string().nullable(),
  location: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type NotificationShift = z.infer<typeof notificationShift>;

/**
 * What a notification's sentence and link need, captured with the change. Which fields a kind fills:
 * shift_assigned {shift}; shift_changed {shift, change}; request_decided {shift, status} (the booking's new status);
 * time_off_decided {from, to, status}; join_approved {business}; week_published {location, location_id, week,
 * count}; swap_offered {shift, actor, swap_id}; swap_decided {shift, status, swap_id}; time_off_requested
 * {employee, from, to}; pickup_requested {shift, employee}.
 */
export const notificationData = z.object({
  shift: notificationShift.optional(),
  change: z.enum(["moved", "edited", "deleted"]).optional(),
  status: z.string().optional(),
  /** Who acted (the colleague who offers a swap). */
  actor: z.string().optional(),
  /** Who asked (for the managers' kinds). */
  employee: z.string().optional(),
  business: z.string().optional(),
  location: z.string().optional(),
  location_id: z.number().optional(),
  /** DD-MM-YYYY: the Monday of a published week, or a time-off request's days. */
  week: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  count: z.number().optional(),
  swap_id: z.number().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

/** An instant in a location's zone with its abbreviation: "Mon 30-11-2026 05:00 PM EST". */
export function whenIn(at: string, timeZone: string): string {
  const day = Temporal.Instant.from(at).toZonedDateTimeISO(timeZone).dayOfWeek;
  return `${WEEKDAY_SHORT[day - 1]} ${dateTimeIn(at, timeZone)} ${timeZoneAbbr(timeZone, new Date(at))}`;
}
const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** "Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM" */
export function describeShift(s: NotificationShift): string {
  const what = s.role ? `${s.name} - ${s.role}` : s.name;
  return `${what} at ${s.location}, ${whenIn(s.starts_at, s.time_zone)} to ${clockIn(s.ends_at, s.time_zone)}`;
}

const days = (d: NotificationData) => (d.from === d.to || !d.to ? `${d.from}` : `${d.from} to ${d.to}`);
const shiftOf = (d: NotificationData) => (d.shift ? describeShift(d.shift) : "a shift");
const CHANGE_WORDS = { moved: "was moved", edited: "was changed", deleted: "was deleted" } as const;

/** Where each kind leads in the app: staff's kinds to their home, managers' to the list they decide from. */
export const NOTIFICATION_LINKS: Record<NotificationKind, string> = {
  shift_assigned: "/employee-home",
  shift_changed: "/employee-home",
  request_decided: "/employee-home",
  time_off_decided: "/employee-home",
  join_approved: "/employee-home",
  week_published: "/employee-home",
  swap_offered: "/employee-home",
  swap_decided: "/employee-home",
  time_off_requested: "/team-member-requests",
  pickup_requested: "/business-owner-shift-listing",
};

/** The one wording of each kind, for the app's list and the e-mail alike. */
export function describeNotification(kind: NotificationKind, d: NotificationData): { title: string; body: string } {
  switch (kind) {
    case "shift_assigned":
      return { title: "New shift", body: `You are on ${shiftOf(d)}.` };
    case "shift_changed":
      return { title: "Shift changed", body: `Your shift ${shiftOf(d)} ${CHANGE_WORDS[d.change ?? "edited"]}.` };
    case "request_decided":
      return { title: `Request ${d.status ?? "decided"}`, body: `Your request for ${shiftOf(d)}: ${d.status}.` };
    case "time_off_decided":
      return { title: `Time off ${d.status ?? "decided"}`, body: `Your time off ${days(d)}: ${d.status}.` };
    case "join_approved":
      return { title: "Welcome aboard", body: `You have joined ${d.business ?? "the business"}.` };
    case "week_published":
      return {
        title: "Schedule published",
        body: `The schedule of ${d.location} for the week of ${d.week} is published: you have ${d.count ?? 0} position${d.count === 1 ? "" : "s"}.`,
      };
    case "swap_offered":
      return { title: "Shift offered to you", body: `${d.actor ?? "A colleague"} offers you ${shiftOf(d)}.` };
    case "swap_decided":
      return { title: `Swap ${d.status ?? "decided"}`, body: `The swap of ${shiftOf(d)}: ${d.status}.` };
    case "time_off_requested":
      return { title: "Time off requested", body: `${d.employee} asks for time off ${days(d)}.` };
    case "pickup_requested":
      return { title: "Pickup requested", body: `${d.employee} asks to pick up ${shiftOf(d)}.` };
  }
}
