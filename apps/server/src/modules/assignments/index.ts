// The assignments module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { assignmentQueries, makeAssignmentRepository } from "./repository";
export { assignmentRoutes } from "./routes";
export { makeAssignmentService } from "./service";
