import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAreaRoles } from "../../db/schema/employees";
import { shiftAreaRoles, shifts } from "../../db/schema/shifts";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";

let t: TestApp;
let owner: Caller;
let manager: Caller & { employeeId: number };
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

let n = 0;
async function created(caller: Caller, url: string, body: Record<string, unknown>) {
  const res = await caller.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as { id: number; name: string };
}
const newLocation = (caller = owner) =>
  created(caller, "/api/restaurant/location/store", { name: `Site ${++n}`, time_zone: "UTC" });
const newArea = (locationId: number, name = `Area ${++n}`, caller = owner) =>
  created(caller, "/api/restaurant/area/store", { location_id: locationId, name });
const newRole = (areaId: number, name = `Role ${++n}`, caller = owner) =>
  created(caller, "/api/restaurant/area/role/store", { area_id: areaId, name });
const areasOf = async (locationId: number) =>
  (await owner.get(`/api/restaurant/location/${locationId}`)).json().payload.areas;

describe("work areas", () => {
  it("creates an area in a location; the location shows it", async () => {
    const location = await newLocation();
    const res = await manager.post("/api/restaurant/area/store", { location_id: location.id, name: " Kitchen " });
    expect(res.statusCode).toBe(201);
    const area = { id: expect.any(Number), name: "Kitchen", location_id: location.id, area_role: [] };
    expect(res.json()).toEqual({ message: MESSAGES.areaCreated, payload: area });
    expect(await areasOf(location.id)).toEqual([area]);
  });

  it("answers 422 for missing fields and a name the location already has", async () => {
    const empty = await owner.post("/api/restaurant/area/store", {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      location_id: ["The location field is required."],
      name: ["The name field is required."],
    });
    const location = await newLocation();
    await newArea(location.id, "Bar");
    const clash = await owner.post("/api/restaurant/area/store", { location_id: location.id, name: "bar" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: MESSAGES.areaNameTaken, errors: { name: [MESSAGES.areaNameTaken] } });
    // The same name in another location is fine.
    await newArea((await newLocation()).id, "Bar");
  });

  it("answers 404 for an unknown location and 403 for a team member", async () => {
    const res = await owner.post("/api/restaurant/area/store", { location_id: 999999, name: "Patio" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.locationNotFound });
    const location = await newLocation();
    expect((await member.post("/api/restaurant/area/store", { location_id: location.id, name: "X" })).statusCode).toBe(
      403,
    );
  });

  it("renames an area; the location shows the new name with its roles", async () => {
    const location = await newLocation();
    const area = await newArea(location.id);
    const role = await newRole(area.id);
    const res = await manager.put(`/api/restaurant/area/${area.id}`, { name: "Terrace" });
    expect(res.statusCode).toBe(200);
    const renamed = {
      id: area.id,
      name: "Terrace",
      location_id: location.id,
      area_role: [{ id: role.id, name: role.name }],
    };
    expect(res.json()).toEqual({ message: MESSAGES.areaUpdated, payload: renamed });
    expect(await areasOf(location.id)).toEqual([renamed]);
  });

  it("refuses a rename to a sibling's name, an empty name, an unknown area and a team member", async () => {
    const location = await newLocation();
    const a = await newArea(location.id);
    const b = await newArea(location.id);
    const clash = await owner.put(`/api/restaurant/area/${b.id}`, { name: a.name.toUpperCase() });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [MESSAGES.areaNameTaken] });
    expect((await owner.put(`/api/restaurant/area/${b.id}`, { name: " " })).json().errors).toEqual({
      name: ["The name field is required."],
    });
    const missing = await owner.put("/api/restaurant/area/999999", { name: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.areaNotFound });
    expect((await member.put(`/api/restaurant/area/${b.id}`, { name: "X" })).statusCode).toBe(403);
    expect((await areasOf(location.id)).map((x: { name: string }) => x.name)).toEqual([a.name, b.name]);
  });

  it("refuses to delete an area with roles, and deletes it once empty", async () => {
    const location = await newLocation();
    const area = await newArea(location.id);
    const role = await newRole(area.id);
    const refused = await owner.del(`/api/restaurant/area/${area.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.areaInUse });
    expect(await areasOf(location.id)).toHaveLength(1);
    expect((await member.del(`/api/restaurant/area/${area.id}`)).statusCode).toBe(403);
    expect((await owner.del(`/api/restaurant/area/role/${role.id}`)).statusCode).toBe(200);
    const ok = await manager.del(`/api/restaurant/area/${area.id}`);
    expect(ok.json()).toEqual({ message: MESSAGES.areaDeleted });
    expect(await areasOf(location.id)).toEqual([]);
    expect((await owner.del(`/api/restaurant/area/${area.id}`)).statusCode).toBe(404);
  });
});

describe("area roles", () => {
  it("creates a role in an area; 422 for missing fields and a duplicate; 404 for an unknown area", async () => {
    const area = await newArea((await newLocation()).id);
    const res = await manager.post("/api/restaurant/area/role/store", { area_id: area.id, name: "Line Cook" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.roleCreated,
      payload: { id: expect.any(Number), name: "Line Cook", area_id: area.id },
    });
    expect((await owner.post("/api/restaurant/area/role/store", {})).json().errors).toEqual({
      area_id: ["The area field is required."],
      name: ["The name field is required."],
    });
    const clash = await owner.post("/api/restaurant/area/role/store", { area_id: area.id, name: "line cook" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: MESSAGES.roleNameTaken, errors: { name: [MESSAGES.roleNameTaken] } });
    await newRole((await newArea((await newLocation()).id)).id, "Line Cook");
    const missing = await owner.post("/api/restaurant/area/role/store", { area_id: 999999, name: "Host" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.areaNotFound });
    expect((await member.post("/api/restaurant/area/role/store", { area_id: area.id, name: "X" })).statusCode).toBe(
      403,
    );
  });

  it("renames a role; the role index shows it; refuses a sibling's name and unknown ids", async () => {
    const location = await newLocation();
    const area = await newArea(location.id);
    const a = await newRole(area.id);
    const b = await newRole(area.id);
    const res = await manager.put(`/api/restaurant/area/role/${a.id}`, { name: "Sous Chef" });
    expect(res.json()).toEqual({
      message: MESSAGES.roleUpdated,
      payload: { id: a.id, name: "Sous Chef", area_id: area.id },
    });
    const index = (await owner.get(`/api/restaurant/area/role/index?location_id=${location.id}`)).json();
    expect(index.payload.paginated.data[0].area_role).toEqual([
      { id: a.id, name: "Sous Chef" },
      { id: b.id, name: b.name },
    ]);
    const clash = await owner.put(`/api/restaurant/area/role/${b.id}`, { name: "SOUS CHEF" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [MESSAGES.roleNameTaken] });
    expect((await owner.put("/api/restaurant/area/role/999999", { name: "X" })).json()).toEqual({
      message: MESSAGES.roleNotFound,
    });
    expect((await member.put(`/api/restaurant/area/role/${b.id}`, { name: "X" })).statusCode).toBe(403);
  });

  it("refuses to delete a role that team members or shifts use; the role stays", async () => {
    const location = await newLocation();
    const area = await newArea(location.id);
    const held = await newRole(area.id);
    const onShift = await newRole(area.id);
    const free = await newRole(area.id);
    const businessId = await businessIdOf(owner);
    const db = t.database.db;
    await db.insert(employeeAreaRoles).values({ businessId, employeeId: manager.employeeId, areaRoleId: held.id });
    const [shift] = await db
      .insert(shifts)
      .values({
        businessId,
        locationId: location.id,
        name: "Dinner",
        startsAt: new Date("2026-11-24T17:00:00Z"),
        endsAt: new Date("2026-11-24T23:00:00Z"),
        day: "Tuesday",
      })
      .returning();
    await db
      .insert(shiftAreaRoles)
      .values({ businessId, shiftId: shift?.id as number, areaRoleId: onShift.id, roleCount: 2 });

    for (const role of [held, onShift]) {
      const refused = await owner.del(`/api/restaurant/area/role/${role.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.roleInUse });
    }
    expect((await member.del(`/api/restaurant/area/role/${free.id}`)).statusCode).toBe(403);
    const ok = await manager.del(`/api/restaurant/area/role/${free.id}`);
    expect(ok.json()).toEqual({ message: MESSAGES.roleDeleted });
    expect((await owner.del(`/api/restaurant/area/role/${free.id}`)).statusCode).toBe(404);
    expect((await areasOf(location.id))[0].area_role.map((r: { id: number }) => r.id)).toEqual([held.id, onShift.id]);
  });
});

describe("GET /api/restaurant/area/role/index", () => {
  it("pages the business's areas, each with its roles, optionally of one location", async () => {
    const boss = await registerOwner(t.app, "Role Index Bistro");
    const one = await newLocation(boss);
    const two = await newLocation(boss);
    const kitchen = await newArea(one.id, "Kitchen", boss);
    const bar = await newArea(one.id, "Bar", boss);
    await newArea(two.id, "Patio", boss);
    const cook = await newRole(kitchen.id, "Cook", boss);

    const all = (await boss.get("/api/restaurant/area/role/index")).json().payload.paginated;
    expect(all).toMatchObject({ total: 3, current_page: 1, per_page: 10, from: 1, to: 3, next_page_url: null });
    expect(all.data.map((a: { name: string }) => a.name)).toEqual(["Kitchen", "Bar", "Patio"]);

    const paged = (await boss.get(`/api/restaurant/area/role/index?location_id=${one.id}&length=1`)).json().payload;
    expect(paged.paginated).toMatchObject({ total: 2, last_page: 2 });
    expect(paged.paginated.data).toEqual([
      { id: kitchen.id, name: "Kitchen", location_id: one.id, area_role: [{ id: cook.id, name: "Cook" }] },
    ]);
    expect(paged.paginated.next_page_url).toBe(`/api/restaurant/area/role/index?location_id=${one.id}&length=1&page=2`);
    const second = (await boss.get(`/api/restaurant/area/role/index?location_id=${one.id}&length=1&page=2`)).json();
    expect(second.payload.paginated.data).toEqual([{ id: bar.id, name: "Bar", location_id: one.id, area_role: [] }]);
  });

  it("filters by area name, area ids, role name and role ids, in SQL pages, only within the business", async () => {
    const boss = await registerOwner(t.app, "Role Filter Bistro");
    const one = await newLocation(boss);
    const two = await newLocation(boss);
    const kitchen = await newArea(one.id, "Kitchen", boss);
    const bar = await newArea(one.id, "Bar", boss);
    const patio = await newArea(two.id, "Patio Bar", boss);
    const cook = await newRole(kitchen.id, "Line Cook", boss);
    const chef = await newRole(kitchen.id, "Chef", boss);
    const barCook = await newRole(bar.id, "Bar Cook", boss);
    await newRole(patio.id, "Runner", boss);
    const rival = await registerOwner(t.app, "Rival Filter Bistro");
    const rivalArea = await newArea((await newLocation(rival)).id, "Kitchen", rival);
    const rivalRole = await newRole(rivalArea.id, "Line Cook", rival);

    const index = async (query: string) => {
      const res = await boss.get(`/api/restaurant/area/role/index?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload.paginated;
    };
    const names = async (query: string) =>
      (await index(query)).data.map(
        (a: { name: string; area_role: { name: string }[] }) => `${a.name}: ${a.area_role.map((r) => r.name)}`,
      );

    expect(await names("search=BAR")).toEqual(["Bar: Bar Cook", "Patio Bar: Runner"]);
    expect(await names(`search=bar&location_id=${one.id}`)).toEqual(["Bar: Bar Cook"]);
    expect(await names("search=%25")).toEqual([]);
    expect(await names(`area_id=${patio.id},${kitchen.id}`)).toEqual(["Kitchen: Line Cook,Chef", "Patio Bar: Runner"]);
    expect(await names(`area_id=${kitchen.id},${rivalArea.id}`)).toEqual(["Kitchen: Line Cook,Chef"]);
    expect(await names(`area_id=${rivalArea.id}`)).toEqual([]);
    expect(await names("role_search=cook")).toEqual(["Kitchen: Line Cook", "Bar: Bar Cook"]);
    expect(await names(`role_search=cook&area_id=${bar.id}`)).toEqual(["Bar: Bar Cook"]);
    expect(await names(`role_id=${chef.id},${barCook.id},${rivalRole.id}`)).toEqual(["Kitchen: Chef", "Bar: Bar Cook"]);
    expect(await names(`role_id=${rivalRole.id}`)).toEqual([]);
    // Empty values are no filter, as before the parameters existed.
    expect(await names("search=&area_id=&role_search=&role_id=")).toHaveLength(3);

    const first = await index("role_search=cook&length=1");
    expect(first).toMatchObject({ total: 2, last_page: 2 });
    expect(first.next_page_url).toBe("/api/restaurant/area/role/index?role_search=cook&length=1&page=2");
    const second = await index("role_search=cook&length=1&page=2");
    expect(second.data).toEqual([
      { id: bar.id, name: "Bar", location_id: one.id, area_role: [{ id: barCook.id, name: "Bar Cook" }] },
    ]);
    const ids = await index(`area_id=${kitchen.id},${bar.id}&length=1`);
    expect(ids.next_page_url).toBe(`/api/restaurant/area/role/index?area_id=${kitchen.id}%2C${bar.id}&length=1&page=2`);
    expect(ids.data[0].area_role.map((r: { id: number }) => r.id)).toEqual([cook.id, chef.id]);
    expect((await boss.get("/api/restaurant/area/role/index?area_id=x")).statusCode).toBe(422);
    expect((await boss.get("/api/restaurant/area/role/index?role_search=%00")).statusCode).toBe(422);
  });

  it("answers 404 for an unknown location, 422 for a bad one and 403 for a team member", async () => {
    expect((await owner.get("/api/restaurant/area/role/index?location_id=999999")).json()).toEqual({
      message: MESSAGES.locationNotFound,
    });
    expect((await owner.get("/api/restaurant/area/role/index?location_id=x")).statusCode).toBe(422);
    expect((await manager.get("/api/restaurant/area/role/index")).statusCode).toBe(200);
    expect((await member.get("/api/restaurant/area/role/index")).statusCode).toBe(403);
  });
});
