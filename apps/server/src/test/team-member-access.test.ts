import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "./harness";

// Every API route a team member may call, by "METHOD path" as the OpenAPI description names it. Every other
// route must answer them 403 before reading a body or an id: a new manager endpoint is checked the day
// it is added, without anyone remembering to list it.
const TEAM_MEMBER_ROUTES = new Set([
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/join",
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "POST /api/auth/change-password",
  // Their own language.
  "PUT /api/auth/locale",
  "GET /api/auth/options",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  // An invitation's link is public: it works for anyone holding it (issue 36).
  "GET /api/invites/{token}",
  "POST /api/invites/{token}/accept",
  "GET /api/business",
  // Read-only, their own roles' shifts (spec section 6).
  "GET /api/shift/calendar",
  "GET /api/shift/name/index",
  "GET /api/employee/my-shifts",
  "GET /api/employee/open-shifts",
  "POST /api/shift/employee/pickup",
  "POST /api/shift/employee/apply-for-leave/{id}",
  "POST /api/shift/employee/withdraw/{id}",
  // Their own availability and time off (week-building.md); the service keeps them to their own records.
  "GET /api/employee/availability",
  "PUT /api/employee/availability",
  "POST /api/employee/time-off",
  "GET /api/employee/time-off",
  "GET /api/employee/time-off/{id}/conflicts",
  "POST /api/employee/time-off/{id}/cancel",
  // Their own notifications and e-mail choices.
  "GET /api/notifications",
  "POST /api/notifications/read",
  "GET /api/notifications/preferences",
  "PUT /api/notifications/preferences",
  // Swaps between colleagues (week-building.md, "Swaps"); the decision is a manager's.
  "POST /api/shift/employee/swap/{booking_id}",
  "GET /api/shift/employee/swap/{booking_id}/candidates",
  "GET /api/shift/employee/swaps",
  "POST /api/shift/employee/swaps/{id}/accept",
  "POST /api/shift/employee/swaps/{id}/cancel",
  // Their own calendar feed.
  "GET /api/calendar/feed",
  "POST /api/calendar/feed/rotate",
  // The live updates of what they may see (modules/live).
  "GET /api/events",
  // Their own wage (time-and-cost.md, "Wages"); anyone else's is 403 unless they see money.
  "GET /api/employee/{id}/wage",
  // Their own time clock, PIN, and the kiosk's public calls (time-and-cost.md).
  "POST /api/clock/in",
  "POST /api/clock/break/start",
  "POST /api/clock/break/end",
  "POST /api/clock/out",
  "GET /api/clock/status",
  "GET /api/clock/my-hours",
  "PUT /api/auth/pin",
  "GET /api/timesheets",
  "GET /api/clock/punch/{id}/history",
  "GET /api/kiosk/{token}",
  "POST /api/kiosk/{token}/clock/in",
  "POST /api/kiosk/{token}/clock/break/start",
  "POST /api/kiosk/{token}/clock/break/end",
  "POST /api/kiosk/{token}/clock/out",
  // The fair-workweek rule packs: the ordinances' figures, their own rights (fair-workweek.md).
  "GET /api/compliance/packs",
  // Their own consents to a short rest, and their answer (fair-workweek.md, "Rest between shifts").
  "GET /api/compliance/consents",
  "POST /api/compliance/consents/{id}/answer",
  // Their own good-faith estimate (fair-workweek.md); anyone else's is 403.
  "GET /api/employee/{id}/estimate",
]);

let t: TestApp;
let member: Caller;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerOwner(t.app);
  member = await createStaff(t, owner, "team_member");
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

describe("a team member and the manager endpoints", () => {
  it("finds the routes to check in the OpenAPI description", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it("gets 403 from every route that is not theirs", async () => {
    const allowed: string[] = [];
    const refused: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (TEAM_MEMBER_ROUTES.has(key)) continue;
      const url = path.replace(/\{[^}]+\}/g, "1");
      const res = await member.request({ method: method as "GET", url, payload: method === "GET" ? undefined : {} });
      (res.statusCode === 403 ? refused : allowed).push(`${key} → ${res.statusCode}`);
    }
    expect(allowed).toEqual([]);
    expect(refused.length).toBeGreaterThan(40);
  });
});
