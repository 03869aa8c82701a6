import { z } from "zod";
import { FORECAST_METHODS } from "./forecast";
import { dayField, periodCheck } from "./timelines";

// What a location's demand calls for against what is scheduled, per role and 15 minutes (demand.md, "Labour
// model"): the week view's chart, and what build-shifts covers.

export const MAX_STAFFING_DAYS = 14;

export const STAFFING_MESSAGES = {
  periodTooLong: `The staffing read may span at most ${MAX_STAFFING_DAYS} days.`,
} as const;

/** GET /api/locations/{id}/staffing: the days (DD-MM-YYYY), both included; this week by default. */
export const staffingQuery = z
  .object({ from: dayField("from").optional(), to: dayField("to").optional() })
  .superRefine(periodCheck(MAX_STAFFING_DAYS, STAFFING_MESSAGES.periodTooLong));
export type StaffingQuery = z.output<typeof staffingQuery>;

export const staffingDay = z.object({
  day: z.string(),
  required_hours: z.number(),
  scheduled_hours: z.number(),
  /** Person-hours scheduled above what was required, and required but not scheduled. */
  over_hours: z.number(),
  under_hours: z.number(),
});

export const staffingRole = z.object({
  area_role_id: z.number().int(),
  role: z.string(),
  area: z.string(),
  /** One figure per quarter of `starts`: people required, positions scheduled (held or open), and held. */
  required: z.array(z.number().int()),
  scheduled: z.array(z.number().int()),
  held: z.array(z.number().int()),
  days: z.array(staffingDay),
});
export type StaffingRole = z.infer<typeof staffingRole>;

export const staffingPayload = z.object({
  /** The forecast the requirement comes from; null without 4 weeks of history (demand rules then ask for their min). */
  forecast: z.object({ measure: z.enum(["sales", "transactions"]), method: z.enum(FORECAST_METHODS) }).nullable(),
  /** Every quarter of the period on the location's clock (UTC instants): 92 to 100 a day. */
  starts: z.array(z.string()),
  roles: z.array(staffingRole),
});
export type StaffingPayload = z.infer<typeof staffingPayload>;
