// The fit module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { FitSlot } from "./facts";
export { heldWindow } from "./facts";
export type { Fits } from "./fits";
export { loadFits } from "./load-repository";
export { fitQueries } from "./repository";
