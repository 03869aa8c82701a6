// The decisions module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeDecisionRepository } from "./repository";
export { decisionRoutes } from "./routes";
export { makeDecisionService } from "./service";
