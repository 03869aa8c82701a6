import { GUIDE_KEYS, type GuideItem, type GuideKey } from "@brigade/contract/guides";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businesses, users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { guides } from "../../db/schema/guides";
import { areaRoles, locations } from "../../db/schema/locations";
import { shifts } from "../../db/schema/shifts";

const columns = { id: guides.id, key: guides.key, value: guides.value };
const order = (rows: { id: number; key: string; value: number }[]): GuideItem[] =>
  GUIDE_KEYS.flatMap((key) => rows.filter((r) => r.key === key) as GuideItem[]);

/** One user's getting-started checklist; every query is scoped by business and user. */
export function makeGuideRepository(db: Db) {
  const ofUser = (businessId: number, userId: number) =>
    and(eq(guides.businessId, businessId), eq(guides.userId, userId));

  return {
    /** Creates the missing rows at 0; concurrent first reads meet the unique (user_id, key) and do nothing. */
    async ensure(businessId: number, userId: number): Promise<void> {
      await db
        .insert(guides)
        .values(GUIDE_KEYS.map((key) => ({ businessId, userId, key, value: 0 })))
        .onConflictDoNothing({ target: [guides.userId, guides.key] });
    },

    /** The guides whose thing already exists in the business (a manager other than the caller for add_manager, a shift staff see with someone on it for publish_week). */
    async doneInBusiness(businessId: number, userId: number): Promise<GuideKey[]> {
      const has = (query: SQL) => sql<boolean>`exists (${query})`.mapWith(Boolean);
      const [row] = await db
        .select({
          create_shift: has(sql`select 1 from ${shifts} where ${shifts.businessId} = ${businessId}`),
          add_work_area_and_role: has(sql`select 1 from ${areaRoles} where ${areaRoles.businessId} = ${businessId}`),
          add_staff: has(sql`select 1 from ${users} u where u.business_id = ${businessId} and u.role = 'team_member'`),
          add_manager: has(
            sql`select 1 from ${users} u where u.business_id = ${businessId} and u.role = 'manager' and u.id <> ${userId}`,
          ),
          add_location: has(sql`select 1 from ${locations} where ${locations.businessId} = ${businessId}`),
          // Published: staff see a shift with someone holding a position in it (a draft week's are not).
          publish_week: has(sql`select 1 from ${shifts} join ${bookings} on ${bookings.shiftId} = ${shifts.id}
            where ${shifts.businessId} = ${businessId} and ${shifts.publishedAt} is not null
              and ${bookings.businessId} = ${businessId} and ${bookings.holds}`),
        })
        .from(businesses)
        .where(eq(businesses.id, businessId));
      return row ? GUIDE_KEYS.filter((key) => row[key] === true) : [];
    },

    async tickKeys(businessId: number, userId: number, keys: GuideKey[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(guides)
        .set({ value: 1 })
        .where(and(ofUser(businessId, userId), inArray(guides.key, keys)));
    },

    /** Ticks by id; false when the id is not one of this user's guides. */
    async tickId(businessId: number, userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(guides)
        .set({ value: 1 })
        .where(and(ofUser(businessId, userId), eq(guides.id, id)))
        .returning({ id: guides.id });
      return rows.length > 0;
    },

    async list(businessId: number, userId: number): Promise<GuideItem[]> {
      return order(await db.select(columns).from(guides).where(ofUser(businessId, userId)));
    },
  };
}
export type GuideRepository = ReturnType<typeof makeGuideRepository>;
