import { z } from "zod";
import { changeNoteFields } from "./fair-workweek/change-note";
import { id, optionalSearch } from "./fields";
import { candidateFitSchema } from "./fit";
import { amount, template } from "./i18n/template";

// Assigning an employee to a slot of a shift (the Assign Shift modal and its endpoints), once for both sides.

/** The modal's employee list loads this many per page (spec section 9). */
export const ASSIGN_EMPLOYEE_PAGE_LENGTH = 6;
/**
 * The most candidates the modal's list orders by fit (week-building.md, "Who fits"): each needs their week read.
 * Past this many (a search narrows them) the list is ordered by name alone, every item still with its fit.
 */
export const MAX_FIT_ORDERED_CANDIDATES = 2_000;

/** Hours between two instants (ISO strings or dates), fractional. */
export const hoursBetween = (from: string | Date, to: string | Date): number =>
  (new Date(to).getTime() - new Date(from).getTime()) / 3_600_000;

/**
 * Which confirmation an assignment needs, if any, given the business's `confirm_week_hours` (its work rule, the
 * spec's 40 by default). The spec's words ("has already scheduled 40 hours") are true only once the week
 * already holds the threshold, so they are kept for that case (`atLimit`). Below it, a slot that would carry
 * the employee past it gets its own, truthful question (`crossesLimit`). Exactly the threshold needs no
 * confirmation.
 */
export type OvertimeConfirmation = "atLimit" | "crossesLimit";
export function overtimeConfirmation(
  heldHours: number,
  slotHours: number,
  confirmWeekHours: number,
): OvertimeConfirmation | null {
  if (heldHours >= confirmWeekHours) return "atLimit";
  if (heldHours + slotHours > confirmWeekHours) return "crossesLimit";
  return null;
}

/** Hours as a person reads them: 42, 42.5, 41.75 (never 41.750000001), in each language's way. */
const readableHours = (hours: number) => amount(hours);

/**
 * The over-time confirmation of the spec (section 8): the week already holds the business's threshold. With
 * the default threshold (40) the text is the spec's, letter for letter.
 */
export const OVERTIME_CONFIRMATION = {
  title: "Are you sure?",
  text: template(
    "You want to assign shifts to this user, the user has already scheduled {0} hours in a week.",
    (confirmWeekHours: number) => [readableHours(confirmWeekHours)],
  ),
  confirm: "Yes, Accept",
  cancel: "Cancel",
} as const;

/** The confirmation when this assignment is the one that takes the employee past the threshold (not in the spec). */
export const CROSSES_LIMIT_CONFIRMATION = {
  title: template("Above {0} hours this week", (confirmWeekHours: number) => [readableHours(confirmWeekHours)]),
  text: template(
    "This assignment takes {0} to {1} hours this week, above {2}.",
    (name: string, weekHours: number, confirmWeekHours: number) => [
      name,
      readableHours(weekHours),
      readableHours(confirmWeekHours),
    ],
  ),
  confirm: "Assign anyway",
  cancel: "Cancel",
} as const;

export const ASSIGN_MESSAGES = {
  // The spec's, letter for letter:
  roleRequired: "Role/Position is required.",
  slotRequired: "Time Slot is required.",
  employeeRequired: "Employee is required.",
  assigned: "Shift Assigned Successfully",
  noTimeSlot: "No Time Slot Available",
  // Not worded by the spec:
  statusAccepted: "An assignment is always created with the status Accepted.",
  slotNotFound: "Time slot not found.",
  roleNotOnShift: "This role/position is not part of this shift.",
  employeeNotFound: "Team member not found.",
  employeeNotActive: "Only an active employee can be assigned a shift.",
  employeeLacksRole: "This employee does not have this role/position.",
  slotFull: "This time slot is already full for this role/position.",
  overlaps: "This employee already holds a shift at that time.",
  alreadyInSlot: "This employee already has a request or a position in this time slot.",
  locationMismatch: "This time slot does not belong to the chosen location.",
  employeeStatus: "Only active_employee can be asked for.",
} as const;

/** What the modal holds when Assign is pressed. */
export type AssignDraft = { areaRoleId: number | null; slotId: number | null; employeeIds: number[] };
export type AssignField = "area_role_id" | "slot_id" | "employee_id";

/** The modal's rules (spec section 5), in the order of its fields; null when it may be sent. */
export function assignErrors(draft: AssignDraft): Partial<Record<AssignField, string>> | null {
  const errors: Partial<Record<AssignField, string>> = {};
  if (!draft.areaRoleId) errors.area_role_id = ASSIGN_MESSAGES.roleRequired;
  if (!draft.slotId) errors.slot_id = ASSIGN_MESSAGES.slotRequired;
  if (draft.employeeIds.length === 0) errors.employee_id = ASSIGN_MESSAGES.employeeRequired;
  return Object.keys(errors).length ? errors : null;
}

export const selectShiftBody = z.object({
  employee_id: id("employee"),
  shift_id: id("shift"),
  area_role_id: id("area role"),
  slot_id: id("time slot"),
  status: z.literal("Accepted", { error: ASSIGN_MESSAGES.statusAccepted }).default("Accepted"),
  ...changeNoteFields,
});
export type SelectShiftBody = z.input<typeof selectShiftBody>;

export const countsStatsQuery = z.object({ employee_id: id("employee"), shift_id: id("shift") });

export const eligibleEmployeesQuery = z.object({
  slot_id: id("time slot"),
  location_id: id("location"),
  area_role_id: id("area role"),
  /** Only active employees are ever offered; the parameter is accepted because the spec's client sends it. */
  employee_status: z.literal("active_employee", { error: ASSIGN_MESSAGES.employeeStatus }).optional(),
  search: optionalSearch(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(ASSIGN_EMPLOYEE_PAGE_LENGTH),
});
export type EligibleEmployeesQuery = z.output<typeof eligibleEmployeesQuery>;

export const eligibleEmployeeItem = z.object({
  id: z.number(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** How the slot fits them: week hours, availability, time off, rest and maximum (the modal's badges). */
  fit: candidateFitSchema,
});
export type EligibleEmployeeItem = z.infer<typeof eligibleEmployeeItem>;
