import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { RULE_PACKS } from "@brigade/contract/fair-workweek/packs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";

// Issue 38: the rule packs a location can be under, and the location's jurisdiction (fair-workweek.md, "Rule packs").

let t: TestApp;
let owner: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Fair Bistro");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

describe("GET /api/compliance/packs", () => {
  it("lists every pack with its figures and their sources, to anyone signed in", async () => {
    for (const caller of [owner, member]) {
      const res = await caller.get("/api/compliance/packs");
      expect(res.statusCode, res.body).toBe(200);
      const packs = res.json().payload as { id: string; notice_days: number; notice_source: string }[];
      expect(packs.map((p) => p.id)).toEqual(RULE_PACKS.map((p) => p.id));
      expect(packs).toHaveLength(9);
      for (const pack of packs) {
        expect(pack.notice_days, pack.id).toBeGreaterThan(0);
        expect(pack.notice_source, pack.id).not.toBe("");
      }
    }
    const nyc = (await owner.get("/api/compliance/packs"))
      .json()
      .payload.find((p: { id: string }) => p.id === "us-nyc-fast-food");
    expect(nyc.notice_days).toBe(14);
    expect(nyc.rest).toMatchObject({ hours: 11, premium: { amount: "100.00" } });
  });

  it("asks who is calling", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/compliance/packs" })).statusCode).toBe(401);
  });
});

describe("a location's jurisdiction", () => {
  async function location(body: Record<string, unknown>) {
    const res = await owner.post("/api/restaurant/location/store", {
      name: `Fair ${Math.random().toString(36).slice(2, 8)}`,
      time_zone: "America/New_York",
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().payload as { id: number; name: string; jurisdiction: string | null };
  }

  it("is set on the location's form, kept when left out, and removed with null", async () => {
    const created = await location({ jurisdiction: "us-nyc-fast-food" });
    expect(created.jurisdiction).toBe("us-nyc-fast-food");
    const keep = await owner.put(`/api/restaurant/location/${created.id}`, {
      name: created.name,
      time_zone: "America/New_York",
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await owner.get(`/api/restaurant/location/${created.id}`)).json().payload.jurisdiction).toBe(
      "us-nyc-fast-food",
    );
    const cleared = await owner.put(`/api/restaurant/location/${created.id}`, {
      name: created.name,
      time_zone: "America/New_York",
      jurisdiction: null,
    });
    expect(cleared.json().payload.jurisdiction).toBeNull();
  });

  it("refuses a jurisdiction Brigade has no pack for, and writes nothing", async () => {
    const created = await location({ jurisdiction: "us-seattle" });
    for (const jurisdiction of ["us-atlantis", "", 42]) {
      const res = await owner.put(`/api/restaurant/location/${created.id}`, {
        name: created.name,
        time_zone: "America/New_York",
        jurisdiction,
      });
      expect(res.statusCode, JSON.stringify(jurisdiction)).toBe(422);
      expect(res.json().errors.jurisdiction).toEqual([FAIR_WORKWEEK_MESSAGES.unknownJurisdiction]);
    }
    expect((await owner.get(`/api/restaurant/location/${created.id}`)).json().payload.jurisdiction).toBe("us-seattle");
    const member_ = await member.put(`/api/restaurant/location/${created.id}`, {
      name: created.name,
      time_zone: "America/New_York",
      jurisdiction: null,
    });
    expect(member_.statusCode).toBe(403);
  });
});
