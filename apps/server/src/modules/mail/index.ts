// The mail module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeMailRepository } from "./repository";
export type { MailOutcome } from "./worker";
export { registerMailWorker } from "./worker";
