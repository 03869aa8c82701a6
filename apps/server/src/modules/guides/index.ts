// The guides module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeGuideRepository } from "./repository";
export { guideRoutes } from "./routes";
export { makeGuideService } from "./service";
