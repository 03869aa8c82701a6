import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DeletedBooking, shiftDeletions } from "../../db/schema/records";
import { shifts } from "../../db/schema/shifts";

type Rows<T> = { rows: T[] };

/** The writes of a shift delete, run inside the repository's transaction (see delete-service.ts). */
export function deletionQueries(db: Db) {
  return {
    /** Every booking of the shift as it stands, with the employee's name and its decisions, oldest first. */
    async bookingsOfShift(businessId: number, shiftId: number): Promise<DeletedBooking[]> {
      const result = (await db.execute(sql`select b.id, b.employee_id, u.name as employee_name, b.area_role_id,
          b.status, lower(b.during) as "from", upper(b.during) as "to",
          coalesce((select json_agg(json_build_object('from_status', e.from_status, 'to_status', e.to_status,
              'at', e.at, 'actor_user_id', e.actor_user_id, 'note', e.note) order by e.at, e.id)
            from booking_events e where e.business_id = ${businessId} and e.booking_id = b.id), '[]'::json) as events
        from bookings b
        join employees em on em.id = b.employee_id and em.business_id = ${businessId}
        join users u on u.id = em.user_id
        where b.business_id = ${businessId} and b.shift_id = ${shiftId}
        order by b.id`)) as unknown as Rows<DeletedBooking & { from: Date | string | null; to: Date | string | null }>;
      // Instants as ISO strings whichever driver read them (node-postgres gives dates, PGlite may too).
      const iso = (v: Date | string | null) => (v === null ? "" : new Date(v).toISOString());
      return result.rows.map((r) => ({ ...r, from: iso(r.from), to: iso(r.to) }));
    },

    async recordDeletion(
      businessId: number,
      shift: { id: number; name: string; locationId: number; startsAt: Date; endsAt: Date },
      deletedBy: number,
      held: DeletedBooking[],
    ): Promise<void> {
      await db.insert(shiftDeletions).values({
        businessId,
        shiftId: shift.id,
        locationId: shift.locationId,
        shiftName: shift.name,
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
        deletedBy,
        bookings: held,
      });
    },

    async deleteShift(businessId: number, id: number): Promise<void> {
      await db.delete(shifts).where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
    },

    /** The business's deleted shifts, newest first, one page. */
    async deletions(businessId: number, page: { offset: number; limit: number }) {
      return db
        .select({
          id: shiftDeletions.id,
          shiftId: shiftDeletions.shiftId,
          locationId: shiftDeletions.locationId,
          shiftName: shiftDeletions.shiftName,
          startsAt: shiftDeletions.startsAt,
          endsAt: shiftDeletions.endsAt,
          deletedBy: shiftDeletions.deletedBy,
          deletedAt: shiftDeletions.deletedAt,
          bookings: shiftDeletions.bookings,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(shiftDeletions)
        .where(eq(shiftDeletions.businessId, businessId))
        .orderBy(sql`${shiftDeletions.deletedAt} desc, ${shiftDeletions.id} desc`)
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}
