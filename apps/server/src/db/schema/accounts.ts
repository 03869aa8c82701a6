import { USER_ROLES } from "@brigade/contract/enums";
import { LOCALES } from "@brigade/contract/locales";
import { DEFAULT_CURRENCY } from "@brigade/contract/money";
import { GEOFENCE_MODES, WORK_RULE_LIMITS as LIMITS, WORK_RULE_DEFAULTS as RULES } from "@brigade/contract/work-rules";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { citext, createdAt, hours, instant, pk, sqlList, within } from "./columns";

export const businesses = pgTable(
  "businesses",
  {
    id: pk(),
    name: text().notNull(),
    logoPath: text(),
    joinCode: text().notNull().unique(),
    createdAt: createdAt(),
    // The work rules (week-building.md, "Work rules"), one set per business.
    maxWeekHours: hours().notNull().default(RULES.max_week_hours),
    /** The weekly hours past which an assignment by hand asks to confirm (issue 33: was a constant, the spec's 40). */
    confirmWeekHours: hours().notNull().default(RULES.confirm_week_hours),
    minRestHours: hours().notNull().default(RULES.min_rest_hours),
    maxShiftsPerDay: integer().notNull().default(RULES.max_shifts_per_day),
    draftWeeks: boolean().notNull().default(RULES.draft_weeks),
    swapsNeedApproval: boolean().notNull().default(RULES.swaps_need_approval),
    // Money and the time clock (time-and-cost.md).
    currency: text().notNull().default(DEFAULT_CURRENCY),
    overtimeWeekHours: hours().notNull().default(RULES.overtime_week_hours),
    overtimeMultiplier: numeric({ precision: 3, scale: 2 }).notNull().default(RULES.overtime_multiplier),
    earlyClockInMinutes: smallint().notNull().default(RULES.early_clock_in_minutes),
    lateGraceMinutes: smallint().notNull().default(RULES.late_grace_minutes),
    noShowMinutes: smallint().notNull().default(RULES.no_show_minutes),
    autoCloseHours: smallint().notNull().default(RULES.auto_close_hours),
    allowUnscheduledPunches: boolean().notNull().default(RULES.allow_unscheduled_punches),
    paidBreakMinutes: smallint().notNull().default(RULES.paid_break_minutes),
    geofenceMode: text({ enum: GEOFENCE_MODES }).notNull().default(RULES.geofence_mode),
    managersSeeWages: boolean().notNull().default(RULES.managers_see_wages),
  },
  (t) => [
    check("businesses_max_week_hours_check", within(t.maxWeekHours, LIMITS.max_week_hours)),
    check("businesses_confirm_week_hours_check", within(t.confirmWeekHours, LIMITS.confirm_week_hours)),
    check("businesses_min_rest_hours_check", within(t.minRestHours, LIMITS.min_rest_hours)),
    check("businesses_max_shifts_per_day_check", within(t.maxShiftsPerDay, LIMITS.max_shifts_per_day)),
    check("businesses_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("businesses_overtime_week_hours_check", within(t.overtimeWeekHours, LIMITS.overtime_week_hours)),
    check("businesses_overtime_multiplier_check", sql`${t.overtimeMultiplier} between 1 and 3`),
    check("businesses_early_clock_in_check", within(t.earlyClockInMinutes, LIMITS.early_clock_in_minutes)),
    check("businesses_late_grace_check", within(t.lateGraceMinutes, LIMITS.late_grace_minutes)),
    check("businesses_no_show_check", within(t.noShowMinutes, LIMITS.no_show_minutes)),
    check("businesses_auto_close_check", within(t.autoCloseHours, LIMITS.auto_close_hours)),
    check("businesses_paid_break_check", within(t.paidBreakMinutes, LIMITS.paid_break_minutes)),
    check("businesses_geofence_mode_check", sql`${t.geofenceMode} in ${sqlList(GEOFENCE_MODES)}`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: pk(),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: citext().notNull().unique(),
    phone: text(),
    passwordHash: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull(),
    avatarPath: text(),
    active: boolean().notNull().default(true),
    /** The language the user chose (issue 15); null follows their browser. */
    locale: text({ enum: LOCALES }),
    /** The kiosk PIN's hash, salted by the business: unique within it, so a PIN names one person there. */
    pinHash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.businessId),
    // Namesakes within a business (the timeline's keys).
    index("users_business_name_idx").on(t.businessId, t.name),
    // The target of the (business_id, user_id) keys: a row can only point at a user of its own business.
    unique("users_business_id_unique").on(t.businessId, t.id),
    unique("users_business_pin_unique").on(t.businessId, t.pinHash),
    check("users_role_check", sql`${t.role} in ${sqlList(USER_ROLES)}`),
    check("users_locale_check", sql`${t.locale} in ${sqlList(LOCALES)}`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: pk(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
  },
  (t) => [index().on(t.userId)],
);

/** Failed logins, counted per e-mail over a window to answer 429; stored so every app server agrees. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: pk(),
    email: citext().notNull(),
    ip: text().notNull(),
    at: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.at), index().on(t.ip, t.at)],
);

/**
 * The request rate limits' counts, shared by every server on the database (plugins/shared-rate-limit.ts): per key
 * (an address, or "sign-in:" and an address), the requests of the window that ends at `window_ends_at`.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: instant().notNull(),
});
