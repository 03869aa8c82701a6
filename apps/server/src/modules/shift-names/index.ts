// The shift-names module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeShiftNameRepository } from "./repository";
export { shiftNameRoutes } from "./routes";
export { makeShiftNameService } from "./service";
