// The compliance module's front door (fair-workweek.md): what the app and other modules may import
// (scripts/check-modules.mjs).

export type { OwedPay } from "./changes-repository";
export { makeChangesRepository, predictabilityPayOwed, recordsKeptUntil } from "./changes-repository";
export { makeChangesService } from "./changes-service";
export { makeConsentRepository } from "./consents-repository";
export { makeConsentService } from "./consents-service";
export { makeEstimateRepository } from "./estimates-repository";
export { estimateRoutes } from "./estimates-routes";
export { makeEstimateService } from "./estimates-service";
export { complianceRoutes } from "./routes";
