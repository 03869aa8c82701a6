// The invites module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeInvitesRepository } from "./repository";
export { invitePublicRoutes, inviteRoutes } from "./routes";
export { makeInvitesService } from "./service";
