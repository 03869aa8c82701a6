import type { Locale } from "@brigade/contract/locales";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Rows<T> = { rows: T[] };

/** A claimed outbox row with what its mail needs; nulls where the user or notification is gone. */
export type ClaimedMail = {
  id: number;
  kind: string;
  /** Attempts so far, this one included. */
  attempts: number;
  /** The mail-only kinds' data (a reset token); notifications' data come from their row. */
  data: Record<string, unknown> | null;
  email: string | null;
  name: string | null;
  /** The language the user saved; null (or gone) is English. */
  locale: Locale | null;
  /** Whether the user can still sign in: an inactive, rejected or waiting account gets no mail. */
  reachable: boolean;
  notificationKind: string | null;
  notificationData: Record<string, unknown> | null;
};

// The outbox is the server's own queue, not a business's records: the worker reads every business's rows,
// each mail going to the one user its row names (mail_outbox_user_fk ties the user to the row's business).
export function makeMailRepository(db: Db) {
  return {
    /** Mails waiting to be sent or tried again, of every business (the metrics' queue depth). */
    async countPending(): Promise<number> {
      const result = (await db.execute(
        sql`select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    },
    /**
     * Claims up to `limit` due rows for `lockMs` in one statement: `for update skip locked` lets several servers
     * poll side by side without taking the same row, and a row whose claimer died is due again once its lock
     * runs out. The attempt is counted at the claim, so a crash mid-send still counts it.
     */
    async claimDue(limit: number, lockMs: number): Promise<ClaimedMail[]> {
      const result = (await db.execute(sql`with claimed as (
          update mail_outbox set locked_until = now() + ${lockMs} * interval '1 millisecond', attempts = attempts + 1
          where id in (select id from mail_outbox
            where sent_at is null and failed_at is null and next_attempt_at <= now()
              and (locked_until is null or locked_until < now())
            order by id limit ${limit} for update skip locked)
          returning id, kind, attempts, data, user_id, notification_id)
        select c.id, c.kind, c.attempts, c.data, u.email::text as email, u.name, u.locale,
          coalesce(u.active and (e.status is null or e.status = 'active_employee'), false) as reachable,
          n.kind as "notificationKind", n.data as "notificationData"
        from claimed c
        left join users u on u.id = c.user_id
        left join employees e on e.user_id = c.user_id
        left join notifications n on n.id = c.notification_id
        order by c.id`)) as unknown as Rows<ClaimedMail>;
      return result.rows;
    },

    // An outcome belongs to its claim. A send may outlive its claim (a stalled server, a reply that came late):
    // by then another claim may hold the row, and a late retry or failure must not release or end it. A send
    // that went out is recorded whoever learns it, and once sent a row takes no other outcome.

    /** Sent: the data goes (a reset token is a secret) and the row is done. */
    async markSent(id: number): Promise<void> {
      await db.execute(sql`update mail_outbox set sent_at = now(), data = null, locked_until = null, last_error = null
        where id = ${id} and sent_at is null`);
    },

    /** Not sent by the claim that made attempt `attempt`: due again after `delayMs`. */
    async markRetry(id: number, attempt: number, error: string, delayMs: number): Promise<void> {
      await db.execute(sql`update mail_outbox set last_error = ${error}, locked_until = null,
          next_attempt_at = now() + ${delayMs} * interval '1 millisecond'
        where id = ${id} and attempts = ${attempt} and sent_at is null`);
    },

    /** Given up by the claim that made attempt `attempt`: never tried again; the data goes as on success. */
    async markFailed(id: number, attempt: number, error: string): Promise<void> {
      await db.execute(sql`update mail_outbox set failed_at = now(), last_error = ${error}, locked_until = null,
          data = null
        where id = ${id} and attempts = ${attempt} and sent_at is null`);
    },
  };
}
export type MailRepository = ReturnType<typeof makeMailRepository>;
