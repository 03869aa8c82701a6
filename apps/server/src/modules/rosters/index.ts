// The rosters module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeRosterRepository } from "./repository";
export { rosterRoutes } from "./routes";
export { makeRosterService } from "./service";
