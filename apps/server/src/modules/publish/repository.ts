import type { NotificationData } from "@brigade/contract/notifications";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { scheduleWeeks } from "../../db/schema/publishing";
import { shifts } from "../../db/schema/shifts";
import { readWorkRules } from "../business";
import type { Notices } from "../notifications";

/** A local week of a location: its Monday (YYYY-MM-DD) and its instants [from, to) in the location's zone. */
export type WeekSpan = { monday: string; from: Date; to: Date };

/** A week's counts as stored, keyed by its Monday (YYYY-MM-DD). */
export type StoredWeek = {
  monday: string;
  publishedAt: string | null;
  shifts: number;
  drafts: number;
  changed: number;
  removed: number;
  people: number;
};

type FactRow = {
  monday: string;
  published_at: Date | string | null;
  shifts: number | string;
  drafts: number | string;
  changed: number | string;
  removed: number | string;
  people: number | string;
};

/** Reads and writes of publishing, each scoped by the caller's business. */
function queries(db: Db, notices: Notices) {
  const ofWeek = (businessId: number, locationId: number, span: WeekSpan) =>
    and(
      eq(shifts.businessId, businessId),
      eq(shifts.locationId, locationId),
      gte(shifts.startsAt, span.from),
      lt(shifts.startsAt, span.to),
    );

  return {
    location: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),

    draftWeeksOn: async (businessId: number) => (await readWorkRules(db, businessId)).draft_weeks,

    /**
     * Serialises publishing per location: a second publish of the week waits, then sees the first's result.
     * NO KEY UPDATE does not block the key-share locks that creating a shift takes on its location.
     */
    async lockLocation(businessId: number, id: number): Promise<void> {
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)))
        .for("no key update");
    },

    /**
     * Per week: its shifts (by their start), the drafts among them, the published ones changed after the week was
     * published (edited, moved in, or published on their own since), the removals counted since, and the people
     * holding a position in it.
     */
    async weekFacts(businessId: number, locationId: number, spans: WeekSpan[]): Promise<StoredWeek[]> {
      const weeks = sql.join(
        spans.map(
          (w) => sql`(${w.monday}::date, ${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const result = (await db.execute(sql`select w.monday::text as monday, sw.published_at,
          coalesce(sw.removed_since_publish, 0) as removed,
          count(s.id) as shifts,
          count(s.id) filter (where s.published_at is null) as drafts,
          count(s.id) filter (where s.published_at is not null and sw.published_at is not null
            and greatest(s.published_at, s.changed_at) > sw.published_at) as changed,
          (select count(distinct b.employee_id) from bookings b join shifts bs on bs.id = b.shift_id
            where b.business_id = ${businessId} and b.holds and bs.business_id = ${businessId}
              and bs.location_id = ${locationId} and bs.starts_at >= w.starts and bs.starts_at < w.ends) as people
        from (values ${weeks}) as w(monday, starts, ends)
        left join schedule_weeks sw
          on sw.business_id = ${businessId} and sw.location_id = ${locationId} and sw.week_start = w.monday
        left join shifts s on s.business_id = ${businessId} and s.location_id = ${locationId}
          and s.starts_at >= w.starts and s.starts_at < w.ends
        group by w.monday, w.starts, w.ends, sw.published_at, sw.removed_since_publish
        order by w.monday`)) as unknown as { rows: FactRow[] };
      return result.rows.map((r) => ({
        monday: r.monday,
        publishedAt: r.published_at === null ? null : new Date(r.published_at).toISOString(),
        shifts: Number(r.shifts),
        drafts: Number(r.drafts),
        changed: Number(r.changed),
        removed: Number(r.removed),
        people: Number(r.people),
      }));
    },

    /** The week's drafts become visible to staff; how many there were. */
    async publishDrafts(businessId: number, locationId: number, span: WeekSpan): Promise<number> {
      const rows = await db
        .update(shifts)
        .set({ publishedAt: sql`now()` })
        .where(and(ofWeek(businessId, locationId, span), isNull(shifts.publishedAt)))
        .returning({ id: shifts.id });
      return rows.length;
    },

    /** The week's row says it is published now, by this user, with nothing removed since. */
    async markPublished(businessId: number, locationId: number, monday: string, userId: number): Promise<void> {
      const published = { publishedAt: sql`now()`, publishedBy: userId, removedSincePublish: 0 };
      await db
        .insert(scheduleWeeks)
        .values({ businessId, locationId, weekStart: monday, ...published })
        .onConflictDoUpdate({ target: [scheduleWeeks.locationId, scheduleWeeks.weekStart], set: published });
    },

    /** How many people hold a position on a shift of the week. */
    async holderCount(businessId: number, locationId: number, span: WeekSpan): Promise<number> {
      const [row] = await db
        .select({ people: sql<number>`count(distinct ${employees.userId})`.mapWith(Number) })
        .from(bookings)
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .innerJoin(employees, eq(employees.id, bookings.employeeId))
        .where(
          and(eq(bookings.businessId, businessId), eq(bookings.holds, true), ofWeek(businessId, locationId, span)),
        );
      return row?.people ?? 0;
    },

    /**
     * week_published to everyone holding a position that week, once each with their shifts, written in this
     * repository's transaction: they commit with the publish or not at all.
     */
    notifyHolders: (businessId: number, locationId: number, span: WeekSpan, data: NotificationData) =>
      notices.weekPublished(db, businessId, ofWeek(businessId, locationId, span) ?? sql`false`, data),
  };
}

export function makePublishRepository(db: Db, notices: Notices) {
  const make = (d: Db) => queries(d, notices);
  return { ...make(db), transaction: transactional(db, make) };
}
export type PublishRepository = ReturnType<typeof makePublishRepository>;
