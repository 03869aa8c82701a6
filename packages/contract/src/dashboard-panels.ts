import { z } from "zod";
import { BOOKING_STATUSES, MAX_PAGE_SIZE, SHIFT_TYPES, WEEKDAYS } from "./enums";
import { id } from "./fields";
import { requiredMessage } from "./messages";

// The dashboard's panels (spec: Manager dashboard, Panels), the owner's managers list and the vacant
// shifts after their lock date. Every panel pages 3 items at a time with a See More link.

export const PANEL_PAGE_SIZE = 3;

export const SHIFT_PANELS = ["New_Shifts", "Shifts_Inprogress", "Upcoming_Week", "Bonus_Shifts"] as const;
export const REQUEST_PANELS = ["Pending", "Apply For Leave"] as const;
export const DASHBOARD_PANELS = [...SHIFT_PANELS, ...REQUEST_PANELS] as const;
export type ShiftPanel = (typeof SHIFT_PANELS)[number];
export type RequestPanel = (typeof REQUEST_PANELS)[number];
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

export const PANEL_MESSAGES = {
  status: "The status must be New_Shifts, Shifts_Inprogress, Upcoming_Week, Bonus_Shifts, Pending or Apply For Leave.",
  requestStatus: "The status must be Pending or Apply For Leave.",
  pageSize: `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  page: "The page must be a whole number from 1.",
} as const;

const pageField = z.coerce.number({ error: PANEL_MESSAGES.page }).int(PANEL_MESSAGES.page).min(1, PANEL_MESSAGES.page);
const sizeField = z.coerce
  .number({ error: PANEL_MESSAGES.pageSize })
  .int(PANEL_MESSAGES.pageSize)
  .min(1, PANEL_MESSAGES.pageSize)
  .max(MAX_PAGE_SIZE, PANEL_MESSAGES.pageSize);

/** GET /api/dashboard/index. */
export const panelQuery = z.object({
  location_id: id("location"),
  status: z.enum(DASHBOARD_PANELS, {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : PANEL_MESSAGES.status),
  }),
  page_size: sizeField.default(PANEL_PAGE_SIZE),
  page: pageField.max(1_000_000, PANEL_MESSAGES.page).default(1),
});
export type PanelQuery = z.output<typeof panelQuery>;
export type PanelQueryInput = z.input<typeof panelQuery>;

/** GET /api/shift/employee/index: the two request panels, paged by `length`. */
export const requestPanelQuery = z.object({
  location_id: id("location"),
  status: z.enum(REQUEST_PANELS, {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : PANEL_MESSAGES.requestStatus),
  }),
  length: sizeField.default(PANEL_PAGE_SIZE),
  page: pageField.max(1_000_000, PANEL_MESSAGES.page).default(1),
});
export type RequestPanelQuery = z.output<typeof requestPanelQuery>;

const place = z.object({ id: z.number(), name: z.string() });

/** A shift panel row: the columns of new, in-progress, upcoming-week and bonus shifts. */
export const panelShiftItem = z.object({
  id: z.number(),
  name: z.string(),
  /** Weekday and DD-MM-YYYY date of the start, and the HH:mm - HH:mm range, in the location's zone. */
  day: z.enum(WEEKDAYS),
  date: z.string(),
  from: z.string().describe("ISO-8601 UTC instant"),
  to: z.string().describe("ISO-8601 UTC instant"),
  time: z.string(),
  lock_day: z.enum(WEEKDAYS).nullable(),
  location: place.extend({ time_zone: z.string() }),
  positions: z.array(z.object({ area_role_id: z.number(), name: z.string(), count: z.number() })),
  shift_type: z.enum(SHIFT_TYPES),
  /** In dollars, as text with two decimals (for Premium shifts; "0.00" otherwise). */
  bonus: z.string(),
  created_at: z.string(),
});
export type PanelShiftItem = z.infer<typeof panelShiftItem>;

/** A request panel row: a pickup (Pending) or leave (Apply For Leave) booking; decided through shift-action. */
export const panelRequestItem = z.object({
  booking_id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  shift_id: z.number(),
  slot_id: z.number(),
  employee: z.object({ id: z.number(), name: z.string() }),
  day: z.enum(WEEKDAYS),
  date: z.string(),
  location: place,
  position: z.object({ area_role_id: z.number(), name: z.string() }),
  timing: z.object({ from: z.string(), to: z.string(), time: z.string() }),
});
export type PanelRequestItem = z.infer<typeof panelRequestItem>;

export const panelPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), current_page: z.number(), next_page_url: z.string().nullable() });
export const panelPayload = panelPage(z.union([panelShiftItem, panelRequestItem]));
export type PanelPage<T> = { data: T[]; current_page: number; next_page_url: string | null };

/**
 * GET /api/employee/manager/index (owner only): the managers holding a role at the location (the spec: the
 * dashboard's managers list requires a location). `paginated` is accepted for old clients; the list always pages.
 */
export const managerListQuery = z.object({
  location_id: id("location"),
  paginated: z.string().optional(),
  length: sizeField.default(PANEL_PAGE_SIZE),
  page: pageField.max(1_000_000, PANEL_MESSAGES.page).default(1),
});
export type ManagerListQuery = z.output<typeof managerListQuery>;

export const managerItem = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type ManagerItem = z.infer<typeof managerItem>;

/** GET /api/shift/shifts-after-lockdate. */
export const lockdateQuery = z.object({ location_id: id("location") });

export const lockedVacantItem = z.object({
  id: z.number(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  /** The DD-MM-YYYY date of the start in the location's zone. */
  interval: z.string(),
  type: z.enum(SHIFT_TYPES),
  remaining_slots: z.number(),
});
export type LockedVacantItem = z.infer<typeof lockedVacantItem>;
