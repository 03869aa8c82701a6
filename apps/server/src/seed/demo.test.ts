import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { BOOKING_STATUSES } from "@brigade/contract/enums";
import { weekStartIn } from "@brigade/contract/local-time";
import type { MyShiftItem, OpenShiftItem } from "@brigade/contract/member";
import type { TimeOffItem } from "@brigade/contract/time-off";
import { sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp } from "../test/harness";
import { seedDemo } from "./demo";
import { DEMO_LOCATIONS, DEMO_PASSWORD } from "./demo-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("demo seed", () => {
  it("seeds an empty database once", async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toBe(false);
  });

  it("gives the three demo logins their roles", async () => {
    const expected = {
      "owner@brigade.demo": "owner",
      "manager@brigade.demo": "manager",
      "staff@brigade.demo": "team_member",
    };
    for (const [email, role] of Object.entries(expected)) {
      const caller = await login(t.app, email, DEMO_PASSWORD);
      const me = (await caller.get("/api/auth/me")).json().payload;
      expect(me.user.role).toBe(role);
      expect(me.business.name).toBe("Brigade Demo Bistro");
      expect(me.employee === null).toBe(role === "owner");
    }
  });

  it("has two locations in different time zones, with areas and roles", async () => {
    const owner = await login(t.app, "owner@brigade.demo", DEMO_PASSWORD);
    const locations = (await owner.get("/api/restaurant/location/index?paginated=false")).json().payload;
    expect(locations).toHaveLength(2);
    expect(new Set(locations.map((l: { time_zone: { value: string } }) => l.time_zone.value)).size).toBe(2);
    for (const location of locations) expect(location.areas.length).toBeGreaterThan(0);
  });

  it("has bookings in every status, and remaining positions that match them", async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from bookings`);
    expect(statuses.map((s) => s.status).sort()).toEqual([...BOOKING_STATUSES].sort());
    const mismatched = await rows(sql`
      select sp.slot_id from slot_positions sp
      where sp.remaining <> sp.capacity - (select count(*) from bookings b
        where b.slot_id = sp.slot_id and b.area_role_id = sp.area_role_id and b.holds)`);
    expect(mismatched).toEqual([]);
    const open = await rows<{ n: number }>(sql`select count(*)::int as n from slot_positions where remaining > 0`);
    expect(open[0]?.n).toBeGreaterThan(0);
  });

  it("gives the demo team member an Accepted shift ahead, an open shift to pick up and requests", async () => {
    const sam = await login(t.app, "staff@brigade.demo", DEMO_PASSWORD);
    const mine = (await sam.get("/api/employee/my-shifts")).json().payload as MyShiftItem[];
    const ahead = mine.filter((b) => b.status === "Accepted" && new Date(b.from).getTime() > Date.now());
    expect(ahead.length).toBeGreaterThan(0);
    expect(mine.some((b) => b.status !== "Accepted")).toBe(true);
    const open = (await sam.get("/api/employee/open-shifts")).json().payload as OpenShiftItem[];
    expect(open.length).toBeGreaterThan(0);
    // Next week alone, so it holds on a Sunday afternoon too, when this week's last shifts have begun: the seed
    // leaves room under the weekly maximum.
    const next = weekStartIn(new Date(), DEMO_LOCATIONS[0].timeZone).add({ weeks: 1 });
    const period = `from=${formatDayMonthYear(next)}&to=${formatDayMonthYear(next.add({ days: 6 }))}`;
    const nextWeek = (await sam.get(`/api/employee/open-shifts?${period}`)).json().payload as OpenShiftItem[];
    expect(nextWeek.length).toBeGreaterThan(0);
  });

  it("gives the team availability patterns and time off: Sam's own request waits for a manager", async () => {
    const sam = await login(t.app, "staff@brigade.demo", DEMO_PASSWORD);
    const pattern = (await sam.get("/api/employee/availability")).json().payload;
    expect(pattern.rules).toContainEqual({ weekday: 7, from: "00:00", to: "00:00", kind: "unavailable" });
    const own = (await sam.get("/api/employee/time-off")).json().payload.paginated.data as TimeOffItem[];
    expect(own.map((x) => x.status)).toEqual(["Pending"]);
    const manager = await login(t.app, "manager@brigade.demo", DEMO_PASSWORD);
    const queue = (await manager.get("/api/employee/time-off?status=Pending")).json().payload.paginated;
    expect(queue.total).toBeGreaterThan(0);
    const approved = (await manager.get("/api/employee/time-off?status=Approved")).json().payload.paginated;
    expect(approved.total).toBeGreaterThan(0);
    // Both lie ahead, so neither has ended and both can still be cancelled.
    const first = parseDayMonthYear(own[0]?.from_day ?? "");
    expect(first && Temporal.PlainDate.compare(first, Temporal.Now.plainDateISO("UTC")) > 0).toBe(true);
  });

  it("prices the week: every employee has a wage and each location a budget, so the owner sees cost against it", async () => {
    const owner = await login(t.app, "owner@brigade.demo", DEMO_PASSWORD);
    const [location] = (await owner.get("/api/restaurant/location/index?paginated=false")).json().payload;
    const monday = weekStartIn(new Date(), location.time_zone.value);
    const day = (d: Temporal.PlainDate) =>
      `${String(d.day).padStart(2, "0")}-${String(d.month).padStart(2, "0")}-${d.year}`;
    const res = await owner.get(
      `/api/labour/cost?location_id=${location.id}&from=${day(monday)}&to=${day(monday.add({ days: 6 }))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const cost = res.json().payload;
    expect(cost.unpriced_bookings).toBe(0);
    expect(cost.weeks[0].budget).toBe("6000.00");
    expect(Number(cost.totals.scheduled_cost)).toBeGreaterThan(0);
  });

  it("fills every day of this week and next at both locations, in each location's zone", async () => {
    const days = await rows<{ name: string; days: number }>(sql`
      select l.name, count(distinct (s.starts_at at time zone l.time_zone)::date)::int as days
      from shifts s join locations l on l.id = s.location_id
      where (s.starts_at at time zone l.time_zone)::date >= date_trunc('week', now() at time zone l.time_zone)::date
        and (s.starts_at at time zone l.time_zone)::date < date_trunc('week', now() at time zone l.time_zone)::date + 14
      group by l.name order by l.name`);
    expect(days).toEqual([
      { name: "Downtown", days: 14 },
      { name: "Harbour Terrace", days: 14 },
    ]);
  });
});
