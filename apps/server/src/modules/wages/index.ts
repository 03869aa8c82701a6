// The wages module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { requireMoney, seesMoney } from "./money-access";
export { currencyOf, makeWageRepository, wageVersionsFromJson, wageVersionsJson, wageVersionsOf } from "./repository";
export { wageRoutes } from "./routes";
export { makeWageService } from "./service";
