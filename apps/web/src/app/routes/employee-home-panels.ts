import { lazy } from "react";

// The employee home opens on the schedule; the other tabs' code (forms, editors, pickers) is not needed for that
// first paint on a phone, so each comes in its own chunk when its tab opens, or once the page is idle.

const loaders = {
  open: () => import("../../features/member/components/open-shifts-list"),
  requests: () => import("../../features/member/components/my-requests"),
  swaps: () => import("../../features/swaps/components/my-swaps"),
  availability: () => import("../../features/availability/components/availability-editor"),
  timeOff: () => import("../../features/time-off/components/my-time-off"),
};

export const OpenShiftsList = lazy(() => loaders.open().then((m) => ({ default: m.OpenShiftsList })));
export const MyRequests = lazy(() => loaders.requests().then((m) => ({ default: m.MyRequests })));
export const MySwaps = lazy(() => loaders.swaps().then((m) => ({ default: m.MySwaps })));
export const AvailabilityEditor = lazy(() => loaders.availability().then((m) => ({ default: m.AvailabilityEditor })));
export const MyTimeOff = lazy(() => loaders.timeOff().then((m) => ({ default: m.MyTimeOff })));

/** Loads every tab's code in the background, so switching tabs does not wait (a failure waits for the tab). */
export function preloadPanels(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined);
}
