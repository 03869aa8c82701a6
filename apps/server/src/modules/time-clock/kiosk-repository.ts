import { KIOSK_DAY_MS, KIOSK_MAX_FAILURES } from "@brigade/contract/time-clock";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { kioskFailures, kiosks } from "../../db/schema/time-and-cost";
import type { Notices } from "../notifications";

function queries(db: Db) {
  return {
    async hasLocation(businessId: number, locationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row !== undefined;
    },

    async kioskOfLocation(businessId: number, locationId: number) {
      const [row] = await db
        .select({ id: kiosks.id, createdAt: kiosks.createdAt })
        .from(kiosks)
        .where(and(eq(kiosks.businessId, businessId), eq(kiosks.locationId, locationId)));
      return row;
    },

    /** Creates the location's kiosk, or gives it a new token (the old one stops working at once). */
    async saveKiosk(businessId: number, locationId: number, tokenHash: string, userId: number) {
      await db
        .insert(kiosks)
        .values({ businessId, locationId, tokenHash, createdBy: userId })
        .onConflictDoUpdate({
          target: kiosks.locationId,
          set: { tokenHash, createdBy: userId, createdAt: new Date() },
        });
    },

    /** The kiosk a token opens, with its location; nothing for an unknown or rotated token. */
    async kioskByToken(tokenHash: string) {
      const result = (await db.execute(sql`select k.id, k.business_id as "businessId", k.location_id as "locationId",
          l.name as "locationName", l.time_zone as "timeZone"
        from kiosks k join locations l on l.id = k.location_id and l.business_id = k.business_id
        where k.token_hash = ${tokenHash}`)) as unknown as {
        rows: { id: number; businessId: number; locationId: number; locationName: string; timeZone: string }[];
      };
      return result.rows[0];
    },

    /**
     * Serializes the kiosk's PIN checks: each takes this lock, reads the failures, judges the PIN and records a
     * wrong one before the next check reads them, so a parallel burst is judged one by one.
     */
    async lockKiosk(kioskId: number) {
      await db.select({ id: kiosks.id }).from(kiosks).where(eq(kiosks.id, kioskId)).for("update");
    },

    /** The wrong PINs typed at the kiosk: the last few of the last two minutes (newest first), and the day's count. */
    async failures(kioskId: number, now: Date): Promise<{ recent: Date[]; today: number }> {
      const recent = await db
        .select({ at: kioskFailures.at })
        .from(kioskFailures)
        .where(and(eq(kioskFailures.kioskId, kioskId), gt(kioskFailures.at, new Date(now.getTime() - 120_000))))
        .orderBy(desc(kioskFailures.at))
        .limit(KIOSK_MAX_FAILURES);
      const [day] = await db
        .select({ n: count() })
        .from(kioskFailures)
        .where(and(eq(kioskFailures.kioskId, kioskId), gt(kioskFailures.at, new Date(now.getTime() - KIOSK_DAY_MS))));
      return { recent: recent.map((r) => r.at), today: day?.n ?? 0 };
    },

    async recordFailure(kioskId: number, at: Date) {
      await db.insert(kioskFailures).values({ kioskId, at });
      // Failures older than a day count for nothing: keep the table small.
      await db.execute(
        sql`delete from kiosk_failures where kiosk_id = ${kioskId} and at < ${new Date(at.getTime() - KIOSK_DAY_MS)}`,
      );
    },

    /** A new link starts the kiosk afresh: its wrong PINs are forgotten with the old link. */
    async forgetFailures(businessId: number, locationId: number) {
      await db.execute(sql`delete from kiosk_failures f using kiosks k
        where f.kiosk_id = k.id and k.business_id = ${businessId} and k.location_id = ${locationId}`);
    },

    /** The active employee whose PIN this is, in the business. */
    async employeeByPin(businessId: number, pinHash: string) {
      const [row] = await db
        .select({ employeeId: employees.id, name: users.name })
        .from(users)
        .innerJoin(employees, eq(employees.userId, users.id))
        .where(
          and(
            eq(users.businessId, businessId),
            eq(users.pinHash, pinHash),
            eq(users.active, true),
            eq(employees.status, "active_employee"),
          ),
        );
      return row;
    },

    /** Sets (or with null removes) the user's PIN; false when another user of the business has it. */
    async setPin(businessId: number, userId: number, pinHash: string | null): Promise<boolean> {
      if (pinHash !== null) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.businessId, businessId), eq(users.pinHash, pinHash)));
        if (taken && taken.id !== userId) return false;
      }
      await db
        .update(users)
        .set({ pinHash })
        .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
      return true;
    },

    /**
     * Who holds a position of a published shift at the location today (slots starting in [from, to)), and whether
     * they are in now: the kiosk is a member-facing screen, so drafts are not on it.
     */
    async onShift(businessId: number, locationId: number, from: Date, to: Date) {
      const result = (await db.execute(sql`select u.name, min(sl.starts_at) as "from", max(sl.ends_at) as "to",
          bool_or(exists (select 1 from punches p where p.business_id = ${businessId}
            and p.employee_id = b.employee_id and p.out_at is null)) as "clockedIn"
        from bookings b join shift_slots sl on sl.id = b.slot_id join shifts s on s.id = b.shift_id
        join employees e on e.id = b.employee_id join users u on u.id = e.user_id
        where b.business_id = ${businessId} and b.holds and s.location_id = ${locationId}
          and s.published_at is not null
          and sl.starts_at >= ${from} and sl.starts_at < ${to}
        group by b.employee_id, u.name order by min(sl.starts_at), u.name limit 500`)) as unknown as {
        rows: { name: string; from: Date | string; to: Date | string; clockedIn: boolean }[];
      };
      return result.rows.map((r) => ({ ...r, from: new Date(r.from), to: new Date(r.to) }));
    },
  };
}

/** The queries and, in a transaction, the owners' alert of a kiosk locked for the day. */
const withNotices = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  tellOwnersLocked: (businessId: number, locationId: number) => notices.kioskLocked(db, businessId, locationId),
});

export function makeKioskRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, withNotices(notices)) };
}
export type KioskRepository = ReturnType<typeof makeKioskRepository>;
