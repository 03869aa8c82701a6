import { MAIL_ONLY_KINDS, NOTIFICATION_KINDS } from "@brigade/contract/notifications";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk, sqlList } from "./columns";
import { businessIdColumn } from "./locations";

// Notifications (week-building.md, "Notifications"), their e-mails, password resets and calendar feeds: what
// Brigade tells a user outside the page they are on.

const userOfBusiness = (name: string, t: { businessId: AnyPgColumn; userId: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.businessId, t.userId], foreignColumns: [users.businessId, users.id] }).onDelete(
    "cascade",
  );

/**
 * One line of a user's list in the app. `data` holds what the sentence and the link need (names, instants, the
 * location's zone, ids), captured when the change is made, so a later rename or deletion does not rewrite history.
 * Written in the transaction of the change it reports.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: pk(),
    businessId: businessIdColumn(),
    userId: integer().notNull(),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb().notNull(),
    createdAt: createdAt(),
    readAt: instant(),
  },
  (t) => [
    index().on(t.userId, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
    userOfBusiness("notifications_user_fk", t),
    check("notifications_kind_check", sql`${t.kind} in ${sqlList(NOTIFICATION_KINDS)}`),
  ],
);

/** A user's choice per kind; no row means e-mail is on for that kind. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer().notNull(),
    businessId: businessIdColumn(),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    userOfBusiness("notification_preferences_user_fk", t),
    check("notification_preferences_kind_check", sql`${t.kind} in ${sqlList(NOTIFICATION_KINDS)}`),
  ],
);

/**
 * The e-mail outbox: a row per mail to send, written in the transaction of the change (so a rollback sends
 * nothing and a crash loses nothing), sent by the worker with retries and backoff. The mail is rendered when sent,
 * from its notification or, for mail-only kinds, from `data` (cleared once sent: a reset link is a secret).
 * `locked_until` lets one of several servers claim a row; the Message-ID is derived from the id, so a mail sent
 * twice after a crash between send and mark is one message to the receiving server.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: pk(),
    businessId: businessIdColumn(),
    userId: integer().notNull(),
    kind: text().notNull(),
    notificationId: integer().references(() => notifications.id, { onDelete: "cascade" }),
    data: jsonb(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    lockedUntil: instant(),
    sentAt: instant(),
    failedAt: instant(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
    userOfBusiness("mail_outbox_user_fk", t),
    check("mail_outbox_kind_check", sql`${t.kind} in ${sqlList([...NOTIFICATION_KINDS, ...MAIL_ONLY_KINDS])}`),
  ],
);

/** A forgotten-password link: only the token's hash is kept; single use, short-lived. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: pk(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * A user's private calendar-feed token (week-building.md, "Calendar feed"): only its sha256, as for sessions
 * (issue 34), so the URL is shown once, when made; rotating replaces it, which kills the old URL.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer().primaryKey(),
    businessId: businessIdColumn(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [userOfBusiness("calendar_feeds_user_fk", t)],
);
