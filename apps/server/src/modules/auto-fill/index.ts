// The auto-fill module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeAutoFillRepository } from "./apply-repository";
export { makeFillThreads } from "./fill-threads";
export { autoFillRoutes } from "./routes";
export { makeAutoFillService } from "./service";
export { SOLVES_AT_ONCE, solveLimit } from "./solve-limit";
