// The business module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeLogoFiles } from "./logo-files";
export { makeBusinessRepository } from "./repository";
export { businessRoutes } from "./routes";
export { makeBusinessService } from "./service";
export { makeWorkRulesRepository, readWorkRules } from "./work-rules-repository";
export { workRulesRoutes } from "./work-rules-routes";
export { makeWorkRulesService } from "./work-rules-service";
