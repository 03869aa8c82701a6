// Starts a fill thread: the TypeScript of auto-fill is loaded through tsx (a dependency of the server, which
// runs on it), so the thread starts the same under `npm start`, vitest and the benchmark.
import { register } from "tsx/esm/api";

register();
await import("./fill-job.ts");
