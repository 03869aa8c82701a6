// The availability module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeAvailabilityRepository } from "./repository";
export { availabilityRoutes } from "./routes";
export { makeAvailabilityService } from "./service";
export { ruleOfWindow, windowsOfEmployees } from "./windows-repository";
