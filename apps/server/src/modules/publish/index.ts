// The publish module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { noteRemoval, watchChange } from "./marks";
export { publishMarkQueries } from "./marks-repository";
export { makePublishRepository } from "./repository";
export { publishRoutes } from "./routes";
export { makePublishService } from "./service";
