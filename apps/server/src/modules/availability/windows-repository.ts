import { type AvailabilityKind, type AvailabilityRule, clockOfMinutes } from "@brigade/contract/availability";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { availabilityWindows } from "../../db/schema/week-building";

// Stored availability windows read for a set of employees, as the contract's rules: the one reading shared by
// the availability endpoints, who-fits and auto-fill (kept apart from the repository, which also reads time off).

/** A window as stored: minutes from 00:00 of its weekday, [start, end), end past 1440 for one past midnight. */
export type StoredWindow = { weekday: number; startMinute: number; endMinute: number; kind: AvailabilityKind };

/** A stored window as the contract's rule; an end at or past midnight reads as the next day's time (1560 is 02:00). */
export const ruleOfWindow = (w: StoredWindow): AvailabilityRule => ({
  weekday: w.weekday,
  from: clockOfMinutes(w.startMinute),
  to: clockOfMinutes(w.endMinute),
  kind: w.kind,
});

/** The windows of the employees, by employee, weekday and start; also read by who-fits (modules/fit). */
export function windowsOfEmployees(db: Db, businessId: number, employeeIds: number[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: availabilityWindows.employeeId,
      weekday: availabilityWindows.weekday,
      startMinute: availabilityWindows.startMinute,
      endMinute: availabilityWindows.endMinute,
      kind: availabilityWindows.kind,
    })
    .from(availabilityWindows)
    .where(and(eq(availabilityWindows.businessId, businessId), inArray(availabilityWindows.employeeId, employeeIds)))
    .orderBy(
      asc(availabilityWindows.employeeId),
      asc(availabilityWindows.weekday),
      asc(availabilityWindows.startMinute),
    );
}
