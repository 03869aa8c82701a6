import { RESET_LINK_MINUTES } from "@brigade/contract/password-reset";
import { type AnyColumn, and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { loginFailures, sessions, users } from "../../db/schema/accounts";
import { calendarFeeds, passwordResets } from "../../db/schema/notifications";

type Rows<T> = { rows: T[] };

/** Links one account may be sent per hour: a stranger cannot flood someone's inbox with them. */
export const RESET_LINKS_PER_HOUR = 3;

// An account that may sign in: active, and not a join request that is waiting, rejected or deactivated.
const canSignIn = (userId: SQL | AnyColumn) => sql`exists (select 1 from users su
  left join employees se on se.user_id = su.id
  where su.id = ${userId} and su.active and (se.status is null or se.status = 'active_employee'))`;

function queries(db: Db) {
  return {
    /**
     * One statement whether or not the address has an account, so both answers cost the same: the link (its hash)
     * and its mail are written for an account that may sign in and has not had too many links this hour; for any
     * other address nothing is. The token itself waits in the outbox row until the mail is sent.
     */
    async requestReset(email: string, token: string, tokenHash: string): Promise<void> {
      await db.execute(sql`with target as (
          select u.id, u.business_id from users u
          where u.email = ${email} and ${canSignIn(sql`u.id`)}
            and (select count(*) from password_resets r
              where r.user_id = u.id and r.created_at > now() - interval '1 hour') < ${RESET_LINKS_PER_HOUR}),
        link as (
          insert into password_resets (user_id, token_hash, expires_at)
          select id, ${tokenHash}, now() + ${RESET_LINK_MINUTES} * interval '1 minute' from target
          returning user_id)
        insert into mail_outbox (business_id, user_id, kind, data)
        select t.business_id, t.id, 'password_reset', ${JSON.stringify({ token })}::jsonb
        from target t join link l on l.user_id = t.id`);
    },

    /** Whether the link works now (read before the password is hashed, so junk tokens cost no hashing). */
    async isLive(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > now()`,
            canSignIn(passwordResets.userId),
          ),
        );
      return row !== undefined;
    },

    /** Uses the link, once: of two requests with it, only one gets its user. */
    async useLink(tokenHash: string): Promise<number | undefined> {
      const result = (await db.execute(sql`update password_resets r set used_at = now()
        where r.token_hash = ${tokenHash} and r.used_at is null and r.expires_at > now()
          and ${canSignIn(sql`r.user_id`)}
        returning r.user_id as "userId"`)) as unknown as Rows<{ userId: number }>;
      return result.rows[0]?.userId;
    },

    /**
     * The new password, and everything the old one opened goes: every session, the calendar link, every other link, and the failed
     * logins that may have locked the owner out while they could not remember it.
     */
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      const [user] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      if (user) await db.delete(loginFailures).where(eq(loginFailures.email, user.email));
    },
  };
}

export function makeResetRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type ResetRepository = ReturnType<typeof makeResetRepository>;
