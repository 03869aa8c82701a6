// The calendar-feed module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export { makeCalendarFeedRepository } from "./repository";
export { calendarFeedPublicRoutes, calendarFeedRoutes } from "./routes";
export { makeCalendarFeedService } from "./service";
