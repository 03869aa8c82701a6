import { z } from "zod";
import { id } from "../fields";
import { LABOUR_MESSAGES, MAX_LABOUR_DAYS } from "../labour-cost";
import { pageQuery } from "../pagination";
import { dayField, periodCheck } from "../timelines";
import { EXEMPT_REASONS } from "./pack";
import { PAY_BASES, POSTED_CHANGE_KINDS } from "./pay";

// The change log's read (fair-workweek.md, "Posting and the change log"): GET /api/compliance/changes.

/** A location's changes to positions on shifts that start in [from, to] (DD-MM-YYYY, the location's zone). */
const changesFilter = z.object({
  location_id: id("location"),
  from: dayField("from"),
  to: dayField("to"),
  employee_id: id("employee").optional(),
});
const inPeriod = periodCheck(MAX_LABOUR_DAYS, LABOUR_MESSAGES.periodTooLong);
export const changesQuery = pageQuery.extend(changesFilter.shape).superRefine(inPeriod);
export type ChangesQuery = z.output<typeof changesQuery>;

const instant = z.string().describe("ISO-8601 UTC instant");

export const scheduleChangeItem = z.object({
  id: z.number(),
  location_id: z.number(),
  employee_id: z.number(),
  /** Null once the employee's record is gone: the change outlives it. */
  employee_name: z.string().nullable(),
  shift_id: z.number(),
  booking_id: z.number(),
  area_role_id: z.number(),
  kind: z.enum(POSTED_CHANGE_KINDS),
  /** The changed position's start before the change (after it, for a new one): notice runs to it. */
  shift_starts_at: instant,
  hours_before: z.number(),
  hours_after: z.number(),
  /** Hours from the change to shift_starts_at (negative: made after it began). */
  notice_hours: z.number(),
  made_by: z.number().nullable(),
  made_at: instant,
  reason: z.string().nullable(),
  exempt_reason: z.enum(EXEMPT_REASONS).nullable(),
  /** The rule pack the pay was computed under; null: the location had none. */
  pack_id: z.string().nullable(),
  /** Null for a caller who does not see money. amount: null when owed but unpriced (no rate). */
  pay: z
    .object({
      amount: z.string().nullable().describe('An amount with two decimals, e.g. "45.00"'),
      basis: z.enum(PAY_BASES),
    })
    .nullable(),
});
export type ScheduleChangeItem = z.infer<typeof scheduleChangeItem>;

/** GET /api/compliance/changes/export: the same rows as a CSV file, for payroll or an inspector. */
export const changesExportQuery = changesFilter.superRefine(inPeriod);
export type ChangesExportQuery = z.output<typeof changesExportQuery>;

/** The most rows one export carries: 62 days of a busy location's changes fit many times over. */
export const MAX_CHANGE_EXPORT_ROWS = 50_000;

export const CHANGE_EXPORT_COLUMNS = [
  "Employee",
  "Employee ID",
  "Shift Start",
  "Change",
  "Hours Before",
  "Hours After",
  "Notice Hours",
  "Made At",
  "Reason",
  "Exemption",
  "Rule Pack",
  "Predictability Pay",
  "Pay Basis",
] as const;
/** Left out for a manager who does not see money. */
export const CHANGE_MONEY_COLUMNS: readonly string[] = ["Predictability Pay", "Pay Basis"];

/**
 * A dry run's answer (`?dry_run=true` on a route that changes posted positions): the rows the change would log, with
 * their pay, and its total; nothing is written. pay_total is null for a caller who does not see money.
 */
export const changePreview = z.object({
  changes: z.array(scheduleChangeItem.omit({ id: true })),
  pay_total: z.string().nullable().describe('The sum of the priced rows\' pay, e.g. "90.00"'),
});
export type ChangePreview = z.infer<typeof changePreview>;
