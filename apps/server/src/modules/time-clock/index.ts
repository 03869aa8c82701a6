// The time-clock module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeKioskRepository } from "./kiosk-repository";
export { kioskAdminRoutes, kioskPublicRoutes, pinRoutes } from "./kiosk-routes";
export { makeKioskService } from "./kiosk-service";
export { makeMyHours } from "./my-hours";
export type { StoredPunch } from "./punch-read-repository";
export { presentPunch, readPunches } from "./punch-read-repository";
export { makeClockRepository } from "./repository";
export { clockRoutes } from "./routes";
export { makeClockService } from "./service";
