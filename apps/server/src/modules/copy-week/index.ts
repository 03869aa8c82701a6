// The copy-week module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeCopyWeekRepository } from "./repository";
export { copyWeekRoutes } from "./routes";
export { makeCopyWeekService } from "./service";
