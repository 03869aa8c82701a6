import { z } from "zod";
import { id } from "./fields";
import { centsField, formatCents } from "./money";
import { dayField } from "./timelines";

// Wages (time-and-cost.md, "Wages"): versions of an employee's hourly rate, each in force from a local day.

/** The highest hourly rate a version may hold, in cents. */
export const MAX_RATE_CENTS = 100_000_00;
/** The most versions one employee's list returns (newest first). */
export const MAX_WAGE_VERSIONS = 200;

export const WAGE_MESSAGES = {
  saved: "Wage saved.",
  rate: "The hourly rate must be an amount from 0.00 to 100000.00, such as 18.50.",
  duplicateRole: "Each role may have one rate.",
  roleNotEmployees: "Each role rate must be for a role the business has.",
  seeWages: "Only the owner, and managers the owner allows, can see wages and labour cost.",
} as const;

const rateField = (label: string) => centsField(label, { min: 0, max: MAX_RATE_CENTS }, WAGE_MESSAGES.rate);

/** PUT /api/employee/{id}/wage: a new version from `effective_from` (DD-MM-YYYY); the same day replaces it. */
export const wageBody = z.object({
  hourly_rate: rateField("hourly rate"),
  role_rates: z
    .array(z.object({ area_role_id: id("area role"), hourly_rate: rateField("hourly rate") }))
    .max(100)
    .nullish()
    .transform((v) => v ?? [])
    .refine((rates) => new Set(rates.map((r) => r.area_role_id)).size === rates.length, WAGE_MESSAGES.duplicateRole),
  effective_from: dayField("effective from"),
});
export type WageBody = z.input<typeof wageBody>;

const money = z.string().describe('An amount with two decimals, e.g. "18.50"');

export const wageVersion = z.object({
  id: z.number(),
  hourly_rate: money,
  role_rates: z.array(z.object({ area_role_id: z.number(), area_role_name: z.string(), hourly_rate: money })),
  /** DD-MM-YYYY */
  effective_from: z.string(),
  created_at: z.string(),
});
export type WageVersionItem = z.infer<typeof wageVersion>;

export const wageList = z.object({ currency: z.string(), versions: z.array(wageVersion) });

/** A rate's cents as the contract's text. */
export const rateText = (cents: number): string => formatCents(cents);
