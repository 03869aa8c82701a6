import { MESSAGES } from "@brigade/contract/messages";
import { CLOCK_MESSAGES as M } from "@brigade/contract/time-clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, type NamedPlace } from "../auto-fill/test/support";
import { kioskLocked } from "./kiosk-service";
import { cookOf, shiftAround } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: NamedPlace;
let path: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Kiosk Bistro");
  place = await createNamedPlace(t, owner);
  const made = await owner.post(`/api/restaurant/location/${place.locationId}/kiosk`);
  expect(made.statusCode, made.body).toBe(201);
  path = new URL(made.json().payload.url).pathname.replace("/kiosk/", "/api/kiosk/");
});
afterAll(() => t.close());

const kiosk = (url: string, payload?: unknown) =>
  t.app.inject({ method: payload === undefined ? "GET" : "POST", url, payload: payload as object });

describe("a location's kiosk", () => {
  it("is the owner's to make once and to rotate; the old link stops at once", async () => {
    const url = `/api/restaurant/location/${place.locationId}/kiosk`;
    expect((await owner.get(url)).json().payload.exists).toBe(true);
    expect((await owner.post(url)).json()).toEqual({ message: M.kioskExists });
    const manager = await createStaff(t, owner, "manager");
    expect((await manager.post(`${url}/rotate`)).statusCode).toBe(403);
    const stranger = await registerOwner(t.app, "Stranger Kiosk");
    expect((await stranger.post(`${url}/rotate`)).statusCode).toBe(404);
    expect((await stranger.get(url)).statusCode).toBe(404);
    const other = await createNamedPlace(t, owner);
    const first = (await owner.post(`/api/restaurant/location/${other.locationId}/kiosk/rotate`)).json().payload.url;
    const second = (await owner.post(`/api/restaurant/location/${other.locationId}/kiosk/rotate`)).json().payload.url;
    const api = (u: string) => new URL(u).pathname.replace("/kiosk/", "/api/kiosk/");
    expect((await kiosk(api(first))).json()).toEqual({ message: M.kioskNotFound });
    expect((await kiosk(api(second))).statusCode).toBe(200);
  });

  it("shows the location and who is on shift there today, by name only", async () => {
    const cook = await cookOf(t, owner, place);
    await shiftAround(t, owner, place, cook.employeeId, 1, 60);
    const res = await kiosk(path);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().payload;
    expect(info.location_name).toBe(`Location ${info.location_name.split(" ")[1]}`);
    expect(info.on_shift_today).toContainEqual(
      expect.objectContaining({ name: "team_member person", clocked_in: false }),
    );
    expect(JSON.stringify(info)).not.toContain("@example.test");
  });

  it("clocks in, on break and out by PIN, with the same rules as the phone", async () => {
    const cook = await cookOf(t, owner, place);
    expect((await cook.put("/api/auth/pin", { pin: "4821" })).json()).toEqual({
      message: M.pinSaved,
      payload: { has_pin: true },
    });
    expect((await kiosk(`${path}/clock/in`, { pin: "4821" })).json()).toEqual({ message: M.noShift });
    await shiftAround(t, owner, place, cook.employeeId, 5, 120);
    const clockIn = await kiosk(`${path}/clock/in`, { pin: "4821" });
    expect(clockIn.statusCode, clockIn.body).toBe(201);
    expect(clockIn.json().payload).toMatchObject({ name: "team_member person", action: "in" });
    expect((await kiosk(`${path}/clock/in`, { pin: "4821" })).json()).toEqual({ message: M.alreadyIn });
    expect((await kiosk(`${path}/clock/break/start`, { pin: "4821" })).json().payload.action).toBe("break_start");
    expect((await kiosk(`${path}/clock/break/end`, { pin: "4821" })).json().payload.action).toBe("break_end");
    const out = await kiosk(`${path}/clock/out`, { pin: "4821" });
    expect(out.json().payload.action).toBe("out");
    const status = (await cook.get("/api/clock/status")).json().payload;
    expect(status.punch).toBeNull();
    expect((await kiosk(`${path}/clock/in`, { pin: "12" })).json().errors.pin).toEqual([M.pinFormat]);
  });

  it("keeps PINs unique in a business, and lets another business use the same one", async () => {
    const a = await createStaff(t, owner, "team_member");
    const b = await createStaff(t, owner, "team_member");
    expect((await a.put("/api/auth/pin", { pin: "555123" })).statusCode).toBe(200);
    expect((await b.put("/api/auth/pin", { pin: "555123" })).json()).toEqual({ message: M.pinTaken });
    expect((await a.put("/api/auth/pin", { pin: "555123" })).statusCode).toBe(200);
    const elsewhere = await registerOwner(t.app, "Other PIN Bistro");
    const theirs = await createStaff(t, elsewhere, "team_member");
    expect((await theirs.put("/api/auth/pin", { pin: "555123" })).statusCode).toBe(200);
    expect((await a.put("/api/auth/pin", { pin: null })).json()).toMatchObject({ message: M.pinRemoved });
    expect((await b.put("/api/auth/pin", { pin: "555123" })).statusCode).toBe(200);
  });

  it("locks for a minute after five wrong PINs within a minute", async () => {
    const other = await createNamedPlace(t, owner);
    const url = (await owner.post(`/api/restaurant/location/${other.locationId}/kiosk`)).json().payload.url;
    const api = new URL(url).pathname.replace("/kiosk/", "/api/kiosk/");
    for (let i = 0; i < 5; i += 1) {
      const wrong = await kiosk(`${api}/clock/in`, { pin: "000000" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: M.wrongPin });
    }
    const locked = await kiosk(`${api}/clock/in`, { pin: "000000" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: M.kioskLocked });
    // The first kiosk is not locked by the second's failures.
    expect((await kiosk(`${path}/clock/in`, { pin: "000000" })).statusCode).toBe(401);
  });

  it("counts a lock from the fifth failure in a minute, for a minute", () => {
    const at = (s: number) => new Date(1_000_000 + s * 1000);
    expect(kioskLocked([at(50), at(40), at(30), at(20)], at(51))).toBe(false);
    expect(kioskLocked([at(50), at(40), at(30), at(20), at(10)], at(51))).toBe(true);
    expect(kioskLocked([at(50), at(40), at(30), at(20), at(10)], at(110))).toBe(false);
    expect(kioskLocked([at(80), at(40), at(30), at(20), at(10)], at(81))).toBe(false);
  });

  it("answers an unknown token 404, reads nothing with it, and is never a session", async () => {
    expect((await kiosk("/api/kiosk/not-a-token")).json()).toEqual({ message: M.kioskNotFound });
    expect((await kiosk("/api/kiosk/not-a-token/clock/in", { pin: "1234" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me" })).json()).toEqual({
      message: MESSAGES.unauthenticated,
    });
  });
});
