import type { TimeOffStatus } from "@brigade/contract/time-off";
import { Temporal } from "temporal-polyfill";
import { timeOff } from "../../../db/schema/week-building";
import type { TestApp } from "../../../test/harness";

// Time off written straight to the database, and days relative to today, so the tests stay in the future.

/** A date `days` from today (UTC) as DD-MM-YYYY, the API's form. */
export function dayFromToday(days: number): string {
  const d = Temporal.Now.plainDateISO("UTC").add({ days });
  return `${String(d.day).padStart(2, "0")}-${String(d.month).padStart(2, "0")}-${d.year}`;
}

/** A time off of the employee, 'YYYY-MM-DD' days, in any status. */
export async function insertTimeOff(
  t: TestApp,
  businessId: number,
  employeeId: number,
  opts: { fromDay: string; toDay?: string; status?: TimeOffStatus; fromMinute?: number; toMinute?: number },
): Promise<number> {
  const [row] = await t.database.db
    .insert(timeOff)
    .values({
      businessId,
      employeeId,
      fromDay: opts.fromDay,
      toDay: opts.toDay ?? opts.fromDay,
      fromMinute: opts.fromMinute ?? null,
      toMinute: opts.toMinute ?? null,
      status: opts.status ?? "Pending",
    })
    .returning({ id: timeOff.id });
  if (!row) throw new Error("time off insert failed");
  return row.id;
}
