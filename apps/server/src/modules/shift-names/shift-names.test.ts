import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

async function newName(caller: Caller, name: string) {
  const res = await caller.post("/api/shift/name/store", { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as { id: number; name: string };
}
const namesOf = async (caller: Caller) =>
  (await caller.get("/api/shift/name/index?pagination=0")).json().payload.paginated as { id: number; name: string }[];

describe("POST /api/shift/name/store", () => {
  it("adds a name", async () => {
    const res = await manager.post("/api/shift/name/store", { name: "  Brunch " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.shiftNameCreated,
      payload: { id: expect.any(Number), name: "Brunch" },
    });
  });

  it("answers 422 for a missing, too long or duplicate name", async () => {
    const missing = await owner.post("/api/shift/name/store", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: "The name field is required.",
      errors: { name: ["The name field is required."] },
    });
    const long = await owner.post("/api/shift/name/store", { name: "x".repeat(81) });
    expect(long.json().errors).toEqual({ name: ["The name may not be greater than 80 characters."] });
    await newName(owner, "Late Night");
    const clash = await owner.post("/api/shift/name/store", { name: "late night" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: MESSAGES.shiftNameTaken, errors: { name: [MESSAGES.shiftNameTaken] } });
    // Another business may use the same name.
    await newName(await registerOwner(t.app, "Other"), "Late Night");
  });

  it("keeps one of several identical names sent at once; the others get the same 422", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => owner.post("/api/shift/name/store", { name: "Rush Hour" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.statusCode === 422)) {
      expect(r.json().errors).toEqual({ name: [MESSAGES.shiftNameTaken] });
    }
    expect((await namesOf(owner)).filter((s) => s.name === "Rush Hour")).toHaveLength(1);
  });

  it("refuses a team member", async () => {
    expect((await member.post("/api/shift/name/store", { name: "Sneaky" })).statusCode).toBe(403);
  });
});

describe("GET /api/shift/name/index", () => {
  it("pages by default and gives every name, sorted, as a plain array with pagination=0", async () => {
    const boss = await registerOwner(t.app, "Names Bistro");
    for (const name of ["Lunch", "Breakfast", "Dinner"]) await newName(boss, name);
    const page = (await boss.get("/api/shift/name/index?length=2")).json().payload.paginated;
    expect(page).toMatchObject({ total: 3, per_page: 2, current_page: 1, from: 1, to: 2, last_page: 2 });
    expect(page.data.map((s: { name: string }) => s.name)).toEqual(["Breakfast", "Dinner"]);
    expect(page.next_page_url).toBe("/api/shift/name/index?length=2&page=2");
    const all = await namesOf(boss);
    expect(all.map((s) => s.name)).toEqual(["Breakfast", "Dinner", "Lunch"]);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(["id", "name"]);
  });

  it("lets a manager and a team member list (the member's calendar filters by Day Part)", async () => {
    expect((await manager.get("/api/shift/name/index")).statusCode).toBe(200);
    const listed = await member.get("/api/shift/name/index?pagination=0");
    expect(listed.statusCode).toBe(200);
    expect(Array.isArray(listed.json().payload.paginated)).toBe(true);
  });

  it("answers 422 for an unknown pagination value", async () => {
    expect((await owner.get("/api/shift/name/index?pagination=no")).statusCode).toBe(422);
  });
});

describe("PUT and DELETE /api/shift/name/{id}", () => {
  it("renames a name; the index shows it", async () => {
    const name = await newName(owner, "Swing");
    const res = await manager.put(`/api/shift/name/${name.id}`, { name: "Swing Shift" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.shiftNameUpdated, payload: { id: name.id, name: "Swing Shift" } });
    expect(await namesOf(owner)).toContainEqual({ id: name.id, name: "Swing Shift" });
    // Changing only the case of its own name is no clash.
    expect((await owner.put(`/api/shift/name/${name.id}`, { name: "swing shift" })).statusCode).toBe(200);
  });

  it("refuses another name's name, an empty name, an unknown id and a team member", async () => {
    const a = await newName(owner, "Opening");
    const b = await newName(owner, "Closing");
    const clash = await owner.put(`/api/shift/name/${b.id}`, { name: "OPENING" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ name: [MESSAGES.shiftNameTaken] });
    expect((await owner.put(`/api/shift/name/${b.id}`, { name: "" })).statusCode).toBe(422);
    const missing = await owner.put("/api/shift/name/999999", { name: "Ghost" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.shiftNameNotFound });
    expect((await member.put(`/api/shift/name/${a.id}`, { name: "Mine" })).statusCode).toBe(403);
    expect(await namesOf(owner)).toContainEqual({ id: b.id, name: "Closing" });
  });

  it("deletes a name from the list", async () => {
    const name = await newName(owner, "Graveyard");
    expect((await member.del(`/api/shift/name/${name.id}`)).statusCode).toBe(403);
    const res = await manager.del(`/api/shift/name/${name.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.shiftNameDeleted });
    expect((await namesOf(owner)).map((s) => s.id)).not.toContain(name.id);
    expect((await owner.del(`/api/shift/name/${name.id}`)).statusCode).toBe(404);
  });
});
