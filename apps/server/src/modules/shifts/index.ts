// The shifts module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeCalendarRepository } from "./calendar-repository";
export { makeCalendarService } from "./calendar-service";
export { shiftDeletionRoutes } from "./deletion-routes";
export { filterCondition, makeShiftListRepository } from "./list-repository";
export { makeShiftListService } from "./list-service";
export { presentBooking } from "./present";
export type { ShiftValues, Staffing } from "./repository";
export { insertShift, insertStaffings, makeShiftRepository } from "./repository";
export { shiftRoutes } from "./routes";
export { makeShiftService } from "./service";
export { slotValues } from "./shift-checks";
export type { SlotValues } from "./shift-values";
export { sidebarFields } from "./sidebar-filter";
