import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftSlots } from "../../db/schema/shifts";
import { timeOff } from "../../db/schema/week-building";
import { windowsOfEmployees } from "../availability";
import { readWorkRules } from "../business";

// The facts of who fits a slot (week-building.md, "Who fits"), read for a whole set of employees at once: one
// query per kind of fact, whatever the number of people. Takes a Db or a transaction (as assignmentQueries).

/** Local days as 'YYYY-MM-DD', both included, as time_off stores them. */
export type DayRange = { from: string; to: string };

const timeOffColumns = {
  employeeId: timeOff.employeeId,
  fromDay: timeOff.fromDay,
  toDay: timeOff.toDay,
  fromMinute: timeOff.fromMinute,
  toMinute: timeOff.toMinute,
};
export type TimeOffRow = {
  employeeId: number;
  fromDay: string;
  toDay: string;
  fromMinute: number | null;
  toMinute: number | null;
};

/** Approved time off only: a pending request binds no one. */
const approvedTimeOff = (businessId: number, employeeIds: number[]) =>
  and(eq(timeOff.businessId, businessId), inArray(timeOff.employeeId, employeeIds), eq(timeOff.status, "Approved"));

export function fitQueries(db: Db) {
  return {
    workRules: (businessId: number) => readWorkRules(db, businessId),

    /** Every availability window of the employees (a pattern is at most MAX_AVAILABILITY_RULES each). */
    availability: (businessId: number, employeeIds: number[]) => windowsOfEmployees(db, businessId, employeeIds),

    /** Their approved time off that reaches into the days (the caller asks broadly; the contract decides). */
    timeOff(businessId: number, employeeIds: number[], days: DayRange): Promise<TimeOffRow[]> {
      if (employeeIds.length === 0) return Promise.resolve([]);
      return db
        .select(timeOffColumns)
        .from(timeOff)
        .where(
          and(
            approvedTimeOff(businessId, employeeIds),
            sql`${timeOff.toDay} >= ${days.from}::date`,
            sql`${timeOff.fromDay} <= ${days.to}::date`,
          ),
        );
    },

    /** Their position-holding bookings that start in [from, to): a position belongs to the day it starts on. */
    held(businessId: number, employeeIds: number[], window: { from: Date; to: Date }) {
      if (employeeIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          employeeId: bookings.employeeId,
          from: sql<Date>`lower(${bookings.during})`.mapWith(bookings.createdAt),
          to: sql<Date>`upper(${bookings.during})`.mapWith(bookings.createdAt),
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.businessId, businessId),
            inArray(bookings.employeeId, employeeIds),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            sql`lower(${bookings.during}) >= ${window.from.toISOString()}::timestamptz`,
            sql`lower(${bookings.during}) < ${window.to.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(sql`lower(${bookings.during})`));
    },

    /** Their own weekly maximum (null: the business's). */
    maxWeekHours(businessId: number, employeeIds: number[]) {
      if (employeeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ employeeId: employees.id, maxWeekHours: employees.maxWeekHours })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), inArray(employees.id, employeeIds)));
    },

    /**
     * Locks the employee row FOR SHARE until the transaction ends. A time-off decision takes it FOR UPDATE, so
     * an approval and a booking of that employee run one after the other, and whichever comes second sees the
     * other's result. Reads after this statement (never in it: a statement reads what was committed when it
     * began) then see any approval that committed while this one waited.
     */
    async lockEmployee(businessId: number, employeeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)))
        .for("share");
      return rows.length > 0;
    },

    /** A slot's times and its location's zone, with the employee's approved time off near it (a day either side). */
    async slotWithTimeOff(businessId: number, employeeId: number, slotId: number) {
      // Local days are within a day of UTC ones; one more day either side is the broad margin.
      const near = and(
        approvedTimeOff(businessId, [employeeId]),
        sql`${timeOff.toDay} >= (${shiftSlots.startsAt} at time zone 'UTC')::date - 2`,
        sql`${timeOff.fromDay} <= (${shiftSlots.endsAt} at time zone 'UTC')::date + 2`,
      );
      const rows = await db
        .select({
          from: shiftSlots.startsAt,
          to: shiftSlots.endsAt,
          timeZone: locations.timeZone,
          timeOff: timeOffColumns,
        })
        .from(shiftSlots)
        .innerJoin(locations, eq(locations.id, shiftSlots.locationId))
        .leftJoin(timeOff, near)
        .where(and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.id, slotId)));
      const first = rows[0];
      if (!first) return undefined;
      // The left join gives one row without time off, or one per time off.
      const timeOffs = rows.flatMap((r) => (r.timeOff?.employeeId == null ? [] : [r.timeOff as TimeOffRow]));
      return { from: first.from, to: first.to, timeZone: first.timeZone, timeOff: timeOffs };
    },
  };
}
export type FitQueries = ReturnType<typeof fitQueries>;
