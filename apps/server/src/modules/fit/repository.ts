import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
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
  };
}
export type FitQueries = ReturnType<typeof fitQueries>;
