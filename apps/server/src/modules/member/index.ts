// The member module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeMemberRepository } from "./repository";
export { memberRoutes } from "./routes";
export { makeMemberService } from "./service";
