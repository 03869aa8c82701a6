// The timelines module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeTimelineRepository, vacantPositionsFor } from "./repository";
export { timelineRoutes } from "./routes";
export { makeTimelineService } from "./service";
