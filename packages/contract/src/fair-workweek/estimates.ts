import { z } from "zod";
import { WEEKDAYS } from "../enums";
import { id, optionalText } from "../fields";
import { dayField } from "../timelines";
import { FAIR_WORKWEEK_MESSAGES as M } from "./messages";

// The good-faith estimate (fair-workweek.md, "Good-faith estimate"): the weekly hours (and days) an employee can
// expect, in versions from a local day on like wages; the week view flags anyone scheduled outside theirs.

/** The most versions one employee's list returns (newest first). */
export const MAX_ESTIMATE_VERSIONS = 100;
export const MAX_ESTIMATE_HOURS = 168;

const weeklyHours = z
  .number({ error: M.estimateHours })
  .min(0, M.estimateHours)
  .max(MAX_ESTIMATE_HOURS, M.estimateHours)
  .refine((h) => Number.isInteger(h * 4), M.estimateHours);

/** PUT /api/employee/{id}/estimate: a new version from `effective_from` (DD-MM-YYYY); the same day replaces it. */
export const estimateBody = z
  .object({
    weekly_hours_min: weeklyHours,
    weekly_hours_max: weeklyHours,
    days: z
      .array(z.enum(WEEKDAYS, { error: M.estimateDays }))
      .max(7)
      .refine((d) => new Set(d).size === d.length, M.estimateDays)
      .nullish()
      .transform((d) => d ?? null),
    note: optionalText("note", 500),
    effective_from: dayField("effective from"),
  })
  .refine((b) => b.weekly_hours_max >= b.weekly_hours_min, { path: ["weekly_hours_max"], message: M.estimateOrder });
export type EstimateBody = z.input<typeof estimateBody>;

export const estimateVersion = z.object({
  id: z.number(),
  /** DD-MM-YYYY, the employee's location's day it takes effect. */
  effective_from: z.string(),
  weekly_hours_min: z.number(),
  weekly_hours_max: z.number(),
  days: z.array(z.enum(WEEKDAYS)).nullable(),
  note: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string().describe("ISO-8601 UTC instant"),
});
export type EstimateVersion = z.infer<typeof estimateVersion>;
export const estimateList = z.object({ employee_id: z.number(), versions: z.array(estimateVersion) });

/** GET /api/compliance/estimates/week: the week (any day of it, DD-MM-YYYY, the location's zone) at a location. */
export const estimateWeekQuery = z.object({ location_id: id("location"), week: dayField("week") });

/** An employee scheduled at the location that week, whose hours (at every location) fall outside their estimate. */
export const estimateFlag = z.object({
  employee_id: z.number(),
  employee_name: z.string(),
  scheduled_hours: z.number(),
  weekly_hours_min: z.number(),
  weekly_hours_max: z.number(),
  outside: z.enum(["below", "above"]),
});
export type EstimateFlag = z.infer<typeof estimateFlag>;
