import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { clockIn, dateTimeIn } from "./dates";
import { MAX_ID } from "./fields";
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
  return `${WEEKDAY_SHORT[day - 1]} ${dateTimeIn(at, timeZone)} ${localZoneName(timeZone, new Date(at))}`;
}
const britishNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name as people there say it: en-US knows EST/EDT/PST but calls British Summer Time "GMT+1";
 * en-GB knows GMT/BST/CET/CEST. Where neither has a name, the GMT offset.
 */
export function localZoneName(timeZone: string, at: Date): string {
  const american = timeZoneAbbr(timeZone, at);
  if (!/^GMT[+-]/.test(american)) return american;
  let format = britishNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" });
    britishNames.set(timeZone, format);
  }
  const british = format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  return british && !/^GMT[+-]/.test(british) ? british : american;
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
  request_decided: "/employee-home?tab=requests",
  time_off_decided: "/employee-home?tab=time_off",
  join_approved: "/employee-home",
  week_published: "/employee-home",
  swap_offered: "/employee-home?tab=swaps",
  swap_decided: "/employee-home?tab=swaps",
  time_off_requested: "/business-owner-shift-listing#TimeOff",
  pickup_requested: "/business-owner-shift-listing#Pending",
};

/**
 * request_decided's status: a decision on a booking (decisions.ts, DecidedStatus) in the words its requester
 * understands. A Pending booking is always a pickup request, an Apply For Leave one a leave request.
 */
export const REQUEST_DECIDED_STATUS = {
  Accepted: "Pickup accepted",
  Rejected: "Pickup rejected",
  Released: "Leave approved",
  "Leave Rejected": "Leave rejected",
} as const;

/** The one wording of each kind, for the app's list and the e-mail alike. */
export function describeNotification(kind: NotificationKind, d: NotificationData): { title: string; body: string } {
  switch (kind) {
    case "shift_assigned":
      return { title: "New shift", body: `You are on ${shiftOf(d)}.` };
    case "shift_changed":
      return { title: "Shift changed", body: `Your shift ${shiftOf(d)} ${CHANGE_WORDS[d.change ?? "edited"]}.` };
    case "request_decided":
      return { title: d.status ?? "Request decided", body: `Your request for ${shiftOf(d)}: ${d.status}.` };
    case "time_off_decided":
      return {
        title: `Time off ${(d.status ?? "decided").toLowerCase()}`,
        body: `Your time off ${days(d)}: ${d.status}.`,
      };
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

// The HTTP shapes (week-building.md, "Notifications"): GET /api/notifications, POST /api/notifications/read,
// GET/PUT /api/notifications/preferences.

/** Newest first, in pages of at most this many. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Ids one read call may name. */
export const MAX_READ_IDS = 200;

export const NOTIFICATION_MESSAGES = {
  before: "The before field must be a notification id.",
  limit: `The limit must be a whole number from 1 to ${NOTIFICATIONS_PAGE_MAX}.`,
  readWhich: "Name the notifications to mark as read, or ask for all.",
  readIds: `The ids must be a list of 1 to ${MAX_READ_IDS} notification ids.`,
  marked: "Notifications marked as read.",
  notFound: "Notification not found.",
  preferences: "Each preference needs a known kind and email true or false.",
  preferencesSaved: "Notification preferences saved.",
} as const;

/** One line of the list: the stored data, and the sentence and link made from it. */
export const notificationItem = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  data: notificationData,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `next_before` is the `before` of the next (older) page, null on the last. */
export const notificationsPayload = z.object({
  items: z.array(notificationItem),
  unread: z.number(),
  next_before: z.number().nullable(),
});
export type NotificationsPayload = z.infer<typeof notificationsPayload>;

/** A notification id as the database keeps them (a whole number from 1 to MAX_ID), else `message`. */
const notificationId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** The answer to a read call: the caller's unread count after it. */
export const readNotificationsPayload = z.object({ unread: z.number() });
export type ReadNotificationsPayload = z.infer<typeof readNotificationsPayload>;

export const readNotificationsBody = z
  .object({
    ids: z
      .array(notificationId(NOTIFICATION_MESSAGES.readIds), { error: NOTIFICATION_MESSAGES.readIds })
      .min(1, NOTIFICATION_MESSAGES.readIds)
      .max(MAX_READ_IDS, NOTIFICATION_MESSAGES.readIds)
      .optional(),
    all: z.literal(true, { error: NOTIFICATION_MESSAGES.readWhich }).optional(),
  })
  .refine((b) => (b.ids !== undefined) !== (b.all !== undefined), { message: NOTIFICATION_MESSAGES.readWhich });
export type ReadNotificationsBody = z.input<typeof readNotificationsBody>;

/** Every kind with whether it is e-mailed; `mail_on` says whether this server sends e-mail at all. */
export const notificationPreferencesPayload = z.object({
  mail_on: z.boolean(),
  preferences: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean() })),
});
export type NotificationPreferencesPayload = z.infer<typeof notificationPreferencesPayload>;

const preferenceChoice = z.object(
  {
    kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.preferences }),
    email: z.boolean({ error: NOTIFICATION_MESSAGES.preferences }),
  },
  { error: NOTIFICATION_MESSAGES.preferences },
);

export const notificationPreferencesBody = z.object({
  preferences: z
    .array(preferenceChoice, { error: NOTIFICATION_MESSAGES.preferences })
    .min(1, NOTIFICATION_MESSAGES.preferences)
    .max(NOTIFICATION_KINDS.length, NOTIFICATION_MESSAGES.preferences),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBody>;

export const notificationsQuery = z.object({
  before: z.coerce
    .number({ error: NOTIFICATION_MESSAGES.before })
    .int(NOTIFICATION_MESSAGES.before)
    .min(1, NOTIFICATION_MESSAGES.before)
    .max(MAX_ID, NOTIFICATION_MESSAGES.before)
    .optional(),
  limit: z.coerce
    .number({ error: NOTIFICATION_MESSAGES.limit })
    .int(NOTIFICATION_MESSAGES.limit)
    .min(1, NOTIFICATION_MESSAGES.limit)
    .max(NOTIFICATIONS_PAGE_MAX, NOTIFICATION_MESSAGES.limit)
    .default(20),
});
export type NotificationsQuery = z.output<typeof notificationsQuery>;
