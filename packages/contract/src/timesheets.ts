import { z } from "zod";
import { ISO_INSTANT, parseInstant } from "./dates";
import { id, optionalIdList, requiredText } from "./fields";
import { MAX_LABOUR_DAYS } from "./labour-cost";
import { ATTENDANCE, PUNCH_FLAGS, punchBreak, punchItem } from "./time-clock";
import { dayField, periodCheck } from "./timelines";

// Timesheets (time-and-cost.md, "Timesheets"): scheduled against paid hours per person and day, edits with a
// reason, approval that locks a period, and the export for payroll.

export const TIMESHEET_STATUSES = ["open", "approved"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** The most breaks one punch may hold. */
export const MAX_BREAKS = 20;
export const MAX_EDIT_REASON = 500;
/** The spec's export types that take rows (txt, css and html take text only). */
export const TIMESHEET_EXPORT_FORMATS = ["csv", "xls", "xml", "json"] as const;

export const TIMESHEET_MESSAGES = {
  // The contract's, letter for letter:
  ownTime: "You cannot edit your own time.",
  approved: "This timesheet is approved.",
  // Not worded by the contract:
  periodTooLong: `The period may span at most ${MAX_LABOUR_DAYS} days.`,
  punchNotFound: "That punch was not found.",
  edited: "Punch updated.",
  added: "Punch added.",
  approvedDone: "Timesheet approved.",
  reopened: "Timesheet reopened.",
  openPunches: "Some punches of this period are still open; clock them out or fix them first.",
  nothingToChange: "Change the clock-in, the clock-out or the breaks.",
  instant: "The time must be an ISO-8601 instant, e.g. 2026-11-23T14:00:00.000Z.",
  outAfterIn: "The clock-out must be after the clock-in.",
  breakOrder: "Each break must end after it starts.",
  breakInside: "Breaks must lie within the punch and must not overlap.",
  future: "A punch cannot end in the future.",
  bookingNotHolding: "The employee does not hold a position on that shift.",
  overlapsPunch: "The employee already has a punch at that time.",
  reopenOwner: "Only the owner can reopen an approved timesheet.",
  format: "The format must be csv, xls, xml or json.",
} as const;

const instantField = z
  .string({ error: TIMESHEET_MESSAGES.instant })
  .max(40, TIMESHEET_MESSAGES.instant)
  .regex(ISO_INSTANT, { message: TIMESHEET_MESSAGES.instant, abort: true })
  .refine((v) => parseInstant(v) !== null, { message: TIMESHEET_MESSAGES.instant, abort: true })
  .transform((v) => parseInstant(v) as Date);

const breaksField = z
  .array(z.object({ start_at: instantField, end_at: instantField }), { error: TIMESHEET_MESSAGES.breakInside })
  .max(MAX_BREAKS)
  .superRefine((breaks, ctx) => {
    // Zod runs this check even when a time above was refused (and so never became a Date).
    for (const b of breaks)
      if (b.start_at instanceof Date && b.end_at instanceof Date && b.end_at.getTime() <= b.start_at.getTime())
        ctx.addIssue({ code: "custom", message: TIMESHEET_MESSAGES.breakOrder });
  });

const reasonField = requiredText("reason", MAX_EDIT_REASON);

/** PATCH /api/clock/punch/{id}: what changes, and why. */
export const punchEditBody = z
  .object({
    in_at: instantField.optional(),
    out_at: instantField.optional(),
    breaks: breaksField.optional(),
    reason: reasonField,
  })
  .superRefine((b, ctx) => {
    if (b.in_at === undefined && b.out_at === undefined && b.breaks === undefined)
      ctx.addIssue({ code: "custom", path: ["in_at"], message: TIMESHEET_MESSAGES.nothingToChange });
  });
export type PunchEditBody = z.output<typeof punchEditBody>;

/** POST /api/clock/punch: a missing punch for a booking, added by a manager. */
export const punchAddBody = z.object({
  booking_id: id("booking"),
  in_at: instantField,
  out_at: instantField,
  breaks: breaksField.optional(),
  reason: reasonField,
});
export type PunchAddBody = z.output<typeof punchAddBody>;

export const timesheetQuery = z
  .object({
    location_id: id("location"),
    from: dayField("from"),
    to: dayField("to"),
    employee_id: id("employee").optional(),
  })
  .superRefine(periodCheck(MAX_LABOUR_DAYS, TIMESHEET_MESSAGES.periodTooLong));

export const approvalBody = z
  .object({
    location_id: id("location"),
    from: dayField("from"),
    to: dayField("to"),
    employee_ids: optionalIdList("employee"),
  })
  .superRefine(periodCheck(MAX_LABOUR_DAYS, TIMESHEET_MESSAGES.periodTooLong));
export type ApprovalBody = z.output<typeof approvalBody>;

export const exportQuery = z
  .object({
    location_id: id("location"),
    from: dayField("from"),
    to: dayField("to"),
    format: z.enum(TIMESHEET_EXPORT_FORMATS, { error: TIMESHEET_MESSAGES.format }).default("csv"),
  })
  .superRefine(periodCheck(MAX_LABOUR_DAYS, TIMESHEET_MESSAGES.periodTooLong));

const instant = z.string().describe("ISO-8601 UTC instant");
const money = z.string().describe('An amount with two decimals, e.g. "18.50"');

/** A day's (and the export's) mark for a punch whose time is the phone's, sent late by the offline app. */
export const OFFLINE_MARK = "offline";

export const scheduledPosition = z.object({
  booking_id: z.number(),
  shift_name: z.string(),
  area_role_name: z.string(),
  from: instant,
  to: instant,
  hours: z.number(),
  attendance: z.enum(ATTENDANCE),
});

export const timesheetPunch = punchItem.extend({
  paid_hours: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  cost: money.optional(),
  edited: z.boolean(),
});

export const timesheetDay = z.object({
  /** DD-MM-YYYY in the location's zone. */
  day: z.string(),
  scheduled: z.array(scheduledPosition),
  punches: z.array(timesheetPunch),
  scheduled_hours: z.number(),
  paid_hours: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  cost: money.optional(),
  /** The punches' flags, "offline" when one's time came from the phone, and what attendance adds. */
  flags: z.array(z.enum([...PUNCH_FLAGS, ...ATTENDANCE, OFFLINE_MARK])),
  status: z.enum(TIMESHEET_STATUSES),
});

const totals = z.object({
  scheduled_hours: z.number(),
  paid_hours: z.number(),
  regular_hours: z.number(),
  overtime_hours: z.number(),
  cost: money.optional().describe("The punches' pay, rest premiums included"),
  rest_premium: money
    .optional()
    .describe("Of the cost: premiums earned by positions taken under a consent to a short rest (fair-workweek.md)"),
  predictability_pay: money
    .optional()
    .describe(
      "Not in the cost: the change log's pay for changes to positions starting in the period (fair-workweek.md)",
    ),
});

export const timesheetEmployee = z.object({
  employee_id: z.number(),
  name: z.string(),
  email: z.string(),
  days: z.array(timesheetDay),
  totals,
  status: z.enum(TIMESHEET_STATUSES),
});
export type TimesheetEmployee = z.infer<typeof timesheetEmployee>;

export const timesheetPayload = z.object({
  location_id: z.number(),
  time_zone: z.string(),
  currency: z.string().optional(),
  from: z.string(),
  to: z.string(),
  employees: z.array(timesheetEmployee),
  totals,
  status: z.enum(TIMESHEET_STATUSES).describe("approved when every employee's days with time are approved"),
});
export type TimesheetPayload = z.infer<typeof timesheetPayload>;

export const punchEditItem = z.object({
  id: z.number(),
  actor: z.string().nullable(),
  at: instant,
  reason: z.string(),
  before: z.object({ in_at: instant, out_at: instant.nullable(), breaks: z.array(punchBreak) }).nullable(),
  after: z.object({ in_at: instant, out_at: instant.nullable(), breaks: z.array(punchBreak) }),
});
export type PunchEditItem = z.infer<typeof punchEditItem>;

export const approvalPayload = z.object({ days: z.number(), employees: z.number() });

/** The export's columns, in order (money columns only for those who see money). */
export const TIMESHEET_EXPORT_COLUMNS = [
  "Employee",
  "Email",
  "Date",
  "Location",
  "Role",
  "Scheduled In",
  "Scheduled Out",
  "Clock In",
  "Clock Out",
  "Break Minutes",
  "Paid Hours",
  "Regular Hours",
  "Overtime Hours",
  "Rate",
  "Cost",
  "Predictability Pay",
  "Rest Premium",
  "Flags",
] as const;
export const MONEY_EXPORT_COLUMNS: readonly string[] = ["Rate", "Cost", "Predictability Pay", "Rest Premium"];
/** The Date of the row that closes each person's rows in the export: their totals for the period. */
export const EXPORT_TOTAL_DATE = "Total";
/** The total row's flag when some of the change log's pay is owed but unpriced (the employee had no rate). */
export const UNPRICED_PAY_FLAG = "predictability pay unpriced";
