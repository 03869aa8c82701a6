import { lazy } from "react";

// The employee home opens on the schedule; the other tabs' code (forms, editors, pickers) is not needed for that
// first paint on a phone, so each comes in its own chunk when its tab opens. Not loaded ahead at idle: running
// those modules made the page's longest tasks after it had loaded. The service worker has them all (precache),
// so a tab opens from the phone's storage, online or off.

export const OpenShiftsList = lazy(() =>
  import("../../features/member/components/open-shifts-list").then((m) => ({ default: m.OpenShiftsList })),
);
export const MyRequests = lazy(() =>
  import("../../features/member/components/my-requests").then((m) => ({ default: m.MyRequests })),
);
export const RestConsents = lazy(() =>
  import("../../features/consents/components/rest-consents").then((m) => ({ default: m.RestConsents })),
);
export const MySwaps = lazy(() =>
  import("../../features/swaps/components/my-swaps").then((m) => ({ default: m.MySwaps })),
);
export const AvailabilityEditor = lazy(() =>
  import("../../features/availability/components/availability-editor").then((m) => ({
    default: m.AvailabilityEditor,
  })),
);
export const MyTimeOff = lazy(() =>
  import("../../features/time-off/components/my-time-off").then((m) => ({ default: m.MyTimeOff })),
);
export const ClockPanel = lazy(() =>
  import("../../features/time-clock/components/clock-panel").then((m) => ({ default: m.ClockPanel })),
);
