import { z } from "zod";
import { id } from "./fields";
import { FORECAST_METHODS } from "./forecast";
import { plural, type Said } from "./i18n/template";
import type { Locale } from "./locales";
import { dayField, periodCheck } from "./timelines";

// Shifts built from demand (demand.md, "Build the shifts from demand"): per role and day, the open positions that
// cover what the staffing read requires with the fewest position-hours above it, previewed, then created.

export const MAX_BUILD_DAYS = 14;
/** The most shifts one build may make: one transaction stays short. */
export const MAX_BUILD_SHIFTS = 2_000;
export const BUILD_START_EVERY = [15, 30, 60] as const;
/** Shift lengths a build may use, in hours, in quarters. */
export const BUILD_MIN_HOURS = 1;
export const BUILD_MAX_HOURS = 12;
export const BUILD_DEFAULTS = { minHours: 3, maxHours: 8, startEveryMin: 30 } as const;

export const BUILD_SHIFTS_MESSAGES = {
  periodTooLong: `Shifts may be built for at most ${MAX_BUILD_DAYS} days at a time.`,
  hours: `min_hours and max_hours must be from ${BUILD_MIN_HOURS} to ${BUILD_MAX_HOURS} hours in quarters (3, 3.25, 3.5 ...), max_hours at least min_hours.`,
  startEvery: "start_every_min must be 15, 30 or 60.",
  dryRun: "Dry run must be true or false.",
  /** 409: nothing says what the location needs. */
  noLabourModel: "This location has no labour model yet: set one before building shifts from demand.",
  /** 422 on `to`: no quarter of the period is still to come. */
  periodOver: "That period is over; choose days from today on.",
  tooManyShifts: `A build can make at most ${MAX_BUILD_SHIFTS.toLocaleString("en-US")} shifts; build fewer days at a time.`,
  summary: {
    willCreate: plural<[shifts: number]>({ one: "Will create {0} shift.", other: "Will create {0} shifts." }),
    created: plural<[shifts: number]>({ one: "Created {0} shift.", other: "Created {0} shifts." }),
    nothing: "Nothing to build: the shifts already there cover what demand calls for.",
  },
} as const;
const M = BUILD_SHIFTS_MESSAGES;

const quarterHours = z
  .number({ error: M.hours })
  .min(BUILD_MIN_HOURS, M.hours)
  .max(BUILD_MAX_HOURS, M.hours)
  .refine((v) => Number.isInteger(v * 4), M.hours);

/** POST /api/schedule/build-shifts. Days are DD-MM-YYYY in the location's zone, both included. */
export const buildShiftsBody = z
  .object({
    location_id: id("location"),
    from: dayField("from"),
    to: dayField("to"),
    min_hours: quarterHours.default(BUILD_DEFAULTS.minHours),
    max_hours: quarterHours.default(BUILD_DEFAULTS.maxHours),
    start_every_min: z
      .number({ error: M.startEvery })
      .refine((v) => (BUILD_START_EVERY as readonly number[]).includes(v), M.startEvery)
      .default(BUILD_DEFAULTS.startEveryMin),
    dry_run: z.boolean({ error: M.dryRun }).default(false),
  })
  .superRefine(periodCheck(MAX_BUILD_DAYS, M.periodTooLong))
  .superRefine((body, ctx) => {
    if (typeof body.min_hours === "number" && typeof body.max_hours === "number" && body.max_hours < body.min_hours)
      ctx.addIssue({ code: "custom", path: ["max_hours"], message: M.hours });
  });
export type BuildShiftsBody = z.input<typeof buildShiftsBody>;
export type BuildShiftsInput = z.output<typeof buildShiftsBody>;

const instant = z.string().describe("ISO-8601 UTC instant");

export const builtShift = z.object({
  /** The business's shift name whose usual times overlap it most, else the day part's name. */
  name: z.string(),
  starts_at: instant,
  ends_at: instant,
  /** Its start's local day (DD-MM-YYYY) and its local times (HH:mm). */
  day: z.string(),
  from: z.string(),
  to: z.string(),
  hours: z.number(),
  roles: z.array(z.object({ area_role_id: z.number(), role: z.string(), area: z.string(), count: z.number() })),
  /** The shift made, once created; null in a dry run. */
  shift_id: z.number().nullable(),
});
export type BuiltShift = z.infer<typeof builtShift>;

export const buildCoverage = z.object({
  area_role_id: z.number(),
  role: z.string(),
  area: z.string(),
  /** Person-hours: required by demand, the part of it covered (by shifts already there and the proposal), the
   * positions' hours above it, what stays uncovered, and the proposal's own position-hours. */
  required_hours: z.number(),
  covered_hours: z.number(),
  over_hours: z.number(),
  under_hours: z.number(),
  proposed_hours: z.number(),
});
export type BuildCoverage = z.infer<typeof buildCoverage>;

export const buildShiftsPayload = z.object({
  shifts: z.array(builtShift),
  coverage: z.array(buildCoverage),
  /**
   * The proposal's labour cost, each open position priced at its role's median rate among the active employees
   * holding it; null for those who do not see money. labour_percent: that cost / the period's forecast sales.
   */
  cost: z
    .object({
      currency: z.string(),
      cost: z.string(),
      unpriced_positions: z.number(),
      forecast_sales: z.string().nullable(),
      labour_percent: z.string().nullable(),
    })
    .nullable(),
  forecast: z.object({ measure: z.enum(["sales", "transactions"]), method: z.enum(FORECAST_METHODS) }).nullable(),
  created: z.number(),
  drafts: z.boolean(),
  dry_run: z.boolean(),
  time_zone: z.string(),
});
export type BuildShiftsPayload = z.infer<typeof buildShiftsPayload>;

export function buildShiftsSummarySaid(p: BuildShiftsPayload): Said | string {
  const s = M.summary;
  if (p.shifts.length === 0) return s.nothing;
  return p.dry_run ? s.willCreate.said(p.shifts.length) : s.created.said(p.created);
}

/** A built shift's name when none of the business's shift names fits it: its day part by its local start hour. */
const DAY_PARTS: Record<Locale, readonly [morning: string, midday: string, evening: string, night: string]> = {
  en: ["Morning", "Midday", "Evening", "Night"],
  es: ["Mañana", "Mediodía", "Tarde", "Noche"],
  fr: ["Matin", "Midi", "Soir", "Nuit"],
};
export function dayPartName(startHour: number, locale: Locale): string {
  const [morning, midday, evening, night] = DAY_PARTS[locale];
  if (startHour >= 5 && startHour < 11) return morning;
  if (startHour >= 11 && startHour < 16) return midday;
  if (startHour >= 16 && startHour < 22) return evening;
  return night;
}
