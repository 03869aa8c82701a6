import type { Availability, EmployeeStatus } from "@brigade/contract/enums";
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { sessions, users } from "../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { calendarFeeds } from "../../db/schema/notifications";
import { containsPattern } from "../../lib/like-pattern";
import type { Notices } from "../notifications";

export type EmployeeFilter = {
  status?: EmployeeStatus;
  search?: string;
  ids?: number[];
  offset: number;
  limit: number;
};

const employeeColumns = {
  id: employees.id,
  status: employees.status,
  availability: employees.availability,
  userId: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  avatarPath: users.avatarPath,
  createdAt: employees.createdAt,
  maxWeekHours: employees.maxWeekHours,
};

function listCondition(businessId: number, filter: EmployeeFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(employees.businessId, businessId)];
  if (filter.status) conditions.push(eq(employees.status, filter.status));
  if (filter.ids) conditions.push(inArray(employees.id, filter.ids));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  return and(...conditions);
}

function queries(db: Db) {
  return {
    /** E-mails are unique across every business (they are login names), so this one check is global. */
    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined));
      return row !== undefined;
    },

    async countAreaRoles(businessId: number, ids: number[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(areaRoles)
        .where(and(eq(areaRoles.businessId, businessId), inArray(areaRoles.id, ids)));
      return row?.n ?? 0;
    },

    async findEmployee(businessId: number, id: number) {
      const [row] = await db
        .select(employeeColumns)
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)));
      return row;
    },

    /** One page and the total in one query; the window count rides on every row of the page. */
    async listEmployees(businessId: number, filter: EmployeeFilter) {
      const rows = await db
        .select({ ...employeeColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(listCondition(businessId, filter))
        .orderBy(asc(users.name), asc(employees.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return rows;
    },

    /** Only needed for a page past the end, which carries no row to read the window count from. */
    async countEmployees(businessId: number, filter: EmployeeFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(listCondition(businessId, filter));
      return row?.n ?? 0;
    },

    async areaRolesOf(businessId: number, employeeIds: number[]) {
      if (employeeIds.length === 0) return [];
      return db
        .select({
          employeeId: employeeAreaRoles.employeeId,
          id: areaRoles.id,
          name: areaRoles.name,
          areaId: areas.id,
          areaName: areas.name,
          locationId: locations.id,
          locationName: locations.name,
        })
        .from(employeeAreaRoles)
        .innerJoin(areaRoles, eq(areaRoles.id, employeeAreaRoles.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .innerJoin(locations, eq(locations.id, areas.locationId))
        .where(and(eq(employeeAreaRoles.businessId, businessId), inArray(employeeAreaRoles.employeeId, employeeIds)))
        .orderBy(asc(locations.name), asc(areas.name), asc(areaRoles.name), asc(areaRoles.id));
    },

    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error("user insert returned nothing");
      return row;
    },

    async insertEmployee(values: typeof employees.$inferInsert) {
      const [row] = await db.insert(employees).values(values).returning({ id: employees.id });
      if (!row) throw new Error("employee insert returned nothing");
      return row;
    },

    async updateUser(
      businessId: number,
      userId: number,
      values: Partial<Pick<typeof users.$inferInsert, "name" | "email" | "phone" | "role" | "active">>,
    ): Promise<void> {
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
    },

    async updateEmployee(
      businessId: number,
      id: number,
      values: Partial<Pick<typeof employees.$inferInsert, "availability" | "status" | "maxWeekHours">>,
    ): Promise<void> {
      await db
        .update(employees)
        .set(values)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)));
    },

    async replaceAreaRoles(businessId: number, employeeId: number, areaRoleIds: number[]): Promise<void> {
      await db
        .delete(employeeAreaRoles)
        .where(and(eq(employeeAreaRoles.businessId, businessId), eq(employeeAreaRoles.employeeId, employeeId)));
      if (areaRoleIds.length === 0) return;
      await db
        .insert(employeeAreaRoles)
        .values(areaRoleIds.map((areaRoleId) => ({ businessId, employeeId, areaRoleId })));
    },

    /**
     * Settles a join request in one statement: only a request still waiting changes, so of two
     * managers deciding at once exactly one wins. False when it was not (or no longer) waiting.
     */
    async settleJoinRequest(
      businessId: number,
      id: number,
      status: "active_employee" | "rejected",
      availability?: Availability,
    ) {
      const rows = await db
        .update(employees)
        .set(availability ? { status, availability } : { status })
        .where(
          and(eq(employees.businessId, businessId), eq(employees.id, id), eq(employees.status, "waiting_for_approval")),
        )
        .returning({ id: employees.id });
      return rows.length === 1;
    },

    /** Ends every session of the user, so a deactivated person is signed out everywhere at once. */
    async deleteSessionsOf(businessId: number, userId: number): Promise<void> {
      const ofBusiness = db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
      await db.delete(sessions).where(inArray(sessions.userId, ofBusiness));
    },

    /** The user's calendar link dies at once; their next visit to it makes a new one. */
    async dropCalendarFeedOf(businessId: number, userId: number): Promise<void> {
      await db
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.businessId, businessId), eq(calendarFeeds.userId, userId)));
    },

    /** Queues the notice of an e-mail change to the address the account had (the mail module sends it). */
    async queueEmailChangedNotice(businessId: number, userId: number, previousEmail: string): Promise<void> {
      await db.execute(sql`insert into mail_outbox (business_id, user_id, kind, data)
        select b.id, ${userId}, 'email_changed', jsonb_build_object('to', ${previousEmail}::text, 'business', b.name)
        from businesses b where b.id = ${businessId}`);
    },
  };
}

/** The queries and, in an approval's transaction, the newcomer's notification of it. */
const withNotice = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  notifyJoined: (businessId: number, employeeId: number) => notices.joinApproved(db, businessId, employeeId),
});

export function makeEmployeesRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, withNotice(notices)) };
}
export type EmployeesRepository = ReturnType<typeof makeEmployeesRepository>;
