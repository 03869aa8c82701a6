// The assignments module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Assignment } from "./assign-statements";
export { assignStatements } from "./assign-statements";
export { assignmentQueries, makeAssignmentRepository } from "./repository";
export { assignmentRoutes } from "./routes";
export { makeAssignmentService } from "./service";
