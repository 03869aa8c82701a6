// The employees module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeEmployeesRepository } from "./repository";
export { employeeRoutes } from "./routes";
export { makeEmployeesService } from "./service";
