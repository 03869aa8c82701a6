import { describe, expect, it } from "vitest";
import { cachedReadPattern } from "./cached-reads";

const cached = (path: string) => cachedReadPattern.test(`https://shifts.example.com${path}`);

describe("the service worker's cached reads", () => {
  it("are the session and the team member's schedule reads, with any query", () => {
    for (const path of [
      "/api/auth/me",
      "/api/employee/my-shifts",
      "/api/employee/open-shifts",
      "/api/employee/availability?week=2026-03-02",
      "/api/employee/time-off?page=2",
      "/api/shift/employee/swaps",
      "/api/calendar/feed",
      "/api/notifications?limit=1",
      "/api/shift/calendar?from=2026-03-01&to=2026-03-08",
      "/api/shift/name/index?pagination=0",
    ]) {
      expect(cached(path), path).toBe(true);
    }
  });

  it("are nothing else of the API, nor the pages or files the server serves", () => {
    for (const path of [
      "/api/auth/login",
      "/api/auth/me/other",
      "/api/employee/team-member/3",
      "/api/employee/time-off/4/cancel",
      "/api/notifications/preferences",
      "/api/shift/index",
      "/api/dashboard/statistics",
      "/api/calendar/feed/rotate",
      "/ical/abc.ics",
      "/uploads/logo.png",
      "/employee-home",
      "/x/api/auth/me",
    ]) {
      expect(cached(path), path).toBe(false);
    }
  });
});
