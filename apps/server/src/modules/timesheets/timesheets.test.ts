import { TIMESHEET_MESSAGES as M, timesheetPayload } from "@brigade/contract/timesheets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { wallClock } from "../fit/test/support";
import { addPunch, cookOf, moveShift, setMoneyRules, shiftAround } from "../time-clock/test/support";

// A week of a New York location already worked: two cooks, their punches, a manager who fixes one with a reason,
// approves the week (locked until the owner reopens it) and exports it for payroll.

let t: TestApp;
let owner: Caller;
let manager: Caller & { employeeId: number };
let place: NamedPlace;
let ana: Caller & { employeeId: number };
let ben: Caller & { employeeId: number };
let anaBooking: number;
let anaPunch: number;
const at = (local: string) => wallClock(local, "America/New_York");
const PERIOD = "from=02-11-2026&to=08-11-2026";
const sheet = (caller: Caller, extra = "") =>
  caller.get(`/api/timesheets?location_id=${place.locationId}&${PERIOD}${extra}`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Timesheet Bistro");
  manager = await createStaff(t, owner, "manager");
  place = await createNamedPlace(t, owner);
  ana = await cookOf(t, owner, place);
  ben = await cookOf(t, owner, place);
  await owner.put(`/api/employee/${ana.employeeId}/wage`, { hourly_rate: "20.00", effective_from: "01-01-2026" });
  // Ana: Monday 2 Nov 09:00-17:00, came at 09:20 (late), took a 30-minute break, left at 17:05.
  const shift = await shiftAround(t, owner, place, ana.employeeId, 0, 60);
  anaBooking = shift.bookingId;
  await moveShift(t, shift.shiftId, new Date(at("2026-11-02T09:00")), new Date(at("2026-11-02T17:00")));
  anaPunch = await addPunch(t, {
    businessId: place.businessId,
    employeeId: ana.employeeId,
    locationId: place.locationId,
    bookingId: anaBooking,
    inAt: at("2026-11-02T09:20"),
    outAt: at("2026-11-02T17:05"),
    breaks: [[at("2026-11-02T12:00"), at("2026-11-02T12:30")]],
  });
  // Ben: Tuesday, no wage, left open and closed by the server.
  await addPunch(t, {
    businessId: place.businessId,
    employeeId: ben.employeeId,
    locationId: place.locationId,
    inAt: at("2026-11-03T10:00"),
    outAt: at("2026-11-03T14:00"),
    flags: ["missed_clock_out", "unscheduled"],
  });
});
afterAll(() => t.close());

describe("GET /api/timesheets", () => {
  it("gives each person's days: scheduled against paid hours, flags, cost for those who see money", async () => {
    const res = await sheet(owner);
    expect(res.statusCode, res.body).toBe(200);
    // The route skips the schema when it serializes (plainJson): the answer must still be the contract's.
    expect(timesheetPayload.safeParse(res.json().payload).error).toBeUndefined();
    const p = res.json().payload;
    expect(p).toMatchObject({
      location_id: place.locationId,
      time_zone: "America/New_York",
      currency: "USD",
      status: "open",
    });
    const anaSheet = p.employees.find((e: { employee_id: number }) => e.employee_id === ana.employeeId);
    expect(anaSheet.days).toHaveLength(7);
    const monday = anaSheet.days[0];
    expect(monday).toMatchObject({
      day: "02-11-2026",
      scheduled_hours: 8,
      paid_hours: 7.25,
      regular_hours: 7.25,
      overtime_hours: 0,
      cost: "145.00",
      status: "open",
    });
    expect(monday.scheduled).toMatchObject([{ booking_id: anaBooking, hours: 8, attendance: "late" }]);
    expect(monday.flags).toEqual(["late"]);
    expect(monday.punches[0]).toMatchObject({
      id: anaPunch,
      paid_hours: 7.25,
      cost: "145.00",
      edited: false,
      attendance: "late",
    });
    const benSheet = p.employees.find((e: { employee_id: number }) => e.employee_id === ben.employeeId);
    expect(benSheet.days[1]).toMatchObject({ paid_hours: 4, cost: "0.00", flags: ["missed_clock_out", "unscheduled"] });
    expect(p.totals).toMatchObject({ scheduled_hours: 8, paid_hours: 11.25, cost: "145.00" });
  });

  it("hides money from a manager who may not see it, and gives a team member their own only", async () => {
    const asManager = (await sheet(manager)).json().payload;
    expect(asManager.currency).toBeUndefined();
    expect(asManager.totals.cost).toBeUndefined();
    expect(asManager.employees[0].days[0].cost).toBeUndefined();
    const asBen = (await sheet(ben, `&employee_id=${ana.employeeId}`)).json().payload;
    expect(asBen.employees.map((e: { employee_id: number }) => e.employee_id)).toEqual([ben.employeeId]);
    expect(asBen.totals.cost).toBe("0.00");
    expect((await sheet(ana)).json().payload.employees[0].totals.cost).toBe("145.00");
  });

  it("answers 404 for another business's location and 422 for a period past 62 days", async () => {
    const stranger = await registerOwner(t.app, "Stranger Sheets");
    expect((await stranger.get(`/api/timesheets?location_id=${place.locationId}&${PERIOD}`)).statusCode).toBe(404);
    const long = await owner.get(`/api/timesheets?location_id=${place.locationId}&from=01-01-2026&to=31-03-2026`);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(M.periodTooLong);
  });
});

describe("fixing a punch", () => {
  it("needs a reason, keeps every change, and is never one's own", async () => {
    const url = `/api/clock/punch/${anaPunch}`;
    expect((await manager.patch(url, { out_at: at("2026-11-02T17:00") })).json().errors.reason).toEqual([
      "The reason field is required.",
    ]);
    const fixed = await manager.patch(url, { in_at: at("2026-11-02T09:02"), reason: "Clocked in at the wrong door." });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().payload).toMatchObject({ in_at: at("2026-11-02T09:02"), flags: ["edited"] });
    const history = (await owner.get(`${url}/history`)).json().payload;
    expect(history).toMatchObject([
      {
        actor: "manager person",
        reason: "Clocked in at the wrong door.",
        before: { in_at: at("2026-11-02T09:20") },
        after: { in_at: at("2026-11-02T09:02"), out_at: at("2026-11-02T17:05") },
      },
    ]);
    expect((await ana.get(`${url}/history`)).statusCode).toBe(200);
    expect((await ben.get(`${url}/history`)).statusCode).toBe(404);
    const sheetAfter = (await sheet(owner)).json().payload;
    const monday = sheetAfter.employees.find((e: { employee_id: number }) => e.employee_id === ana.employeeId).days[0];
    expect(monday).toMatchObject({ paid_hours: 7.55, flags: ["edited"] });
    expect(monday.scheduled[0].attendance).toBe("on_time");

    const selfPunch = await addPunch(t, {
      businessId: place.businessId,
      employeeId: manager.employeeId,
      locationId: place.locationId,
      inAt: at("2026-11-04T09:00"),
      outAt: at("2026-11-04T10:00"),
    });
    expect(
      (await manager.patch(`/api/clock/punch/${selfPunch}`, { out_at: at("2026-11-04T18:00"), reason: "x" })).json(),
    ).toEqual({
      message: M.ownTime,
    });
    expect((await ana.patch(url, { out_at: at("2026-11-02T18:00"), reason: "x" })).statusCode).toBe(403);
  });

  it("refuses times out of order, breaks outside the punch, the future and overlaps", async () => {
    const url = `/api/clock/punch/${anaPunch}`;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ out_at: at("2026-11-02T08:00") }, 422, M.outAfterIn],
      [{ out_at: new Date(Date.now() + 3_600_000).toISOString() }, 422, M.future],
      [{ breaks: [{ start_at: at("2026-11-02T08:00"), end_at: at("2026-11-02T08:30") }] }, 422, M.breakInside],
      [
        {
          breaks: [
            { start_at: at("2026-11-02T12:00"), end_at: at("2026-11-02T12:30") },
            { start_at: at("2026-11-02T12:15"), end_at: at("2026-11-02T12:45") },
          ],
        },
        422,
        M.breakInside,
      ],
      [{ breaks: [{ start_at: at("2026-11-02T12:30"), end_at: at("2026-11-02T12:00") }] }, 422, M.breakOrder],
      [{ in_at: "soon" }, 422, M.instant],
      [{ in_at: "2026-13-45T10:00Z" }, 422, M.instant],
      [{ breaks: [{ start_at: "2026-11-02T12:00Z", end_at: "2026-11-31T12:30Z" }] }, 422, M.instant],
      [{}, 422, M.nothingToChange],
    ];
    for (const [body, status, message] of cases) {
      const res = await manager.patch(url, { ...body, reason: "test" });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const other = await addPunch(t, {
      businessId: place.businessId,
      employeeId: ana.employeeId,
      locationId: place.locationId,
      inAt: at("2026-11-02T18:00"),
      outAt: at("2026-11-02T19:00"),
    });
    expect((await manager.patch(url, { out_at: at("2026-11-02T18:30"), reason: "x" })).json()).toEqual({
      message: M.overlapsPunch,
    });
    await t.database.db.execute(`delete from punches where id = ${other}`);
    const stranger = await registerOwner(t.app, "Far Sheets");
    expect((await stranger.patch(url, { out_at: at("2026-11-02T17:00"), reason: "x" })).statusCode).toBe(404);
  });

  it("adds a missing punch for a booking, with a reason", async () => {
    const shift = await shiftAround(t, owner, place, ben.employeeId, 0, 60);
    await moveShift(t, shift.shiftId, new Date(at("2026-11-05T09:00")), new Date(at("2026-11-05T13:00")));
    const added = await manager.post("/api/clock/punch", {
      booking_id: shift.bookingId,
      in_at: at("2026-11-05T09:00"),
      out_at: at("2026-11-05T13:00"),
      reason: "Forgot his phone.",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().payload).toMatchObject({ employee_id: ben.employeeId, source: "manager", flags: ["edited"] });
    expect((await owner.get(`/api/clock/punch/${added.json().payload.id}/history`)).json().payload[0]).toMatchObject({
      before: null,
      reason: "Forgot his phone.",
    });
  });
});

describe("approving, reopening and exporting", () => {
  it("locks the approved days against every change until the owner reopens them", async () => {
    const body = { location_id: place.locationId, from: "02-11-2026", to: "08-11-2026" };
    const approved = await manager.post("/api/timesheets/approve", body);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: M.approvedDone, payload: { days: 7 } });
    const p = (await sheet(owner)).json().payload;
    expect(p.employees.filter((e: { status: string }) => e.status === "approved").length).toBeGreaterThan(0);
    const url = `/api/clock/punch/${anaPunch}`;
    expect((await manager.patch(url, { out_at: at("2026-11-02T16:00"), reason: "x" })).json()).toEqual({
      message: M.approved,
    });
    // The database refuses too, whatever writes it.
    await expect(
      t.database.db.execute(`update punches set out_at = out_at - interval '1 hour' where id = ${anaPunch}`),
    ).rejects.toThrow();
    expect((await manager.post("/api/timesheets/reopen", body)).statusCode).toBe(403);
    const reopened = await owner.post("/api/timesheets/reopen", body);
    expect(reopened.json().message).toBe(M.reopened);
    expect((await manager.patch(url, { out_at: at("2026-11-02T17:00"), reason: "Left on time." })).statusCode).toBe(
      200,
    );
  });

  it("is refused while a punch of the period is open", async () => {
    const cook = await cookOf(t, owner, place);
    await addPunch(t, {
      businessId: place.businessId,
      employeeId: cook.employeeId,
      locationId: place.locationId,
      inAt: at("2026-11-06T10:00"),
    });
    const res = await manager.post("/api/timesheets/approve", {
      location_id: place.locationId,
      from: "06-11-2026",
      to: "06-11-2026",
    });
    expect(res.json()).toEqual({ message: M.openPunches });
  });

  it("exports one row per punch and each person's totals, times with their offset, money only for those who see it", async () => {
    const csv = await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="timesheet-.*\.csv"/);
    const lines = csv.body.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Employee,Email,Date,Location,Role,Scheduled In,Scheduled Out,Clock In,Clock Out,Break Minutes,Paid Hours,Regular Hours,Overtime Hours,Rate,Cost,Predictability Pay,Rest Premium,Flags",
    );
    const anaLine = lines.find((l) => l.includes("2026-11-02 09:02"));
    expect(anaLine).toContain(
      "2026-11-02 09:00 -05:00,2026-11-02 17:00 -05:00,2026-11-02 09:02 -05:00,2026-11-02 17:00 -05:00,30,7.47,7.47,0,20.00,149.33,,,edited",
    );
    // Each person's rows end with their totals: the sums of their punches, and what the change log owes them.
    const all = JSON.parse(
      (await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}&format=json`)).body,
    );
    const totals = all.filter((r: Record<string, string>) => r.Date === "Total");
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) {
      const own = all.filter((r: Record<string, string>) => r.Email === total.Email && r.Date !== "Total");
      expect(all.indexOf(total)).toBe(all.indexOf(own.at(-1)) + 1);
      const cents = own.reduce((n: number, r: Record<string, string>) => n + Math.round(Number(r.Cost) * 100), 0);
      expect(Math.round(Number(total.Cost) * 100)).toBe(cents);
      expect(total["Predictability Pay"]).toBe("0.00");
      expect(total["Rest Premium"]).toBe("0.00");
    }
    const hidden = await manager.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}&format=json`);
    const rows = JSON.parse(hidden.body);
    expect(Object.keys(rows[0])).not.toContain("Cost");
    expect(Object.keys(rows[0])).not.toContain("Rate");
    expect(Object.keys(rows[0])).not.toContain("Predictability Pay");
    expect(Object.keys(rows[0])).not.toContain("Rest Premium");
    await setMoneyRules(t, place.businessId, { managersSeeWages: true });
    const shown = JSON.parse(
      (await manager.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}&format=json`)).body,
    );
    expect(Object.keys(shown[0])).toContain("Cost");
    expect((await ana.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}`)).statusCode).toBe(403);
    expect(
      (await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}&format=pdf`)).json().message,
    ).toBe(M.format);
  });

  it("xls: neutralises a cell a spreadsheet would run as a formula, as the CSV does", async () => {
    const member = `/api/employee/team-member/${ben.employeeId}`;
    const { user, availability } = (await owner.get(member)).json().payload;
    const name = '=HYPERLINK("http://evil.example","Pay")';
    const renamed = await owner.put(member, {
      name,
      email: user.email,
      phone: null,
      availability,
      area_role_ids: [place.roleA],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const xls = await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}&format=xls`);
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.headers["content-type"]).toContain("application/vnd.ms-excel");
    expect(xls.body).toContain("<td>&#39;=HYPERLINK(&quot;http://evil.example&quot;,&quot;Pay&quot;)</td>");
    expect(xls.body).not.toContain("<td>=");
    const csv = await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${PERIOD}`);
    expect(csv.body).toContain(`"'${name.replaceAll('"', '""')}"`);
  });
});
