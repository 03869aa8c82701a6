// The time-off module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { presentTimeOff } from "./present";
export { approvedTimeOffOf, makeTimeOffRepository } from "./repository";
export { timeOffRoutes } from "./routes";
export { makeTimeOffService } from "./service";
