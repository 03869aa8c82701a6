// The locations module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeAreaRepository } from "./area-repository";
export { areaRoutes } from "./area-routes";
export { makeAreaService } from "./area-service";
export { makeLocationRepository } from "./repository";
export { locationRoutes } from "./routes";
export { makeLocationService } from "./service";
