import { eq, sql } from "drizzle-orm";
import { multirangeLiteral } from "../../db/multirange";
import { businesses } from "../../db/schema/accounts";
import type { TestApp } from "../../test/harness";

type MoneyRules = Partial<
  Pick<
    typeof businesses.$inferInsert,
    | "managersSeeWages"
    | "currency"
    | "overtimeWeekHours"
    | "overtimeMultiplier"
    | "earlyClockInMinutes"
    | "lateGraceMinutes"
    | "noShowMinutes"
    | "autoCloseHours"
    | "allowUnscheduledPunches"
    | "paidBreakMinutes"
    | "geofenceMode"
  >
>;

/** Sets time-clock and money rules straight in the database, as the work-rules PUT leaves them. */
export async function setMoneyRules(t: TestApp, businessId: number, rules: MoneyRules): Promise<void> {
  await t.database.db.update(businesses).set(rules).where(eq(businesses.id, businessId));
}

/** A punch written straight to the database, as the clock routes leave one. */
export async function addPunch(
  t: TestApp,
  p: {
    businessId: number;
    employeeId: number;
    locationId: number;
    bookingId?: number | null;
    inAt: string;
    outAt?: string | null;
    breaks?: [string, string | null][];
    flags?: string[];
  },
): Promise<number> {
  const breaks = multirangeLiteral(
    (p.breaks ?? []).map(([a, b]) => ({ startAt: new Date(a), endAt: b ? new Date(b) : null })),
  );
  const result = (await t.database.db.execute(sql`insert into punches
      (business_id, employee_id, location_id, booking_id, in_at, out_at, breaks, flags, source)
    values (${p.businessId}, ${p.employeeId}, ${p.locationId}, ${p.bookingId ?? null}, ${p.inAt}, ${p.outAt ?? null},
      ${breaks}::tstzmultirange, ${`{${(p.flags ?? []).join(",")}}`}::text[], 'app')
    returning id`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (!id) throw new Error("punch insert failed");
  return id;
}
