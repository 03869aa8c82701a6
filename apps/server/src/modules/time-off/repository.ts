import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { TimeOffStatus } from "@brigade/contract/time-off";
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, locations } from "../../db/schema/locations";
import { shiftSlots, shifts } from "../../db/schema/shifts";
import { timeOff } from "../../db/schema/week-building";
import { ledgerOn } from "../bookings";
import type { Notices } from "../notifications";

/** Days as the database stores them, 'YYYY-MM-DD' (they compare in order as text and as dates). */
export type TimeOffFilter = { status?: TimeOffStatus; employeeId?: number; fromDay?: string; toDay?: string };

const decider = alias(users, "decider");

const itemColumns = {
  id: timeOff.id,
  employeeId: timeOff.employeeId,
  employeeName: users.name,
  employeeUserId: users.id,
  fromDay: timeOff.fromDay,
  toDay: timeOff.toDay,
  fromMinute: timeOff.fromMinute,
  toMinute: timeOff.toMinute,
  reason: timeOff.reason,
  status: timeOff.status,
  note: timeOff.note,
  decidedById: decider.id,
  decidedByName: decider.name,
  decidedAt: timeOff.decidedAt,
  createdAt: timeOff.createdAt,
};

/** Time off with its employee's name and its decider's: every read of a request, scoped by `where`. */
function selectItems(db: Db, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(timeOff)
    .innerJoin(employees, eq(employees.id, timeOff.employeeId))
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(decider, eq(decider.id, timeOff.decidedBy))
    .where(where);
}
export type TimeOffRow = Awaited<ReturnType<typeof selectItems>>[number];

function listCondition(businessId: number, f: TimeOffFilter): SQL | undefined {
  return and(
    eq(timeOff.businessId, businessId),
    f.status ? eq(timeOff.status, f.status) : undefined,
    f.employeeId ? eq(timeOff.employeeId, f.employeeId) : undefined,
    // Overlapping days: it reaches `fromDay` and starts by `toDay`.
    f.fromDay ? gte(timeOff.toDay, f.fromDay) : undefined,
    f.toDay ? lte(timeOff.fromDay, f.toDay) : undefined,
  );
}

/** Approved time off of the employees touching the days [fromDay, toDay], by employee, then first day. */
export function approvedTimeOffOf(db: Db, businessId: number, employeeIds: number[], fromDay: string, toDay: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return selectItems(
    db,
    and(listCondition(businessId, { status: "Approved", fromDay, toDay }), inArray(timeOff.employeeId, employeeIds)),
  ).orderBy(asc(timeOff.employeeId), asc(timeOff.fromDay), asc(timeOff.id));
}

function queries(db: Db) {
  return {
    /** Releasing a booking goes through the ledger, as a manager's unassign does: position back, event recorded. */
    ledger: ledgerOn(db),

    /** The caller's employee record, found through their user. */
    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      return row;
    },

    /**
     * Locks the employee row until the transaction ends: select-shift and pickup take it FOR SHARE, so an
     * approval and an assignment into the same period run one after the other.
     */
    async lockEmployee(businessId: number, id: number): Promise<void> {
      await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)))
        .for("update");
    },

    async insert(values: typeof timeOff.$inferInsert): Promise<number> {
      const [row] = await db.insert(timeOff).values(values).returning({ id: timeOff.id });
      if (!row) throw new Error("time off insert returned nothing");
      return row.id;
    },

    async find(businessId: number, id: number): Promise<TimeOffRow | undefined> {
      const [row] = await selectItems(db, and(eq(timeOff.businessId, businessId), eq(timeOff.id, id)));
      return row;
    },

    /** The request, locked until the transaction ends so two decisions (or a decision and a cancel) queue. */
    async lock(businessId: number, id: number): Promise<TimeOffRow | undefined> {
      const [row] = await selectItems(db, and(eq(timeOff.businessId, businessId), eq(timeOff.id, id))).for("update", {
        of: timeOff,
      });
      return row;
    },

    async setStatus(
      businessId: number,
      id: number,
      values: { status: TimeOffStatus; note?: string | null; decidedBy?: number; decidedAt?: Date },
    ): Promise<void> {
      await db
        .update(timeOff)
        .set(values)
        .where(and(eq(timeOff.businessId, businessId), eq(timeOff.id, id)));
    },

    /** One page of requests and the total; `pendingFirst` orders by first day (the queue), else newest first. */
    async list(businessId: number, f: TimeOffFilter, slice: { offset: number; limit: number }) {
      const where = listCondition(businessId, f);
      const order =
        f.status === "Pending"
          ? [asc(timeOff.fromDay), asc(timeOff.createdAt), asc(timeOff.id)]
          : [desc(timeOff.createdAt), desc(timeOff.id)];
      const rows = await selectItems(db, where)
        .orderBy(...order)
        .limit(slice.limit)
        .offset(slice.offset);
      const [total] = await db.select({ n: count() }).from(timeOff).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The employee's position-holding bookings whose slot meets [from, to), a window wide enough to hold the
     * time off in any zone; the service keeps those that overlap it in their own location's zone. `lock`
     * locks them, so a concurrent decision on one of them waits for the approval.
     */
    async holdingBookings(businessId: number, employeeId: number, window: { from: Date; to: Date }, lock = false) {
      const query = db
        .select({
          id: bookings.id,
          status: bookings.status,
          slotId: bookings.slotId,
          areaRoleId: bookings.areaRoleId,
          areaRoleName: areaRoles.name,
          shiftId: shifts.id,
          shiftName: shifts.name,
          locationId: locations.id,
          locationName: locations.name,
          timeZone: locations.timeZone,
          startsAt: shiftSlots.startsAt,
          endsAt: shiftSlots.endsAt,
        })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId))
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.employeeId, employeeId),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            lt(shiftSlots.startsAt, window.to),
            gt(shiftSlots.endsAt, window.from),
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id));
      return lock ? query.for("update", { of: bookings }) : query;
    },
  };
}

/** The queries and, in a transaction, the notifications of a request and of its decision. */
const withNotices = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  notifyRequested: (businessId: number, id: number, askerUserId: number) =>
    notices.timeOffRequested(db, businessId, id, askerUserId),
  notifyDecided: (businessId: number, id: number) => notices.timeOffDecided(db, businessId, id),
});

export function makeTimeOffRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, withNotices(notices)) };
}
export type TimeOffRepository = ReturnType<typeof makeTimeOffRepository>;
