// The timesheets module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makePunchEditRepository, makePunchEditService } from "./punch-edits-repository";
export { makeTimesheetRepository } from "./repository";
export { punchEditRoutes, timesheetRoutes } from "./routes";
export { makeTimesheetService } from "./service";
