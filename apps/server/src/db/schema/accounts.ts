import { USER_ROLES } from "@brigade/contract/enums";
import { LOCALES } from "@brigade/contract/locales";
import { WORK_RULE_LIMITS as LIMITS, WORK_RULE_DEFAULTS as RULES } from "@brigade/contract/work-rules";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
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
    minRestHours: hours().notNull().default(RULES.min_rest_hours),
    maxShiftsPerDay: integer().notNull().default(RULES.max_shifts_per_day),
    draftWeeks: boolean().notNull().default(RULES.draft_weeks),
    swapsNeedApproval: boolean().notNull().default(RULES.swaps_need_approval),
  },
  (t) => [
    check("businesses_max_week_hours_check", within(t.maxWeekHours, LIMITS.max_week_hours)),
    check("businesses_min_rest_hours_check", within(t.minRestHours, LIMITS.min_rest_hours)),
    check("businesses_max_shifts_per_day_check", within(t.maxShiftsPerDay, LIMITS.max_shifts_per_day)),
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
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.businessId),
    // Namesakes within a business (the timeline's keys).
    index("users_business_name_idx").on(t.businessId, t.name),
    // The target of the (business_id, user_id) keys: a row can only point at a user of its own business.
    unique("users_business_id_unique").on(t.businessId, t.id),
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
