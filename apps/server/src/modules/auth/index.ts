// The auth module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeAuthRepository } from "./repository";
export { makeResetRepository } from "./reset-repository";
export { passwordResetRoutes } from "./reset-routes";
export { makePasswordResetService } from "./reset-service";
export { authRoutes } from "./routes";
export { makeAuthService, toSessionUser } from "./service";
export { makeSessionOpener, type OpenSession } from "./sessions";
