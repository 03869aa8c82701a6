import { LOCATION_PLACE_MESSAGES } from "@brigade/contract/locations";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shifts } from "../../db/schema/shifts";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

let n = 0;
async function createLocation(caller: Caller, body: Record<string, unknown> = {}) {
  const res = await caller.post("/api/restaurant/location/store", {
    name: `Place ${++n}`,
    time_zone: "America/New_York",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as { id: number; name: string };
}

describe("POST /api/restaurant/location/store", () => {
  it("creates a location in the contract's shape", async () => {
    const res = await owner.post("/api/restaurant/location/store", {
      name: "  Downtown  ",
      time_zone: "America/New_York",
      lock_day: "Friday",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.locationCreated,
      payload: {
        id: expect.any(Number),
        name: "Downtown",
        lock_day: "Friday",
        lock_date: "Friday",
        time_zone: {
          value: "America/New_York",
          text: expect.stringMatching(/^\(UTC-0[45]:00\) America\/New_York$/),
          abbr: expect.stringMatching(/^E[SD]T$/),
          utc: ["America/New_York"],
        },
        areas: [],
        latitude: null,
        longitude: null,
        geofence_m: null,
        jurisdiction: null,
      },
    });
  });

  it("leaves lock_day empty when not given", async () => {
    const location = await createLocation(owner, { time_zone: "Europe/Paris" });
    expect(location).toMatchObject({ lock_day: null, lock_date: null, time_zone: { value: "Europe/Paris" } });
  });

  it("answers 422 with each field's message", async () => {
    const empty = await owner.post("/api/restaurant/location/store", {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ["The name field is required."],
      time_zone: ["The time zone field is required."],
    });
    const bad = await owner.post("/api/restaurant/location/store", {
      name: "Mars Base",
      time_zone: "Mars/Olympus_Mons",
      lock_day: "Someday",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ time_zone: [MESSAGES.invalidTimeZone], lock_day: [MESSAGES.invalidLockDay] });
  });

  it("refuses a name the business already uses, whatever its case, but not another business's", async () => {
    await createLocation(owner, { name: "Harbour" });
    const again = await owner.post("/api/restaurant/location/store", { name: "HARBOUR", time_zone: "UTC" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: MESSAGES.locationNameTaken,
      errors: { name: [MESSAGES.locationNameTaken] },
    });
    const other = await registerOwner(t.app, "Other Bistro");
    await createLocation(other, { name: "Harbour" });
  });

  it("lets a manager create and refuses a team member", async () => {
    await createLocation(manager);
    const res = await member.post("/api/restaurant/location/store", { name: "Nope", time_zone: "UTC" });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/restaurant/location/index", () => {
  it("pages by default and gives a plain list with paginated=false, areas and roles included", async () => {
    const boss = await registerOwner(t.app, "Index Bistro");
    const first = await createLocation(boss, { name: "First" });
    await createLocation(boss, { name: "Second" });
    const area = (await boss.post("/api/restaurant/area/store", { location_id: first.id, name: "Kitchen" })).json();
    await boss.post("/api/restaurant/area/role/store", { area_id: area.payload.id, name: "Line Cook" });

    const page1 = await boss.get("/api/restaurant/location/index?length=1");
    expect(page1.statusCode).toBe(200);
    const paginated = page1.json().payload.paginated;
    expect(paginated).toMatchObject({ current_page: 1, per_page: 1, total: 2, from: 1, to: 1, last_page: 2 });
    expect(paginated.next_page_url).toBe("/api/restaurant/location/index?length=1&page=2");
    expect(paginated.prev_page_url).toBeNull();
    expect(paginated.data[0]).toMatchObject({
      name: "First",
      areas: [{ id: area.payload.id, name: "Kitchen", location_id: first.id, area_role: [{ name: "Line Cook" }] }],
    });
    const page2 = (await boss.get("/api/restaurant/location/index?length=1&page=2")).json().payload.paginated;
    expect(page2.data.map((l: { name: string }) => l.name)).toEqual(["Second"]);

    const plain = await boss.get("/api/restaurant/location/index?paginated=false");
    expect(plain.json().payload.map((l: { name: string }) => l.name)).toEqual(["First", "Second"]);
    expect(plain.json().payload[1].areas).toEqual([]);
  });

  it("lets a manager list and refuses a team member", async () => {
    expect((await manager.get("/api/restaurant/location/index")).statusCode).toBe(200);
    expect((await member.get("/api/restaurant/location/index")).statusCode).toBe(403);
  });

  it("answers 422 for a bad page", async () => {
    expect((await owner.get("/api/restaurant/location/index?page=0")).statusCode).toBe(422);
  });
});

describe("GET, PUT and DELETE /api/restaurant/location/{id}", () => {
  it("shows one location as in the index", async () => {
    const location = await createLocation(owner);
    const res = await manager.get(`/api/restaurant/location/${location.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual(location);
    expect((await member.get(`/api/restaurant/location/${location.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown id and 422 for one that is not a number", async () => {
    const missing = await owner.get("/api/restaurant/location/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.locationNotFound });
    expect((await owner.get("/api/restaurant/location/abc")).statusCode).toBe(422);
    expect((await owner.put("/api/restaurant/location/999999", { name: "X", time_zone: "UTC" })).statusCode).toBe(404);
    expect((await owner.del("/api/restaurant/location/999999")).statusCode).toBe(404);
  });

  it("edits a location and the GET shows the change", async () => {
    const location = await createLocation(owner);
    const res = await manager.put(`/api/restaurant/location/${location.id}`, {
      name: "Renamed",
      time_zone: "Asia/Tokyo",
      lock_day: "Monday",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.locationUpdated, payload: { name: "Renamed" } });
    const shown = (await owner.get(`/api/restaurant/location/${location.id}`)).json().payload;
    expect(shown).toMatchObject({
      name: "Renamed",
      lock_day: "Monday",
      time_zone: { value: "Asia/Tokyo", abbr: "GMT+9" },
    });
    // Saving a location under its own name is no clash.
    const same = await owner.put(`/api/restaurant/location/${location.id}`, { name: "renamed", time_zone: "UTC" });
    expect(same.statusCode).toBe(200);
  });

  it("keeps the circle of the location check: set with the place, kept by an edit that does not name it, cleared with nulls", async () => {
    const location = await createLocation(owner, { latitude: 40.7128, longitude: -74.006, geofence_m: 150 });
    const path = `/api/restaurant/location/${location.id}`;
    const place = { latitude: 40.7128, longitude: -74.006, geofence_m: 150 };
    expect((await owner.get(path)).json().payload).toMatchObject(place);
    const index = (await owner.get("/api/restaurant/location/index?paginated=false")).json().payload;
    expect(index.find((l: { id: number }) => l.id === location.id)).toMatchObject(place);
    // An edit of an older client (no place in it) leaves the circle as it was.
    await owner.put(path, { name: `Kept ${n}`, time_zone: "America/New_York" });
    expect((await owner.get(path)).json().payload).toMatchObject(place);
    await owner.put(path, {
      name: `Kept ${n}`,
      time_zone: "America/New_York",
      latitude: null,
      longitude: null,
      geofence_m: null,
    });
    expect((await owner.get(path)).json().payload).toMatchObject({ latitude: null, longitude: null, geofence_m: null });
  });

  it("refuses a place out of range, or only part of one, with the contract's messages", async () => {
    const location = await createLocation(owner);
    const path = `/api/restaurant/location/${location.id}`;
    const base = { name: `Bad place ${n}`, time_zone: "UTC" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ latitude: 91, longitude: 0, geofence_m: 100 }, "latitude", LOCATION_PLACE_MESSAGES.latitude],
      [{ latitude: 0, longitude: -181, geofence_m: 100 }, "longitude", LOCATION_PLACE_MESSAGES.longitude],
      [{ latitude: 0, longitude: 0, geofence_m: 5 }, "geofence_m", LOCATION_PLACE_MESSAGES.geofence],
      [{ latitude: 0, longitude: 0, geofence_m: 50.5 }, "geofence_m", LOCATION_PLACE_MESSAGES.geofence],
      [{ latitude: 0, longitude: 0 }, "geofence_m", LOCATION_PLACE_MESSAGES.allOrNone],
      [{ latitude: "north", longitude: 0, geofence_m: 100 }, "latitude", LOCATION_PLACE_MESSAGES.latitude],
    ];
    for (const [place, field, message] of cases) {
      const res = await owner.put(path, { ...base, ...place });
      expect(res.statusCode, JSON.stringify(place)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(place)).toEqual([message]);
    }
    expect((await owner.get(path)).json().payload).toMatchObject({ latitude: null, geofence_m: null });
  });

  it("refuses invalid edits, another location's name and a team member", async () => {
    const a = await createLocation(owner);
    const b = await createLocation(owner);
    const clash = await owner.put(`/api/restaurant/location/${b.id}`, { name: a.name, time_zone: "UTC" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [MESSAGES.locationNameTaken] });
    const invalid = await owner.put(`/api/restaurant/location/${b.id}`, { name: "", time_zone: "Nowhere" });
    expect(invalid.json().errors).toEqual({
      name: ["The name field is required."],
      time_zone: [MESSAGES.invalidTimeZone],
    });
    expect((await member.put(`/api/restaurant/location/${b.id}`, { name: "Z", time_zone: "UTC" })).statusCode).toBe(
      403,
    );
    expect((await owner.get(`/api/restaurant/location/${b.id}`)).json().payload.name).toBe(b.name);
  });

  it("refuses to delete a location with work areas or shifts, and deletes it once empty", async () => {
    const withArea = await createLocation(owner);
    const area = (await owner.post("/api/restaurant/area/store", { location_id: withArea.id, name: "Bar" })).json();
    const refused = await owner.del(`/api/restaurant/location/${withArea.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.locationInUse });
    expect((await owner.get(`/api/restaurant/location/${withArea.id}`)).statusCode).toBe(200);
    expect((await owner.del(`/api/restaurant/area/${area.payload.id}`)).statusCode).toBe(200);

    const withShift = await createLocation(owner);
    await t.database.db.insert(shifts).values({
      businessId: await businessIdOf(owner),
      locationId: withShift.id,
      name: "Lunch",
      startsAt: new Date("2026-11-23T11:00:00Z"),
      endsAt: new Date("2026-11-23T15:00:00Z"),
      day: "Monday",
    });
    expect((await owner.del(`/api/restaurant/location/${withShift.id}`)).statusCode).toBe(409);

    expect((await member.del(`/api/restaurant/location/${withArea.id}`)).statusCode).toBe(403);
    const ok = await manager.del(`/api/restaurant/location/${withArea.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: MESSAGES.locationDeleted });
    expect((await owner.get(`/api/restaurant/location/${withArea.id}`)).statusCode).toBe(404);
  });
});
