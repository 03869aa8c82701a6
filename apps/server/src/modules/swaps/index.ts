// The swaps module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeSwapListService } from "./list-service";
export { makeSwapRepository } from "./repository";
export { swapRoutes } from "./routes";
export { makeSwapService } from "./service";
