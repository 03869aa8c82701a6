// The labour module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Window } from "./cost-items-repository";
export { scheduledRows } from "./cost-items-repository";
export type { PricedPosition, PricedPunch } from "./pricing";
export { employeesOf, overtimeRules, priceRows } from "./pricing";
export type { LabourReads } from "./reads-repository";
export { labourReads } from "./reads-repository";
export { makeLabourRepository } from "./repository";
export { budgetRoutes, labourRoutes } from "./routes";
export type { LabourService } from "./service";
export { makeLabourService } from "./service";
