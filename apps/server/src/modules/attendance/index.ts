// The attendance module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { sweepAttendance } from "./sweep-repository";
export { registerAttendanceWorker } from "./worker";
