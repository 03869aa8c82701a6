// Domain vocabularies shared by the server, the web app and the database checks.

export const USER_ROLES = ["owner", "manager", "team_member"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that may create team members: an owner never is created, only registered. */
export const STAFF_ROLES = ["team_member", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AVAILABILITIES = ["FullTime", "PartTime", "ThreeDay", "Manager"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const EMPLOYEE_STATUSES = ["active_employee", "waiting_for_approval", "rejected", "inactive"] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SHIFT_TYPES = ["Non_Premium", "Premium"] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const DEFAULT_SHIFT_TYPE: ShiftType = "Non_Premium";
export const DEFAULT_LABEL_COLOR = "#0a0a0a";
export const MAX_CHUNKS = 3;

export const SLOT_TYPES = ["Full", "Half"] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

export const BOOKING_STATUSES = [
  "Pending",
  "Accepted",
  "Apply For Leave",
  "Rejected",
  "Leave Rejected",
  "Released",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses in which a booking holds a position (and so counts against remaining and overlap). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["Accepted", "Apply For Leave", "Leave Rejected"];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Whether a value is one of a list of allowed values (narrows unchecked input to the list's type). */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);
