import { EXEMPT_REASONS } from "@brigade/contract/fair-workweek/pack";
import { PAY_BASES, POSTED_CHANGE_KINDS } from "@brigade/contract/fair-workweek/pay";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk, sqlList } from "./columns";
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
