// The notifications module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Notices, ShiftChange } from "./notices-repository";
export { makeNotices } from "./notices-repository";
export type { NotificationDraft, Notifier } from "./notifier-repository";
export { makeNotifier } from "./notifier-repository";
export { makeNotificationRepository } from "./repository";
export { notificationRoutes } from "./routes";
export { makeNotificationService } from "./service";
export { staffChange } from "./shift-change";
