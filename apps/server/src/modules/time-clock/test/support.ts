import type { BookingStatus } from "@brigade/contract/enums";
import { eq, sql } from "drizzle-orm";
import { multirangeLiteral } from "../../../db/multirange";
import { businesses } from "../../../db/schema/accounts";
import { employeeAreaRoles } from "../../../db/schema/employees";
import { type Caller, createStaff, type TestApp } from "../../../test/harness";
import { type NamedPlace, shiftAt } from "../../auto-fill/test/support";
import { book } from "../../shifts/test/support";

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

let days = 0;

/**
 * A one-slot shift of role A held by the employee, from `fromMin` to `toMin` minutes from now. The API creates no
 * shift in the past, so it is made years ahead (a day apart per call) and then moved, its slot and bookings with it.
 */
export async function shiftAround(
  t: TestApp,
  owner: Caller,
  place: NamedPlace,
  employeeId: number,
  fromMin: number,
  toMin: number,
  status: BookingStatus = "Accepted",
): Promise<{ shiftId: number; bookingId: number; startsAt: Date; endsAt: Date }> {
  const day = new Date(Date.UTC(2031, 0, 1) + ++days * 86_400_000).toISOString().slice(0, 10);
  const shift = await shiftAt(owner, place, `${day}T10:00`, `${day}T11:00`);
  const bookingId = await book(t, place, shift, { employeeId, status });
  const startsAt = new Date(Date.now() + fromMin * 60_000);
  const endsAt = new Date(Date.now() + toMin * 60_000);
  await moveShift(t, shift.id, startsAt, endsAt);
  return { shiftId: shift.id, bookingId, startsAt, endsAt };
}

/** Moves a one-slot shift, its slot and its bookings to [startsAt, endsAt). */
export async function moveShift(t: TestApp, shiftId: number, startsAt: Date, endsAt: Date): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`update shifts set starts_at = ${startsAt}, ends_at = ${endsAt} where id = ${shiftId}`);
  await db.execute(
    sql`update shift_slots set starts_at = ${startsAt}, ends_at = ${endsAt} where shift_id = ${shiftId}`,
  );
  await db.execute(sql`update bookings set during = tstzrange(${startsAt}, ${endsAt}) where shift_id = ${shiftId}`);
}

/** An employee of the business with role A of the place, who can log in (password "staff-pass"). */
export async function cookOf(t: TestApp, owner: Caller, place: NamedPlace) {
  const staff = await createStaff(t, owner, "team_member");
  await t.database.db
    .insert(employeeAreaRoles)
    .values({ businessId: place.businessId, employeeId: staff.employeeId, areaRoleId: place.roleA });
  return staff;
}
