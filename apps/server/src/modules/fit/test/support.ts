import type { AvailabilityRule } from "@brigade/contract/availability";
import { clockMinutes, windowMinutes } from "@brigade/contract/availability-time";
import type { TimeOffStatus } from "@brigade/contract/time-off";
import type { WorkRules } from "@brigade/contract/work-rules";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { businesses } from "../../../db/schema/accounts";
import { employees } from "../../../db/schema/employees";
import { availabilityWindows, timeOff } from "../../../db/schema/week-building";
import type { TestApp } from "../../../test/harness";

// The facts of who fits, written straight to the database as the availability, time-off and work-rule
// endpoints leave them, so the fit tests depend only on the endpoints they test.

/** An employee's weekly pattern (replacing none: call once per employee). */
export async function setPattern(
  t: TestApp,
  businessId: number,
  employeeId: number,
  rules: AvailabilityRule[],
): Promise<void> {
  await t.database.db.insert(availabilityWindows).values(
    rules.map((rule) => {
      const { start, end } = windowMinutes(rule);
      return { businessId, employeeId, weekday: rule.weekday, startMinute: start, endMinute: end, kind: rule.kind };
    }),
  );
}

/** A time off of whole local days ('YYYY-MM-DD', both included), or of part of one day (HH:mm). */
export async function addTimeOff(
  t: TestApp,
  businessId: number,
  employeeId: number,
  span: { from: string; to?: string; fromTime?: string; toTime?: string },
  status: TimeOffStatus = "Approved",
): Promise<number> {
  const [row] = await t.database.db
    .insert(timeOff)
    .values({
      businessId,
      employeeId,
      fromDay: Temporal.PlainDate.from(span.from).toString(),
      toDay: Temporal.PlainDate.from(span.to ?? span.from).toString(),
      fromMinute: span.fromTime ? clockMinutes(span.fromTime) : null,
      toMinute: span.toTime ? clockMinutes(span.toTime) : null,
      status,
    })
    .returning({ id: timeOff.id });
  if (!row) throw new Error("time off insert failed");
  return row.id;
}

/** The employee's own weekly maximum (null: the business's). */
export async function setOwnMax(t: TestApp, employeeId: number, hours: number | null): Promise<void> {
  await t.database.db.update(employees).set({ maxWeekHours: hours }).where(eq(employees.id, employeeId));
}

export async function setWorkRules(t: TestApp, businessId: number, rules: Partial<WorkRules>): Promise<void> {
  await t.database.db
    .update(businesses)
    .set({
      maxWeekHours: rules.max_week_hours,
      minRestHours: rules.min_rest_hours,
      maxShiftsPerDay: rules.max_shifts_per_day,
    })
    .where(eq(businesses.id, businessId));
}

/** The instant a wall-clock time ('YYYY-MM-DDTHH:mm') is in a zone, as an ISO string. */
export const wallClock = (local: string, timeZone: string): string =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).epochMilliseconds).toISOString();
