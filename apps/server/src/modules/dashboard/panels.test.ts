import { startOfDayIn, weekStartIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { requestIn, shiftAction } from "../decisions/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { makePanelsRepository } from "./panels-repository";
import { makePanelsService } from "./panels-service";
import { insertShift, setLockDay } from "./test/panels-support";

let t: TestApp;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
const panel = (caller: Caller, place: Place, status: string, extra = "") =>
  caller.get(`/api/dashboard/index?location_id=${place.locationId}&status=${encodeURIComponent(status)}${extra}`);
const names = (res: { json: () => { payload: { data: { name: string }[] } } }) =>
  res.json().payload.data.map((r) => r.name);

describe("shift panels", () => {
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
    await setLockDay(t, place, "Thursday");
    const created = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await insertShift(t, place, { from: fromNow(48), name: "Up A", createdAt: created(40) });
    await insertShift(t, place, { from: fromNow(24), name: "Up B", createdAt: created(30), premium: true });
    await insertShift(t, place, { from: fromNow(72), name: "Up C", createdAt: created(20) });
    await insertShift(t, place, { from: fromNow(96), name: "Up D", createdAt: created(10), premium: true });
    await insertShift(t, place, { from: fromNow(-1), name: "Running", createdAt: created(5) });
    await insertShift(t, place, { from: fromNow(-30), name: "Past", createdAt: created(1) });
  });

  it("lists upcoming shifts newest created first, 3 a page, with the next page's link", async () => {
    const first = await panel(owner, place, "New_Shifts");
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first)).toEqual(["Up D", "Up C", "Up B"]);
    const next = first.json().payload.next_page_url as string;
    expect(next).toContain("page=2");
    const second = await owner.get(next);
    expect(names(second)).toEqual(["Up A"]);
    expect(second.json().payload).toMatchObject({ current_page: 2, next_page_url: null });
    expect(names(await panel(owner, place, "New_Shifts", "&page_size=10"))).toEqual(["Up D", "Up C", "Up B", "Up A"]);
  });

  it("carries the spec's columns: day, time, lock day, location, positions, bonus", async () => {
    const res = await panel(owner, place, "Bonus_Shifts");
    const rows = res.json().payload.data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Up B", "Up D"]);
    expect(rows[0]).toMatchObject({
      lock_day: "Thursday",
      bonus: "25.00",
      shift_type: "Premium",
      location: { id: place.locationId, time_zone: "America/New_York" },
      positions: [{ area_role_id: place.roleA, count: 2 }],
    });
    expect(rows[0].time).toMatch(/^\d{2}:\d{2} [AP]M - \d{2}:\d{2} [AP]M$/);
  });

  it("lists the shifts running now", async () => {
    expect(names(await panel(owner, place, "Shifts_Inprogress"))).toEqual(["Running"]);
  });

  it("shows No Record Found's empty page for a location without shifts", async () => {
    const empty = await createPlace(t, owner);
    const res = await panel(owner, empty, "New_Shifts");
    expect(res.json().payload).toEqual({ data: [], current_page: 1, next_page_url: null });
  });
});

describe("with a fixed clock: next week and the lock date in the location's zone", () => {
  // Wednesday 13 January 2027, 07:00 in New York; the location locks on Wednesdays.
  const wednesdayMorning = new Date("2027-01-13T12:00:00Z");
  // Tuesday 12 January 2027, 23:30 in New York, already Wednesday in UTC.
  const tuesdayNight = new Date("2027-01-13T04:30:00Z");
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
    await setLockDay(t, place, "Wednesday");
    const at = (iso: string) => new Date(iso);
    await insertShift(t, place, { from: at("2027-01-18T04:30:00Z"), name: "Sunday late" }); // Sun 17th 23:30 NY
    await insertShift(t, place, { from: at("2027-01-18T05:30:00Z"), name: "Monday early" }); // Mon 18th 00:30 NY
    await insertShift(t, place, { from: at("2027-01-18T15:00:00Z"), name: "Monday full", remaining: 0 });
    await insertShift(t, place, { from: at("2027-01-25T05:30:00Z"), name: "Week after" });
  });
  const service = (now: Date) => makePanelsService(makePanelsRepository(t.database.db), () => now);
  const auth = async () => ({ businessId: place.businessId });

  it("takes next week from Monday 00:00 in the location's zone", async () => {
    const page = await service(wednesdayMorning).panel(await auth(), {
      location_id: place.locationId,
      status: "Upcoming_Week",
      page: 1,
      page_size: 10,
    });
    expect(page.data.map((r) => r.name)).toEqual(["Monday early", "Monday full"]);
  });

  it("locks next week's shifts at 00:00 on the lock day in the zone, and keeps only open ones", async () => {
    const locked = await service(wednesdayMorning).lockedVacant(await auth(), place.locationId);
    expect(locked.map((r) => r.name)).toEqual(["Sunday late", "Monday early"]);
    expect(locked[1]).toMatchObject({ interval: "18-01-2027", type: "Non_Premium", remaining_slots: 2 });
    // Still Tuesday in New York: next week's shifts are not locked yet; this week's are.
    const before = await service(tuesdayNight).lockedVacant(await auth(), place.locationId);
    expect(before.map((r) => r.name)).toEqual(["Sunday late"]);
  });

  it("never locks at a location without a lock day", async () => {
    await setLockDay(t, place, null);
    expect(await service(wednesdayMorning).lockedVacant(await auth(), place.locationId)).toEqual([]);
    await setLockDay(t, place, "Wednesday");
  });

  it("answers through the API for the real clock", async () => {
    const res = await owner.get(`/api/shift/shifts-after-lockdate?location_id=${place.locationId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().payload)).toBe(true);
  });
});

describe("the lock date across DST changes: the SQL's local week and day are the contract's", () => {
  // Each location locks on Sundays, so the shifts of the week after a DST Sunday lock at 00:00 that Sunday. New York
  // and London change at 02:00 and 01:00; Havana at midnight, which it skips in spring and repeats in autumn.
  const SUNDAYS: Record<string, string[]> = {
    "America/New_York": ["2026-03-08", "2026-11-01"],
    "Europe/London": ["2026-03-29", "2026-10-25"],
    "America/Havana": ["2026-03-08", "2026-11-01"],
  };
  /** Around each DST Sunday: either side of its midnights and of the jump, and the week after's last minute. */
  const WALLS = ["T23:30", "+1T00:00", "+1T00:30", "T01:30", "T03:30", "+7T23:59", "+8T00:00"];
  const wallOf = (sunday: string, wall: string) => {
    const [days, time] = wall.split("T") as [string, string];
    return `${Temporal.PlainDate.from(sunday).add({ days: Number(days || 0) })}T${time}`;
  };
  /** The contract's lock: 00:00 on the Sunday of the local week before the shift's. */
  const lockOf = (startsAt: Date, zone: string) =>
    startOfDayIn(weekStartIn(startsAt, zone).subtract({ days: 7 }).add({ days: 6 }), zone).getTime();

  for (const [zone, sundays] of Object.entries(SUNDAYS))
    it(`locks each shift from 00:00 on its lock day, weeks taken in ${zone}'s zone`, async () => {
      const place = await createPlace(t, owner, zone);
      await setLockDay(t, place, "Sunday");
      const shifts: { name: string; startsAt: Date; lock: number }[] = [];
      for (const sunday of sundays)
        for (const wall of WALLS) {
          const local = wallOf(sunday, wall);
          const startsAt = new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds);
          shifts.push({ name: local, startsAt, lock: lockOf(startsAt, zone) });
          await insertShift(t, place, { from: startsAt, name: local });
        }
      // A millisecond before and at each lock, and every half hour of each DST Sunday.
      const nows = shifts.flatMap((s) => [s.lock - 1, s.lock]);
      for (const sunday of sundays) {
        const first = startOfDayIn(Temporal.PlainDate.from(sunday), zone).getTime();
        for (let m = -60; m <= 26 * 60; m += 30) nows.push(first + m * 60_000);
      }
      for (const now of nows) {
        const service = makePanelsService(makePanelsRepository(t.database.db), () => new Date(now));
        const locked = await service.lockedVacant({ businessId: place.businessId }, place.locationId);
        const expected = shifts
          .filter((s) => s.startsAt.getTime() > now && s.lock <= now)
          .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
        expect(
          locked.map((r) => r.name),
          `${zone} at ${new Date(now).toISOString()}`,
        ).toEqual(expected.map((s) => s.name));
      }
    });
});

describe("request panels", () => {
  let place: Place;
  let later: number;
  beforeAll(async () => {
    place = await createPlace(t, owner);
    const late = await createShift(owner, storeBody(place, { name: "Late" }));
    const early = await createShift(
      owner,
      storeBody(place, { name: "Early", from: "2027-01-10T22:00:00.000Z", to: "2027-01-11T02:00:00.000Z" }),
    );
    later = (await requestIn(t, place, late, "Pending", { name: "Zoe Pickup" })).bookingId;
    await requestIn(t, place, early, "Pending", { name: "Amy Pickup" });
    await requestIn(t, place, early, "Apply For Leave", { name: "Lee Leave" });
    await requestIn(t, place, early, "Accepted");
  });

  it("lists pickup requests by start with employee, position and timing", async () => {
    const res = await panel(owner, place, "Pending");
    const rows = res.json().payload.data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Early", "Late"]);
    expect(rows[1]).toMatchObject({
      booking_id: later,
      status: "Pending",
      employee: { name: "Zoe Pickup" },
      position: { area_role_id: place.roleA },
      location: { id: place.locationId },
      day: "Monday",
      timing: { from: "2027-01-11T22:00:00.000Z", to: "2027-01-12T04:00:00.000Z", time: "05:00 PM - 11:00 PM" },
    });
  });

  it("lists leave requests, also under shift/employee/index, and drops a decided request", async () => {
    const leave = await panel(owner, place, "Apply For Leave");
    expect(leave.json().payload.data.map((r: { employee: { name: string } }) => r.employee.name)).toEqual([
      "Lee Leave",
    ]);
    const alias = await owner.get(`/api/shift/employee/index?location_id=${place.locationId}&status=Pending&length=1`);
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json().payload.data).toHaveLength(1);
    expect(alias.json().payload.next_page_url).toContain("length=1");
    expect((await shiftAction(owner, later, { status: "Rejected" })).statusCode).toBe(200);
    expect(names(await panel(owner, place, "Pending"))).toEqual(["Early"]);
  });
});

describe("an expired pickup request", () => {
  it("is not listed once its slot has started; a leave request still is", async () => {
    const place = await createPlace(t, owner);
    const gone = await createShift(owner, storeBody(place, { name: "Gone" }));
    await requestIn(t, place, gone, "Pending", { name: "Pat Past" });
    await requestIn(t, place, gone, "Apply For Leave", { name: "Lou Leave" });
    expect(names(await panel(owner, place, "Pending"))).toEqual(["Gone"]);
    // Moved to have started an hour ago: the pickup can no longer be accepted (isExpiredRequest).
    const from = new Date(Date.now() - 3_600_000);
    const moved = await owner.patch(`/api/shift/${gone.id}`, {
      from: from.toISOString(),
      to: new Date(from.getTime() + 4 * 3_600_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(await panel(owner, place, "Pending"))).toEqual([]);
    expect(names(await panel(owner, place, "Apply For Leave"))).toEqual(["Gone"]);
  });
});

describe("managers (owner only)", () => {
  it("lists the managers holding a role at the location, with name, phone and email, paged", async () => {
    const boss = await registerOwner(t.app, "Managers Bistro");
    const place = await createPlace(t, boss);
    const other = await createPlace(t, boss);
    const m1 = await createStaff(t, boss, "manager");
    const m2 = await createStaff(t, boss, "manager");
    const away = await createStaff(t, boss, "manager");
    const cook = await createStaff(t, boss, "team_member");
    const { employeeAreaRoles } = await import("../../db/schema/employees");
    await t.database.db.insert(employeeAreaRoles).values([
      { businessId: place.businessId, employeeId: m1.employeeId, areaRoleId: place.roleA },
      { businessId: place.businessId, employeeId: m2.employeeId, areaRoleId: place.roleB },
      { businessId: place.businessId, employeeId: away.employeeId, areaRoleId: other.roleA },
      { businessId: place.businessId, employeeId: cook.employeeId, areaRoleId: place.roleA },
    ]);
    const url = `/api/employee/manager/index?location_id=${place.locationId}`;
    const res = await boss.get(`${url}&paginated=1&length=1`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().payload.paginated;
    expect(page).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(page.data[0]).toHaveProperty("email");
    expect(page.data[0]).toHaveProperty("phone");
    expect(page.next_page_url).toContain("page=2");
    expect(page.next_page_url).toContain(`location_id=${place.locationId}`);
    const all = (await boss.get(url)).json().payload.paginated.data.map((r: { id: number }) => r.id);
    expect(all.sort()).toEqual([m1.employeeId, m2.employeeId].sort());
    expect((await m1.get(url)).statusCode).toBe(403);
  });

  it("needs a location: 422 without one, 404 for another business's", async () => {
    const boss = await registerOwner(t.app, "Lost Bistro");
    const missing = await boss.get("/api/employee/manager/index");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty("location_id");
    const stranger = await registerOwner(t.app, "Stranger Bistro");
    const theirs = await createPlace(t, stranger);
    expect((await boss.get(`/api/employee/manager/index?location_id=${theirs.locationId}`)).statusCode).toBe(404);
  });
});

describe("access and validation", () => {
  const urls = (id: number) => [
    `/api/dashboard/index?location_id=${id}&status=New_Shifts`,
    `/api/shift/employee/index?location_id=${id}&status=Pending`,
    `/api/employee/manager/index?location_id=${id}`,
    `/api/shift/shifts-after-lockdate?location_id=${id}`,
  ];

  it("needs a session, refuses team members, and 404s another business's location", async () => {
    const place = await createPlace(t, owner);
    const member = await createStaff(t, owner, "team_member");
    const stranger = await registerOwner(t.app, "Stranger");
    for (const url of urls(place.locationId)) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await member.get(url)).statusCode, url).toBe(403);
      expect((await stranger.get(url)).statusCode, url).toBe(404);
      expect((await owner.get(url)).statusCode, url).toBe(200);
    }
  });

  it("answers 422 for bad parameters", async () => {
    const place = await createPlace(t, owner);
    const id = place.locationId;
    for (const url of [
      `/api/dashboard/index?location_id=${id}&status=Nope`,
      `/api/dashboard/index?status=New_Shifts`,
      `/api/dashboard/index?location_id=${id}&status=New_Shifts&page_size=101`,
      `/api/dashboard/index?location_id=${id}&status=New_Shifts&page=0`,
      `/api/shift/employee/index?location_id=${id}&status=New_Shifts`,
      `/api/employee/manager/index?location_id=${id}&length=abc`,
      `/api/shift/shifts-after-lockdate`,
      `/api/shift/shifts-after-lockdate?location_id=x`,
    ]) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toHaveProperty("errors");
    }
    const manager = await createStaff(t, owner, "manager");
    expect((await manager.get(`/api/dashboard/index?location_id=${id}&status=New_Shifts`)).statusCode).toBe(200);
  });
});
