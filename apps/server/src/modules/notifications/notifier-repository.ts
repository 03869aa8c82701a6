import type { NotificationData, NotificationKind } from "@brigade/contract/notifications";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executePrepared } from "../../db/prepared";

/** One notification to write: to whom, what kind, and what its sentence needs. */
export type NotificationDraft = { userId: number; kind: NotificationKind; data: NotificationData };

export type Notifier = {
  /**
   * Writes the notifications in the caller's transaction (the outbox of week-building.md): they commit with the
   * change they report or not at all. With e-mail on, each also gets a mail_outbox row unless its user turned
   * e-mail off for that kind; the worker sends those. Users of another business are ignored, never written.
   */
  record(tx: Db | Tx, businessId: number, drafts: readonly NotificationDraft[]): Promise<void>;
  /**
   * The same, for drafts a query selects (columns user_id int, kind text, data jsonb): a change's recipients and
   * the data of its sentence read and written in one statement, whatever their number (notices.ts).
   */
  recordSelected(tx: Db | Tx, businessId: number, drafts: SQL): Promise<void>;
  /**
   * The same writes as common table expressions (`notice`, and `notice_mail` with e-mail on) to put after another
   * statement's own, so a change and its notices are one statement (a manager's assignment, bookings' ledger).
   */
  recordSelectedWith(businessId: number, drafts: SQL): SQL;
};

export function makeNotifier(options: { mailOn: boolean }): Notifier {
  const inserted = (businessId: number, drafts: SQL) => sql`insert into notifications (business_id, user_id, kind, data)
    select ${businessId}, r.user_id, r.kind, r.data from (${drafts}) as r
    join users u on u.id = r.user_id and u.business_id = ${businessId}`;
  /** An outbox row for each notice written (`written`) whose user wants its kind by e-mail. */
  const mailed = (businessId: number, written: SQL) => sql`insert into mail_outbox (business_id, user_id, kind,
      notification_id)
    select ${businessId}, w.user_id, w.kind, w.id from ${written} w
    where not exists (select 1 from notification_preferences p
      where p.user_id = w.user_id and p.kind = w.kind and not p.email)`;

  async function write(tx: Db | Tx, businessId: number, drafts: SQL): Promise<void> {
    // One statement whatever the number of recipients (publishing a week tells everyone with a position).
    // Prepared (db/prepared.ts): batches of assignments (auto-fill, copy week) write their notices here.
    if (!options.mailOn) {
      await executePrepared(tx as Db, inserted(businessId, drafts));
      return;
    }
    await executePrepared(
      tx as Db,
      sql`with written as (${inserted(businessId, drafts)} returning id, user_id, kind)
      ${mailed(businessId, sql`written`)}`,
    );
  }

  function recordSelectedWith(businessId: number, drafts: SQL): SQL {
    const notice = sql`notice as (${inserted(businessId, drafts)} returning id, user_id, kind)`;
    return options.mailOn ? sql`${notice}, notice_mail as (${mailed(businessId, sql`notice`)})` : notice;
  }

  return {
    async record(tx, businessId, drafts) {
      if (drafts.length === 0) return;
      const rows = JSON.stringify(drafts.map((d) => ({ user_id: d.userId, kind: d.kind, data: d.data })));
      await write(
        tx,
        businessId,
        sql`select * from jsonb_to_recordset(${rows}::jsonb) as j(user_id int, kind text, data jsonb)`,
      );
    },
    recordSelected: write,
    recordSelectedWith,
  };
}
