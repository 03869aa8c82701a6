import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { clockIn, formatApiDay, formatClock, formatDay } from "./dates";
import { MAX_ID } from "./fields";
import { entryOf, fill, MAIL_TEXTS } from "./i18n/mail";
import { dateTimeFormat } from "./intl";
import type { Locale } from "./locales";
import { formatAmount } from "./money";
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
  // The time clock (time-and-cost.md, "Attendance"): to the location's managers, and to the employee.
  "no_show",
  "missed_clock_out",
  // To the business's owners, whose kiosk link it is to rotate: a kiosk reached its day's bound of wrong PINs.
  "kiosk_locked",
  // Fair workweek (fair-workweek.md): to the employee, a manager asks them to agree to a short rest.
  "rest_consent_requested",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Mails that are not notifications (no row in the app's list, no preference). email_changed goes to the account's
 * previous address (in the row's data), not its current one. invitation goes to the invited address (in the row's
 * data); the row's user is the person who invited, whose language it is written in.
 */
export const MAIL_ONLY_KINDS = ["password_reset", "email_changed", "invitation"] as const;
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
 * A notice about a change set (a copy week, an auto-fill apply, a publish) names at most this many of the reader's
 * shifts, the earliest first; `count` says how many there are in all.
 */
export const NOTICE_SHIFTS_MAX = 10;

/**
 * What a notification's sentence and link need, captured with the change. Which fields a kind fills:
 * shift_assigned {shift}, or for several at once {shift, shifts, count}; shift_changed {shift, change}; request_decided {shift, status} (the booking's new status);
 * time_off_decided {from, to, status}; join_approved {business}; week_published {location, location_id, week,
 * count, shifts}; swap_offered {shift, actor, swap_id}; swap_decided {shift, status, swap_id}; time_off_requested
 * {employee, from, to}; pickup_requested {shift, employee}; no_show {shift, employee}; missed_clock_out {shift};
 * kiosk_locked {location, location_id}; rest_consent_requested {shift, actor, rest_hours, premium?, currency?}.
 */
export const notificationData = z.object({
  shift: notificationShift.optional(),
  /** The reader's shifts in a change set, earliest first (at most NOTICE_SHIFTS_MAX; `count` has them all). */
  shifts: z.array(notificationShift).optional(),
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
  /** rest_consent_requested: the rest the shift leaves, and its premium (decimal string) in `currency`. */
  rest_hours: z.number().optional(),
  premium: z.string().optional(),
  currency: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

/** An instant in a location's zone with its abbreviation: "Mon 30-11-2026 05:00 PM EST", "lun 30/11/2026 17:00 EST". */
export function whenIn(at: string, timeZone: string, locale: Locale = "en"): string {
  return fill(MAIL_TEXTS[locale].instant, instantParts(at, timeZone, locale));
}

/** A shift's hours: "Mon 30-11-2026 05:00 PM EST to 11:00 PM", "lun 30/11/2026 de 17:00 EST a 23:00". */
export function spanIn(startsAt: string, endsAt: string, timeZone: string, locale: Locale = "en"): string {
  const end = clockIn(endsAt, timeZone, locale);
  return fill(MAIL_TEXTS[locale].span, { ...instantParts(startsAt, timeZone, locale), end });
}

const zonedAt = (at: string, timeZone: string) => Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);

/** A DD-MM-YYYY day as the language writes it (notifications keep days in the API's form). */
export const dayIn = (day: string | undefined, locale: Locale = "en"): string => formatApiDay(day, locale);

function instantParts(at: string, timeZone: string, locale: Locale) {
  const z = zonedAt(at, timeZone);
  return {
    day: MAIL_TEXTS[locale].weekdays[z.dayOfWeek - 1],
    date: formatDay(z.toPlainDate(), locale),
    clock: formatClock(z.hour, z.minute, locale),
    zone: localZoneName(timeZone, new Date(at)),
  };
}

/**
 * The zone's short name as people there say it: en-US knows EST/EDT/PST but calls British Summer Time "GMT+1";
 * en-GB knows GMT/BST/CET/CEST. Where neither has a name, the GMT offset. The same in every language: it is
 * the location's name for its clock.
 */
export function localZoneName(timeZone: string, at: Date): string {
  const american = timeZoneAbbr(timeZone, at);
  if (!/^GMT[+-]/.test(american)) return american;
  const british = dateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return british && !/^GMT[+-]/.test(british) ? british : american;
}

/**
 * "Dinner - Line Cook at Downtown, Mon 30-11-2026 05:00 PM EST to 11:00 PM"; in Spanish and French with its
 * article ("el turno Dinner - Line Cook en Downtown, …").
 */
export function describeShift(s: NotificationShift, locale: Locale = "en"): string {
  const what = s.role ? `${s.name} - ${s.role}` : s.name;
  const time = spanIn(s.starts_at, s.ends_at, s.time_zone, locale);
  return fill(MAIL_TEXTS[locale].shift, { what, location: s.location, time });
}

/** The shifts named, then "and N more" for those of `count` left out. */
function listOf(shifts: readonly NotificationShift[], count: number, locale: Locale): string {
  const t = MAIL_TEXTS[locale];
  const named = shifts.map((s) => describeShift(s, locale));
  if (count > shifts.length) named.push(fill(t.more, { count: count - shifts.length }));
  return named.join(t.listSeparator);
}

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
  no_show: "/timesheets",
  missed_clock_out: "/employee-home?tab=clock",
  kiosk_locked: "/locations",
  rest_consent_requested: "/employee-home?tab=requests",
};

/**
 * request_decided's status: a decision on a booking (decisions.ts, DecidedStatus) in the words its requester
 * understands. A Pending booking is always a pickup request, an Apply For Leave one a leave request. Stored in
 * English; describeNotification words it in the reader's language.
 */
export const REQUEST_DECIDED_STATUS = {
  Accepted: "Pickup accepted",
  Rejected: "Pickup rejected",
  Released: "Leave approved",
  "Leave Rejected": "Leave rejected",
} as const;

/**
 * The one wording of each kind, for the app's list and the e-mail alike, in the reader's language. The data
 * hold English statuses and DD-MM-YYYY days; a status this does not know is shown as it is.
 */
export function describeNotification(
  kind: NotificationKind,
  d: NotificationData,
  locale: Locale = "en",
): { title: string; body: string } {
  const t = MAIL_TEXTS[locale];
  const shift = d.shift ? describeShift(d.shift, locale) : t.aShift;
  const from = dayIn(d.from, locale);
  const days = d.from === d.to || !d.to ? fill(t.oneDay, { from }) : fill(t.days, { from, to: dayIn(d.to, locale) });
  switch (kind) {
    case "shift_assigned": {
      const count = d.count ?? 1;
      if (count === 1 || !d.shifts?.length)
        return { title: t.shiftAssigned.title, body: fill(t.shiftAssigned.body, { shift }) };
      return {
        title: t.shiftsAssigned.title,
        body: fill(t.shiftsAssigned.body, { count, list: listOf(d.shifts, count, locale) }),
      };
    }
    case "shift_changed":
      return { title: t.shiftChanged.title, body: fill(t.shiftChanged[d.change ?? "edited"], { shift }) };
    case "request_decided": {
      const known = entryOf(t.requestDecided.statuses, d.status);
      if (known) return { title: known.title, body: fill(known.body, { shift }) };
      const { title, body } = t.requestDecided;
      return { title: d.status ?? title, body: fill(body, { shift, status: d.status }) };
    }
    case "time_off_decided": {
      const { title, body, decided, statuses } = t.timeOffDecided;
      const status = entryOf(statuses, d.status) ?? d.status;
      return {
        title: fill(title, { status: (status ?? decided).toLocaleLowerCase(locale) }),
        body: fill(body, { days, status }),
      };
    }
    case "join_approved":
      return {
        title: t.joinApproved.title,
        body: fill(t.joinApproved.body, { business: d.business ?? t.joinApproved.theBusiness }),
      };
    case "week_published": {
      const count = d.count ?? 0;
      const plural = new Intl.PluralRules(locale).select(count) === "one" ? "one" : "other";
      const sentence = fill(t.weekPublished[plural], { location: d.location, week: dayIn(d.week, locale), count });
      const yours = d.shifts?.length ? ` ${fill(t.yourShifts, { list: listOf(d.shifts, count, locale) })}` : "";
      return { title: t.weekPublished.title, body: sentence + yours };
    }
    case "swap_offered":
      return {
        title: t.swapOffered.title,
        body: fill(t.swapOffered.body, { actor: d.actor ?? t.swapOffered.aColleague, shift }),
      };
    case "swap_decided": {
      const { title, body, decided, statuses } = t.swapDecided;
      const status = entryOf(statuses, d.status) ?? d.status;
      return { title: fill(title, { status: status ?? decided }), body: fill(body, { shift, status }) };
    }
    case "time_off_requested":
      return { title: t.timeOffRequested.title, body: fill(t.timeOffRequested.body, { employee: d.employee, days }) };
    case "pickup_requested":
      return { title: t.pickupRequested.title, body: fill(t.pickupRequested.body, { employee: d.employee, shift }) };
    case "no_show":
      return { title: t.noShow.title, body: fill(t.noShow.body, { employee: d.employee, shift }) };
    case "missed_clock_out":
      return { title: t.missedClockOut.title, body: fill(t.missedClockOut.body, { shift }) };
    case "kiosk_locked":
      return { title: t.kioskLocked.title, body: fill(t.kioskLocked.body, { location: d.location }) };
    case "rest_consent_requested": {
      const { title, body, premium } = t.restConsentRequested;
      const pays =
        d.premium && d.currency ? fill(premium, { amount: formatAmount(d.premium, d.currency, locale) }) : "";
      const hours = new Intl.NumberFormat(locale).format(d.rest_hours ?? 0);
      return { title, body: fill(body, { actor: d.actor ?? "", shift, hours, premium: pays }) };
    }
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
