// The live module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { registerLiveEvents } from "./plugin";
export { makeLiveRepository } from "./repository";
