// The compliance module's front door (fair-workweek.md): what the app and other modules may import
// (scripts/check-modules.mjs).

export { makeChangesRepository } from "./changes-repository";
export { makeChangesService } from "./changes-service";
export { makeConsentRepository } from "./consents-repository";
export { makeConsentService } from "./consents-service";
export { complianceRoutes } from "./routes";
