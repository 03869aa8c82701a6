// The dashboard module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makePanelsRepository } from "./panels-repository";
export { panelsRoutes } from "./panels-routes";
export { makePanelsService } from "./panels-service";
export { makeStatsRepository } from "./stats-repository";
export { statsRoutes } from "./stats-routes";
export { makeStatsService } from "./stats-service";
