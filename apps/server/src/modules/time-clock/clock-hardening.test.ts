import type { AddressInfo } from "node:net";
import { CLOCK_MESSAGES as M } from "@brigade/contract/time-clock";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { cookOf, setMoneyRules, shiftAround } from "./test/support";

// The time clock as an outside client, a member adding hours and a manager's draft would try it (issue 34).

let t: TestApp;
let owner: Caller;
let place: NamedPlace;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Hardened Clock Bistro");
  place = await createNamedPlace(t, owner);
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
/** DD-MM-YYYY, `days` from today in UTC. */
const apiDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`;
};
const around = `from=${apiDay(-1)}&to=${apiDay(1)}`;

async function kioskOf(at: NamedPlace): Promise<string> {
  const made = await owner.post(`/api/restaurant/location/${at.locationId}/kiosk/rotate`);
  return new URL(made.json().payload.url).pathname.replace("/kiosk/", "/api/kiosk/");
}

describe("the contract's bodyless POSTs", () => {
  it("takes break/start, break/end and out with no body and no content-type, over HTTP", async () => {
    const cook = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, cook.employeeId, 5, 120);
    expect((await cook.post("/api/clock/in", {})).statusCode).toBe(201);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const path of ["/api/clock/break/start", "/api/clock/break/end", "/api/clock/out"]) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${cook.token}` },
      });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    }
    expect((await cook.get("/api/clock/status")).json().payload.punch).toBeNull();
  });

  it("says so in the OpenAPI description: their body is optional, every other body required", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { requestBody?: { required: boolean } }>>;
    };
    const optional = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.required === false)
        .map(([method]) => `${method} ${path}`),
    );
    expect(optional.sort()).toEqual([
      "post /api/clock/break/end",
      "post /api/clock/break/start",
      "post /api/clock/in",
      "post /api/clock/out",
    ]);
    expect(JSON.stringify(docs)).not.toContain("x-body-optional");
  });

  it("answers a kiosk clock-in 201 as the member's own clock-in, and the other actions 200", async () => {
    const cook = await cookOf(t, owner, place);
    await cook.put("/api/auth/pin", { pin: "60418273" });
    await shiftAround(t, owner, place, cook.employeeId, 5, 120);
    const api = await kioskOf(place);
    const send = (path: string) =>
      t.app.inject({ method: "POST", url: `${api}/clock/${path}`, payload: { pin: "60418273" } });
    expect((await send("in")).statusCode).toBe(201);
    expect((await send("out")).statusCode).toBe(200);
  });
});

describe("a punch's time from the phone", () => {
  it("marks one taken more than two minutes before it arrived, for the approver and in the export", async () => {
    const late = await cookOf(t, owner, place);
    const prompt = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, late.employeeId, -90, 120);
    await shiftAround(t, owner, place, prompt.employeeId, -90, 120);
    const lateIn = await late.post("/api/clock/in", { client_time: minutesAgo(60) });
    expect(lateIn.statusCode, lateIn.body).toBe(201);
    expect(lateIn.json().payload.offline).toBe(true);
    expect(new Date(lateIn.json().payload.in_at).getTime()).toBeLessThan(Date.now() - 59 * 60_000);
    // Sent at once (within two minutes): the phone's time, no mark.
    const promptIn = await prompt.post("/api/clock/in", { client_time: minutesAgo(1) });
    expect(promptIn.json().payload.offline).toBe(false);

    const sheet = (await owner.get(`/api/timesheets?location_id=${place.locationId}&${around}`)).json().payload;
    const daysOf = (id: number) => sheet.employees.find((e: { employee_id: number }) => e.employee_id === id).days;
    const flagsOf = (id: number) => daysOf(id).flatMap((d: { flags: string[] }) => d.flags);
    const punchOf = (id: number) => daysOf(id).flatMap((d: { punches: { offline: boolean }[] }) => d.punches)[0];
    expect(punchOf(late.employeeId).offline).toBe(true);
    expect(flagsOf(late.employeeId)).toContain("offline");
    expect(flagsOf(prompt.employeeId)).not.toContain("offline");

    const rows = JSON.parse(
      (await owner.get(`/api/timesheets/export?location_id=${place.locationId}&${around}&format=json`)).body,
    ) as Record<string, string>[];
    const marked = rows.filter((r) => (r.Flags ?? "").split("; ").includes("offline"));
    const emailOf = (id: number) => sheet.employees.find((e: { employee_id: number }) => e.employee_id === id).email;
    expect(marked.map((r) => r.Email)).toEqual([emailOf(late.employeeId)]);
  });
});

describe("draft shifts", () => {
  it("are not shown to a member nor clocked into, at the phone or the kiosk", async () => {
    const at = await createNamedPlace(t, owner);
    const cook = await cookOf(t, owner, at);
    await cook.put("/api/auth/pin", { pin: "51736204" });
    const { shiftId, bookingId, startsAt } = await shiftAround(t, owner, at, cook.employeeId, 5, 120);
    // The shift's week, as the location counts it (a run near midnight on Sunday must not look at the wrong one).
    const [y, m, d] = startsAt.toLocaleDateString("en-CA", { timeZone: at.timeZone }).split("-");
    const myHours = `/api/clock/my-hours?week=${d}-${m}-${y}`;
    await t.database.db.execute(sql`update shifts set published_at = null where id = ${shiftId}`);

    expect((await cook.get("/api/clock/status")).json().payload.bookings).toEqual([]);
    expect((await cook.post("/api/clock/in", { booking_id: bookingId })).json()).toEqual({
      message: M.bookingNotFound,
    });
    expect((await cook.post("/api/clock/in", {})).json()).toEqual({ message: M.noShift });
    const api = await kioskOf(at);
    expect((await t.app.inject({ method: "GET", url: api })).json().payload.on_shift_today).toEqual([]);
    const kioskIn = await t.app.inject({ method: "POST", url: `${api}/clock/in`, payload: { pin: "51736204" } });
    expect(kioskIn.json()).toEqual({ message: M.noShift });
    const hours = (await cook.get(myHours)).json().payload;
    expect(hours.weeks[0].scheduled_hours).toBe(0);

    // Published, it is there again.
    await t.database.db.execute(sql`update shifts set published_at = now() where id = ${shiftId}`);
    expect((await cook.get("/api/clock/status")).json().payload.bookings).toHaveLength(1);
    expect((await cook.get(myHours)).json().payload.weeks[0].scheduled_hours).toBeGreaterThan(0);
  });
});

describe("the phone's accuracy", () => {
  it("credits at most 100 m of it, flags a larger one low_accuracy (in the export too), refuses it where the location blocks", async () => {
    const circled = await createNamedPlace(t, owner);
    await t.database.db.execute(
      // Downtown Manhattan, 150 m.
      sql`update locations set latitude = 40.7128, longitude = -74.006, geofence_m = 150 where id = ${circled.locationId}`,
    );
    // About 10 km north, "accurate to 20 km": inside only if the accuracy were credited in full.
    const vague = { latitude: 40.8028, longitude: -74.006, accuracy_m: 20_000 };
    // At the door, but accurate only to 500 m.
    const blurredAtDoor = { latitude: 40.7129, longitude: -74.006, accuracy_m: 500 };
    // 0.0015 degrees of latitude is about 170 m: inside with 50 m of accuracy.
    const fair = { latitude: 40.7143, longitude: -74.006, accuracy_m: 50 };
    const cases: [string, Record<string, number>, number, string[] | string][] = [
      ["flag", vague, 201, ["outside_geofence", "low_accuracy"]],
      ["flag", blurredAtDoor, 201, ["low_accuracy"]],
      ["flag", fair, 201, []],
      ["block", vague, 409, M.notAtLocation],
      ["block", blurredAtDoor, 409, M.notAtLocation],
      ["block", fair, 201, []],
    ];
    const flaggedVague: number[] = [];
    for (const [mode, position, status, expected] of cases) {
      await setMoneyRules(t, circled.businessId, { geofenceMode: mode as "flag" });
      const cook = await cookOf(t, owner, circled);
      const { bookingId } = await shiftAround(t, owner, circled, cook.employeeId, 5, 60);
      const res = await cook.post("/api/clock/in", { booking_id: bookingId, ...position });
      const label = `${mode} ${JSON.stringify(position)}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      if (typeof expected === "string") expect(res.json().message).toBe(expected);
      else expect([...res.json().payload.flags].sort(), label).toEqual([...expected].sort());
      if (Array.isArray(expected) && expected.includes("low_accuracy")) flaggedVague.push(cook.employeeId);
    }
    // The approver's timesheet and the payroll export carry the flag, for those punches only.
    const sheet = (await owner.get(`/api/timesheets?location_id=${circled.locationId}&${around}`)).json().payload;
    const people: { employee_id: number; email: string; days: { punches: { flags: string[] }[] }[] }[] =
      sheet.employees;
    const vagueOnes = people.filter((e) => e.days.some((d) => d.punches.some((p) => p.flags.includes("low_accuracy"))));
    expect(vagueOnes.map((e) => e.employee_id).sort()).toEqual([...flaggedVague].sort());
    const rows = JSON.parse(
      (await owner.get(`/api/timesheets/export?location_id=${circled.locationId}&${around}&format=json`)).body,
    ) as Record<string, string>[];
    const exported = rows.filter((r) => (r.Flags ?? "").split("; ").includes("low_accuracy")).map((r) => r.Email);
    expect(exported.sort()).toEqual(vagueOnes.map((e) => e.email).sort());
  });
});
