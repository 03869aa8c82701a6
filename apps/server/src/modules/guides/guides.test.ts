import { GUIDE_KEYS, GUIDE_MESSAGES, nextGuide } from "@brigade/contract/guides";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addMember } from "../member/test/support";
import { assign, published, setDraftWeeks, shiftAt } from "../publish/test/support";
import { createPlace } from "../shifts/test/support";

type Guide = { id: number; key: string; value: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guidesOf = async (caller: Caller) => {
  const res = await caller.get("/api/guides");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as Guide[];
};
const valuesOf = (guides: Guide[]) => Object.fromEntries(guides.map((g) => [g.key, g.value]));
const zeros = Object.fromEntries(GUIDE_KEYS.map((k) => [k, 0]));

describe("GET /api/guides", () => {
  it("creates the six guides at 0 on the first read, once even under concurrent first reads", async () => {
    const owner = await registerOwner(t.app);
    const reads = await Promise.all(Array.from({ length: 4 }, () => owner.get("/api/guides")));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const guides = await guidesOf(owner);
    expect(guides.map((g) => g.key)).toEqual(GUIDE_KEYS);
    expect(valuesOf(guides)).toEqual(zeros);
    for (const r of reads) expect(r.json().payload).toEqual(guides);
  });

  it("answers 401 without a session and 403 to a team member", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/guides" })).statusCode).toBe(401);
    const member = await createStaff(t, await registerOwner(t.app), "team_member");
    expect((await member.get("/api/guides")).statusCode).toBe(403);
    expect((await member.post("/api/guides/update", { key: "add_location" })).statusCode).toBe(403);
  });

  it("ticks a guide once the business has its thing: a location, a work area role, staff, another manager", async () => {
    const owner = await registerOwner(t.app);
    const location = await owner.post("/api/restaurant/location/store", { name: "Harbour", time_zone: "UTC" });
    expect(location.statusCode, location.body).toBe(201);
    expect(valuesOf(await guidesOf(owner))).toEqual({ ...zeros, add_location: 1 });

    await createAreaRole(t, await businessIdOf(owner));
    await createStaff(t, owner, "team_member");
    const manager = await createStaff(t, owner, "manager");
    const done = { ...zeros, add_location: 1, add_work_area_and_role: 1, add_staff: 1, add_manager: 1 };
    expect(valuesOf(await guidesOf(owner))).toEqual(done);
    // The manager counts as someone the owner added, not as a manager the manager added.
    expect(valuesOf(await guidesOf(manager))).toEqual({ ...done, add_manager: 0 });
  });
});

describe("publish_week", () => {
  it("is ticked once staff see a shift with someone on it, not while the week is a draft", async () => {
    const owner = await registerOwner(t.app);
    const place = await createPlace(t, owner);
    await setDraftWeeks(owner, true);
    const member = await addMember(t, owner, [place.roleA]);
    const shift = await shiftAt(owner, place, "2027-03-02T15:00:00Z");
    await assign(owner, place, shift, member.employeeId);
    expect(valuesOf(await guidesOf(owner)).publish_week).toBe(0);
    expect(nextGuide(await guidesOf(owner))?.key).toBe("add_manager");

    await published(owner, place.locationId, "01-03-2027");
    expect(valuesOf(await guidesOf(owner)).publish_week).toBe(1);
  });
});

describe("POST /api/guides/update", () => {
  it("ticks one guide by key or by id and returns the updated list; other users are unaffected", async () => {
    const owner = await registerOwner(t.app);
    const manager = await createStaff(t, owner, "manager");
    const before = await guidesOf(manager);

    const byKey = await owner.post("/api/guides/update", { key: "add_manager" });
    expect(byKey.statusCode, byKey.body).toBe(200);
    // add_manager is also 1 from the data (the manager exists); tick add_staff to see the update itself.
    const staff = await owner.post("/api/guides/update", { key: "add_staff" });
    expect(valuesOf(staff.json().payload)).toEqual({ ...zeros, add_manager: 1, add_staff: 1 });

    const shift = (staff.json().payload as Guide[]).find((g) => g.key === "create_shift");
    const byId = await owner.post("/api/guides/update", { id: shift?.id });
    expect(byId.statusCode).toBe(200);
    expect(valuesOf(byId.json().payload)).toEqual({ ...zeros, add_manager: 1, add_staff: 1, create_shift: 1 });
    expect(await guidesOf(owner)).toEqual(byId.json().payload);

    expect(await guidesOf(manager)).toEqual(before);
    expect(valuesOf(before)).toEqual(zeros);
  });

  it("answers 422 for an unknown or missing key", async () => {
    const owner = await registerOwner(t.app);
    const unknown = await owner.post("/api/guides/update", { key: "bake_bread" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: GUIDE_MESSAGES.unknownKey,
      errors: { key: [GUIDE_MESSAGES.unknownKey] },
    });
    const missing = await owner.post("/api/guides/update", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: GUIDE_MESSAGES.keyOrId, errors: { key: [GUIDE_MESSAGES.keyOrId] } });
    expect(valuesOf(await guidesOf(owner))).toEqual(zeros);
  });

  it("answers 404 for another user's guide id and leaves it unticked", async () => {
    const owner = await registerOwner(t.app);
    const manager = await createStaff(t, owner, "manager");
    const theirs = (await guidesOf(manager)).find((g) => g.key === "create_shift");
    const res = await owner.post("/api/guides/update", { id: theirs?.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: GUIDE_MESSAGES.notFound });
    expect(valuesOf(await guidesOf(manager))).toEqual(zeros);
  });
});
