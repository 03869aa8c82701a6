import { MESSAGES } from "@brigade/contract/messages";
import { SHIFT_NAME_MESSAGES } from "@brigade/contract/shift-names";
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
  return res.json().payload as Item;
}
type Item = { id: number; name: string; from_time: string | null; to_time: string | null };
const namesOf = async (caller: Caller) =>
  (await caller.get("/api/shift/name/index?pagination=0")).json().payload.paginated as Item[];

describe("POST /api/shift/name/store", () => {
  it("adds a name", async () => {
    const res = await manager.post("/api/shift/name/store", { name: "  Brunch " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.shiftNameCreated,
      payload: { id: expect.any(Number), name: "Brunch", from_time: null, to_time: null },
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
    await newName(owner, "Rush Night");
    const clash = await owner.post("/api/shift/name/store", { name: "rush night" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: MESSAGES.shiftNameTaken, errors: { name: [MESSAGES.shiftNameTaken] } });
    // Another business may use the same name.
    await newName(await registerOwner(t.app, "Other"), "Rush Night");
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
    // A new business starts with a restaurant's four names and their usual times.
    const boss = await registerOwner(t.app, "Names Bistro");
    const page = (await boss.get("/api/shift/name/index?length=2")).json().payload.paginated;
    expect(page).toMatchObject({ total: 4, per_page: 2, current_page: 1, from: 1, to: 2, last_page: 2 });
    expect(page.data.map((s: { name: string }) => s.name)).toEqual(["Breakfast", "Dinner"]);
    expect(page.next_page_url).toBe("/api/shift/name/index?length=2&page=2");
    const all = await namesOf(boss);
    expect(all.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: "Breakfast", from_time: "07:00", to_time: "11:00" },
      { name: "Dinner", from_time: "17:00", to_time: "22:00" },
      { name: "Late Night", from_time: "22:00", to_time: "02:00" },
      { name: "Lunch", from_time: "11:00", to_time: "15:00" },
    ]);
  });

  it("starts a business registered in Spanish or French with its names in that language", async () => {
    for (const [locale, first] of [
      ["es", { name: "Cena", from_time: "20:00", to_time: "00:00" }],
      ["fr", { name: "Déjeuner", from_time: "11:30", to_time: "15:00" }],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          business_name: `Casa ${locale}`,
          name: "Olive",
          email: `owner.${locale}.${Date.now()}@example.test`,
          password: "correct-horse",
          locale,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const names = await t.app.inject({
        method: "GET",
        url: "/api/shift/name/index?pagination=0",
        headers: { authorization: `Bearer ${res.json().payload.token}` },
      });
      expect(names.json().payload.paginated[0]).toMatchObject(first);
    }
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
    const renamed = { id: name.id, name: "Swing Shift", from_time: null, to_time: null };
    expect(res.json()).toEqual({ message: MESSAGES.shiftNameUpdated, payload: renamed });
    expect(await namesOf(owner)).toContainEqual(renamed);
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
    expect(await namesOf(owner)).toContainEqual({ id: b.id, name: "Closing", from_time: null, to_time: null });
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

describe("a shift name's usual times", () => {
  it("are kept with the name, kept by a rename, changed or cleared by an update", async () => {
    const res = await manager.post("/api/shift/name/store", { name: "Supper", from_time: "18:00", to_time: "23:30" });
    expect(res.statusCode, res.body).toBe(201);
    const supper = res.json().payload as Item;
    expect(supper).toEqual({ id: expect.any(Number), name: "Supper", from_time: "18:00", to_time: "23:30" });
    // A rename leaves the times as they were.
    const renamed = await owner.put(`/api/shift/name/${supper.id}`, { name: "Late Supper" });
    expect(renamed.json().payload).toEqual({ ...supper, name: "Late Supper" });
    // Past midnight: the end is on the next day.
    const night = await owner.put(`/api/shift/name/${supper.id}`, {
      name: "Late Supper",
      from_time: "21:00",
      to_time: "01:00",
    });
    expect(night.json().payload).toMatchObject({ from_time: "21:00", to_time: "01:00" });
    const cleared = await owner.put(`/api/shift/name/${supper.id}`, {
      name: "Late Supper",
      from_time: null,
      to_time: null,
    });
    expect(cleared.json().payload).toMatchObject({ from_time: null, to_time: null });
    expect(await namesOf(owner)).toContainEqual({ id: supper.id, name: "Late Supper", from_time: null, to_time: null });
  });

  it("are both given or neither, each as HH:mm, and nothing is written otherwise", async () => {
    const half = await owner.post("/api/shift/name/store", { name: "Half", from_time: "09:00" });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ to_time: [SHIFT_NAME_MESSAGES.timesTogether] });
    const other = await owner.post("/api/shift/name/store", { name: "Half", from_time: null, to_time: "17:00" });
    expect(other.json().errors).toEqual({ from_time: [SHIFT_NAME_MESSAGES.timesTogether] });
    for (const bad of ["9:00", "24:00", "09:60", "nine"]) {
      const res = await owner.post("/api/shift/name/store", { name: "Half", from_time: bad, to_time: "17:00" });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors).toEqual({ from_time: [SHIFT_NAME_MESSAGES.timeInvalid] });
    }
    expect((await namesOf(owner)).map((n) => n.name)).not.toContain("Half");
    // In the caller's language.
    const es = await owner.request({
      method: "POST",
      url: "/api/shift/name/store",
      payload: { name: "Half", from_time: "09:00" },
      headers: { "accept-language": "es" },
    });
    expect(es.json().errors).toEqual({ to_time: ["Indica las dos horas habituales, o ninguna."] });
  });
});
