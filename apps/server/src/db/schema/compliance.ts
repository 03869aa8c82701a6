import { CONSENT_STATUSES } from "@brigade/contract/fair-workweek/consents";
import { EXEMPT_REASONS } from "@brigade/contract/fair-workweek/pack";
import { PAY_BASES, POSTED_CHANGE_KINDS } from "@brigade/contract/fair-workweek/pay";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, hours, instant, pk, sqlList } from "./columns";
import { businessIdColumn } from "./locations";

/**
 * The change log (fair-workweek.md, "Posting and the change log"): one row per employee whose position on a posted
 * shift the employer changed, written by the bookings ledger in the change's own transaction, with its notice and its
 * pay as they were then. Records outlive what they describe, so no key to the shift, booking, location or employee.
 */
export const scheduleChanges = pgTable(
  "schedule_changes",
  {
    id: pk(),
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    employeeId: integer().notNull(),
    shiftId: integer().notNull(),
    bookingId: integer().notNull(),
    areaRoleId: integer().notNull(),
    kind: text({ enum: POSTED_CHANGE_KINDS }).notNull(),
    /** The start of the changed position before the change (its start after, for a new one): notice runs to it. */
    shiftStartsAt: instant().notNull(),
    minutesBefore: integer().notNull(),
    minutesAfter: integer().notNull(),
    noticeMinutes: integer().notNull(),
    madeBy: integer().references(() => users.id, { onDelete: "set null" }),
    madeAt: createdAt(),
    reason: text(),
    exemptReason: text({ enum: EXEMPT_REASONS }),
    /** The pack the pay was computed under, and the employee's rate then (null: none). */
    packId: text(),
    rateCents: integer(),
    /** Null: owed but unpriced (no rate). */
    payCents: integer(),
    payBasis: text({ enum: PAY_BASES }).notNull(),
  },
  (t) => [
    index().on(t.businessId, t.locationId, t.shiftStartsAt),
    index().on(t.businessId, t.employeeId, t.shiftStartsAt),
    check("schedule_changes_kind_check", sql`${t.kind} in ${sqlList(POSTED_CHANGE_KINDS)}`),
    check("schedule_changes_basis_check", sql`${t.payBasis} in ${sqlList(PAY_BASES)}`),
    check(
      "schedule_changes_exempt_check",
      sql`${t.exemptReason} is null or ${t.exemptReason} in ${sqlList(EXEMPT_REASONS)}`,
    ),
    check("schedule_changes_minutes_check", sql`${t.minutesBefore} >= 0 and ${t.minutesAfter} >= 0`),
    check("schedule_changes_pay_check", sql`${t.payCents} >= 0`),
  ],
);

/**
 * An employee's consent to a short rest (fair-workweek.md, "Rest between shifts"): asked by a manager for one
 * assignment (employee, slot, role), answered by the employee. An accepted one lets that assignment be made; the
 * premium is what it earns, priced when asked. Kept as a record: no key to the shift or the employee.
 */
export const restConsents = pgTable(
  "rest_consents",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    shiftId: integer().notNull(),
    slotId: integer().notNull(),
    areaRoleId: integer().notNull(),
    locationId: integer().notNull(),
    status: text({ enum: CONSENT_STATUSES }).notNull().default("pending"),
    restHours: hours().notNull(),
    packId: text().notNull(),
    premiumCents: integer(),
    premiumBasis: text({ enum: PAY_BASES }).notNull(),
    requestedBy: integer().references(() => users.id, { onDelete: "set null" }),
    requestedAt: createdAt(),
    answeredAt: instant(),
  },
  (t) => [
    // One open question per assignment: asked again only after a decline.
    uniqueIndex("rest_consents_open_idx")
      .on(t.employeeId, t.slotId, t.areaRoleId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index().on(t.businessId, t.employeeId, t.status),
    index().on(t.businessId, t.locationId, t.requestedAt),
    check("rest_consents_status_check", sql`${t.status} in ${sqlList(CONSENT_STATUSES)}`),
    check("rest_consents_basis_check", sql`${t.premiumBasis} in ${sqlList(PAY_BASES)}`),
    check("rest_consents_premium_check", sql`${t.premiumCents} >= 0`),
  ],
);

/**
 * A good-faith estimate of an employee's weekly hours (fair-workweek.md, "Good-faith estimate"), in versions from a
 * local day on like wages (the same day replaces). Kept as a record: no key to the employee.
 */
export const employeeEstimates = pgTable(
  "employee_estimates",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    effectiveFrom: date({ mode: "string" }).notNull(),
    weeklyHoursMin: hours().notNull(),
    weeklyHoursMax: hours().notNull(),
    days: text().array(),
    note: text(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("employee_estimates_employee_day_unique").on(t.employeeId, t.effectiveFrom),
    index().on(t.businessId, t.employeeId),
    check(
      "employee_estimates_hours_check",
      sql`${t.weeklyHoursMin} >= 0 and ${t.weeklyHoursMax} >= ${t.weeklyHoursMin} and ${t.weeklyHoursMax} <= 168`,
    ),
  ],
);
