// The compliance module's front door (fair-workweek.md): what the app and other modules may import
// (scripts/check-modules.mjs).
export { complianceRoutes } from "./routes";
