import type { NotificationKind } from "@brigade/contract/notifications";
import { and, count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema/notifications";
import { intArray } from "../../db/sql-arrays";

type Owner = { businessId: number; userId: number };

/** A user's own notifications and e-mail choices: every query is scoped by both the business and the user. */
function queries(db: Db) {
  const own = (o: Owner) => and(eq(notifications.businessId, o.businessId), eq(notifications.userId, o.userId));
  const unread = async (o: Owner): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(own(o), isNull(notifications.readAt)));
    return row?.n ?? 0;
  };
  return {
    unread,

    /** Newest first (by id), those older than `before` when given: `limit` of them. */
    page(o: Owner, before: number | undefined, limit: number) {
      return db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          data: notifications.data,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(and(own(o), before === undefined ? undefined : lt(notifications.id, before)))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /** How many of the ids are the user's own (the service refuses the call unless all are). */
    async ownedAmong(o: Owner, ids: readonly number[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(own(o), sql`${notifications.id} = any(${intArray(ids)})`));
      return row?.n ?? 0;
    },

    /** Marks the user's unread ones among `ids` (all of them without ids) as read now; read ones keep their time. */
    async markRead(o: Owner, ids: readonly number[] | undefined): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            own(o),
            isNull(notifications.readAt),
            ids === undefined ? undefined : sql`${notifications.id} = any(${intArray(ids)})`,
          ),
        );
    },

    /** The kinds the user has a choice stored for; a kind without a row is e-mailed. */
    preferences(o: Owner) {
      return db
        .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.businessId, o.businessId), eq(notificationPreferences.userId, o.userId)));
    },

    async savePreferences(o: Owner, choices: readonly { kind: NotificationKind; email: boolean }[]): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values(choices.map((c) => ({ businessId: o.businessId, userId: o.userId, kind: c.kind, email: c.email })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { email: sql`excluded.email` },
        });
    },
  };
}

export function makeNotificationRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type NotificationRepository = ReturnType<typeof makeNotificationRepository>;
