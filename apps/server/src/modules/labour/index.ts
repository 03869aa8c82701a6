// The labour module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Window } from "./cost-items";
export { scheduledRows } from "./cost-items";
export type { PricedPosition, PricedPunch } from "./pricing";
export { employeesOf, labourRows, overtimeRules, pricedLabour, priceRows } from "./pricing";
export { makeLabourRepository } from "./repository";
export { budgetRoutes, labourRoutes } from "./routes";
export { makeLabourService } from "./service";
