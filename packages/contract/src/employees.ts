import { z } from "zod";
import { AVAILABILITIES, EMPLOYEE_STATUSES, STAFF_ROLES } from "./enums";
import { email, id, newPassword, optionalIdList, phone, requiredText, withoutNul } from "./fields";
import { invalidCharactersMessage, MESSAGES } from "./messages";
import { employeeMaxWeekHours, hoursField, WORK_RULE_LIMITS, WORK_RULE_MESSAGES } from "./work-rules";

const availability = z.enum(AVAILABILITIES, { error: MESSAGES.invalidAvailability });
const staffRole = z.enum(STAFF_ROLES, { error: MESSAGES.invalidStaffRole });
/** More roles than any real team member holds; a bound so a huge list is a 422, not a query too big to run. */
export const MAX_AREA_ROLES_PER_MEMBER = 500;
const areaRoleIds = z
  .array(id("role"), { error: MESSAGES.areaRolesRequired })
  .min(1, MESSAGES.areaRolesRequired)
  .max(MAX_AREA_ROLES_PER_MEMBER, MESSAGES.tooManyAreaRoles)
  .transform((ids) => [...new Set(ids)]);

export const teamMemberBody = z.object({
  name: requiredText("name"),
  email,
  phone,
  password: newPassword,
  availability,
  area_role_ids: areaRoleIds,
  role: staffRole.default("team_member"),
  /** The employee's own weekly maximum in hours; left out or null, the business's work rule applies. */
  max_week_hours: employeeMaxWeekHours,
});
export type TeamMemberBody = z.input<typeof teamMemberBody>;

/**
 * Editing leaves the password to its owner; everything else can change. Without `role` the role stays; without
 * `max_week_hours` the employee's maximum stays (a form that does not show it must not reset it), null clears it.
 */
export const teamMemberUpdateBody = teamMemberBody.omit({ password: true }).extend({
  role: staffRole.optional(),
  max_week_hours: hoursField("max week hours", WORK_RULE_LIMITS.max_week_hours, WORK_RULE_MESSAGES.maxWeekHours)
    .nullable()
    .optional(),
});
export type TeamMemberUpdateBody = z.input<typeof teamMemberUpdateBody>;

/** Approving a join request gives the newcomer their roles and availability, as creating a member does. */
export const approveJoinBody = teamMemberBody.pick({ availability: true, area_role_ids: true });
export type ApproveJoinBody = z.input<typeof approveJoinBody>;

export const teamMemberIndexQuery = z.object({
  employee_status: z.enum(EMPLOYEE_STATUSES).optional(),
  search: z.string().trim().max(100).refine(withoutNul, invalidCharactersMessage("search")).optional(),
  /** Only these employees (e.g. the labels of ids chosen in a filter); comma-separated or repeated. */
  ids: optionalIdList(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
});

export const employeeItem = z.object({
  id: z.number(),
  status: z.enum(EMPLOYEE_STATUSES),
  availability: z.enum(AVAILABILITIES),
  role: z.enum(["owner", "manager", "team_member"]),
  /** When the employee was added; for a join request, when the person asked to join. */
  created_at: z.string(),
  /** The employee's own weekly maximum in hours; null: the business's work rule applies. */
  max_week_hours: z.number().nullable(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar_path: z.string().nullable(),
  }),
  area_roles: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      // The location tells apart two same-named roles (Line Cook in the Kitchen of two locations).
      area: z.object({ id: z.number(), name: z.string(), location: z.object({ id: z.number(), name: z.string() }) }),
    }),
  ),
});
export type EmployeeItem = z.infer<typeof employeeItem>;
