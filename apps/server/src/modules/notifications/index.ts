// The notifications module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Notices, ShiftChange } from "./notices";
export { makeNotices } from "./notices";
export type { NotificationDraft, Notifier } from "./notifier";
export { makeNotifier } from "./notifier";
export { makeNotificationRepository } from "./repository";
export { notificationRoutes } from "./routes";
export { makeNotificationService } from "./service";
export { staffChange } from "./shift-change";
