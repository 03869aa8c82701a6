import type { RequestListingStatus, RequestSort, RequestWhen } from "@brigade/contract/decisions";
import type { SortOrder } from "@brigade/contract/rosters";
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftSlots, shifts } from "../../db/schema/shifts";
import { ledgerOn, withBookingContext } from "../bookings";
import type { Notices } from "../notifications";

/** `when` splits at `now`: a slot starting at `now` has started (past), as the decision sees it. */
export type RequestFilter = { status: RequestListingStatus; locationId?: number; when?: RequestWhen; now: Date };

function startedFilter(f: RequestFilter): SQL | undefined {
  if (f.when === "upcoming") return gt(shiftSlots.startsAt, f.now);
  if (f.when === "past") return lte(shiftSlots.startsAt, f.now);
  return undefined;
}
export type RequestOrder = { sort: RequestSort; order: SortOrder };

/** Sort key, then the slot's start, then the booking: the same request always pages the same way. */
function ordering({ sort, order }: RequestOrder): SQL[] {
  const key = { from: shiftSlots.startsAt, employee: sql`lower(${users.name})`, shift: sql`lower(${shifts.name})` }[
    sort
  ];
  const keys = [order === "desc" ? desc(key) : asc(key)];
  if (sort !== "from") keys.push(asc(shiftSlots.startsAt));
  return [...keys, asc(bookings.id)];
}

/** Every read and write of a decision, each scoped by the caller's business. */
function queries(db: Db) {
  return {
    /**
     * The booking, locked until the transaction ends so two decisions on it run one after the other, with
     * what accepting it depends on: whose it is, whether they are still active and hold the role, and when
     * the slot starts.
     */
    async lockBooking(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          status: bookings.status,
          shiftId: bookings.shiftId,
          slotId: bookings.slotId,
          areaRoleId: bookings.areaRoleId,
          employeeId: bookings.employeeId,
          employeeUserId: employees.userId,
          employeeActive: sql<boolean>`${employees.status} = 'active_employee' and ${users.active}`,
          holdsRole: sql<boolean>`exists (select 1 from ${employeeAreaRoles} er where er.business_id = ${businessId}
            and er.employee_id = ${bookings.employeeId} and er.area_role_id = ${bookings.areaRoleId})`,
          slotStartsAt: shiftSlots.startsAt,
        })
        .from(bookings)
        .innerJoin(employees, and(eq(employees.id, bookings.employeeId), eq(employees.businessId, businessId)))
        .innerJoin(users, eq(users.id, employees.userId))
        .innerJoin(shiftSlots, and(eq(shiftSlots.id, bookings.slotId), eq(shiftSlots.businessId, businessId)))
        .where(and(eq(bookings.businessId, businessId), eq(bookings.id, id)))
        .for("update", { of: bookings });
      return row ? { ...row, status: row.status } : undefined;
    },

    async bookingExists(businessId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.businessId, businessId), eq(bookings.id, id)));
      return row !== undefined;
    },

    /** The booking's history, oldest first. */
    async events(businessId: number, bookingId: number) {
      return db
        .select({
          id: bookingEvents.id,
          fromStatus: bookingEvents.fromStatus,
          toStatus: bookingEvents.toStatus,
          note: bookingEvents.note,
          at: bookingEvents.at,
          actorId: users.id,
          actorName: users.name,
        })
        .from(bookingEvents)
        .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
        .where(and(eq(bookingEvents.businessId, businessId), eq(bookingEvents.bookingId, bookingId)))
        .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
    },

    async locationExists(businessId: number, id: number): Promise<boolean> {
      return (await findBusinessLocation(db, businessId, id)) !== undefined;
    },

    /** One page of the bookings in a status, sorted and counted in SQL. */
    async requests(
      businessId: number,
      f: RequestFilter,
      order: RequestOrder,
      slice: { offset: number; limit: number },
    ) {
      const where = and(
        eq(bookings.businessId, businessId),
        eq(bookings.status, f.status),
        f.locationId ? eq(shifts.locationId, f.locationId) : undefined,
        startedFilter(f),
      );
      const rows = await withBookingContext(
        db
          .select({
            id: bookings.id,
            status: bookings.status,
            shiftId: shifts.id,
            shiftName: shifts.name,
            slotId: bookings.slotId,
            areaRoleId: bookings.areaRoleId,
            roleName: areaRoles.name,
            areaId: areas.id,
            areaName: areas.name,
            employeeId: employees.id,
            name: users.name,
            email: users.email,
            avatarPath: users.avatarPath,
            locationId: locations.id,
            locationName: locations.name,
            timeZone: locations.timeZone,
            startsAt: shiftSlots.startsAt,
            endsAt: shiftSlots.endsAt,
            actionDetail: bookings.actionDetail,
          })
          .from(bookings)
          .$dynamic(),
      )
        .where(where)
        .orderBy(...ordering(order))
        .limit(slice.limit)
        .offset(slice.offset);
      const [total] = await db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** The decision's queries and, in its transaction, the ledger and the requester's notification of it. */
const withNotice = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  ledger: ledgerOn(db),
  notifyDecided: (businessId: number, bookingId: number, status: string) =>
    notices.requestDecided(db, businessId, bookingId, status),
});

export function makeDecisionRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, withNotice(notices)) };
}
export type DecisionRepository = ReturnType<typeof makeDecisionRepository>;
