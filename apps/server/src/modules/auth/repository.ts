import type { Locale } from "@brigade/contract/locales";
import { and, count, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { prepared } from "../../db/prepared";
import { businesses, loginFailures, sessions, users } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { calendarFeeds } from "../../db/schema/notifications";
import { shiftNames } from "../../db/schema/shifts";

export type SessionRow = {
  sessionId: number;
  userId: number;
  businessId: number;
  role: "owner" | "manager" | "team_member";
  locale: Locale | null;
  lastSeenAt: Date;
  createdAt: Date;
};

function queries(db: Db) {
  return {
    async findLiveSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      // Every signed-in request runs it: prepared once per connection (db/prepared.ts).
      const [row] = await prepared(
        db
          .select({
            sessionId: sessions.id,
            userId: users.id,
            businessId: users.businessId,
            role: users.role,
            locale: users.locale,
            lastSeenAt: sessions.lastSeenAt,
            createdAt: sessions.createdAt,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.active, true))),
      );
      return row;
    },

    async touchSession(sessionId: number, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
    },

    async createSession(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    async deleteSession(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteOtherSessions(userId: number, keepSessionId: number): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    async deleteExpiredSessions(userId: number, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ user: users, employeeStatus: employees.status })
        .from(users)
        .leftJoin(employees, eq(employees.userId, users.id))
        .where(eq(users.email, email));
      return row;
    },

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    async findBusinessByJoinCode(joinCode: string) {
      const [row] = await db.select().from(businesses).where(eq(businesses.joinCode, joinCode));
      return row;
    },

    async insertBusiness(name: string, joinCode: string) {
      const [row] = await db.insert(businesses).values({ name, joinCode }).returning();
      if (!row) throw new Error("business insert returned nothing");
      return row;
    },

    /** A new business's starter shift names, with their usual times. */
    async insertShiftNames(businessId: number, names: readonly { name: string; from_time: string; to_time: string }[]) {
      await db
        .insert(shiftNames)
        .values(names.map((n) => ({ businessId, name: n.name, startTime: n.from_time, endTime: n.to_time })));
    },

    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
      return row;
    },

    async insertEmployee(values: typeof employees.$inferInsert) {
      const [row] = await db.insert(employees).values(values).returning();
      if (!row) throw new Error("employee insert returned nothing");
      return row;
    },

    async findMe(userId: number, businessId: number) {
      const [row] = await db
        .select({ user: users, business: businesses, employee: employees })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .leftJoin(employees, eq(employees.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.businessId, businessId)));
      return row;
    },

    async updatePasswordHash(userId: number, businessId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), eq(users.businessId, businessId)));
    },

    /** The user's calendar link dies with their old password; their next visit to it makes a new one. */
    async dropCalendarFeed(userId: number): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    async updateLocale(userId: number, businessId: number, locale: Locale | null): Promise<void> {
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, userId), eq(users.businessId, businessId)));
    },

    /**
     * Takes a login attempt before its password is checked: counted as a failure now (a success clears it), and
     * only while this e-mail from this address, and this address, are under their limits. The count and the
     * insert run under a lock on the address, so of a burst sent side by side at most the limit is let through.
     * False when the limit is reached (nothing is written).
     */
    async takeAttempt(email: string, ip: string, since: Date, limits: { max: number; perAddress: number }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-attempts:${ip}`}))`);
        const [row] = await tx
          .select({
            byEmailAndIp: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
            byIp: count(),
          })
          .from(loginFailures)
          .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
        if ((row?.byEmailAndIp ?? 0) >= limits.max || (row?.byIp ?? 0) >= limits.perAddress) return false;
        await tx.insert(loginFailures).values({ email, ip });
        return true;
      });
    },

    /** After a success: this e-mail's failures from this address go, and everyone's expired ones. */
    async clearFailures(email: string, ip: string, olderThan: Date): Promise<void> {
      await db
        .delete(loginFailures)
        .where(or(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)), lt(loginFailures.at, olderThan)));
    },
  };
}

export function makeAuthRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type AuthRepository = ReturnType<typeof makeAuthRepository>;
