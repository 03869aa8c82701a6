import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, JOIN_CODE_MESSAGES } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newJoinCode } from "../../lib/tokens";
import { DEMO_BUSINESS } from "../../seed/demo-data";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";

// The join code: long, unambiguous, seen only by those who hand it out, and replaceable by the owner.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Code Bistro");
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
});
afterAll(() => t.close());

const codeOf = async (caller: Caller) => (await caller.get("/api/auth/me")).json().payload.business.join_code;
const join = (joinCode: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/join",
    payload: { join_code: joinCode, name: "New Cook", email: uniqueEmail("cook"), password: "longenough" },
  });

describe("join codes", () => {
  it("are 12 symbols of an alphabet without look-alikes, and differ each time", () => {
    expect(JOIN_CODE_LENGTH).toBeGreaterThanOrEqual(10);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = new Set(Array.from({ length: 500 }, newJoinCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    // Every symbol of the alphabet turns up: the draw covers it.
    expect(new Set([...codes].join(""))).toEqual(new Set(JOIN_CODE_ALPHABET));
    // The demo's fixed code (printed in the docs) follows the same rule.
    expect(DEMO_BUSINESS.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });

  it("are shown to owners and managers, never to team members", async () => {
    const code = await codeOf(owner);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(await codeOf(manager)).toBe(code);
    expect(await codeOf(member)).toBeNull();
    expect((await member.get("/api/business")).json().payload.join_code).toBeNull();
  });

  it("can be replaced by the owner: the old code stops working, the new one works", async () => {
    const old = await codeOf(owner);
    const res = await owner.post("/api/business/join-code", {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(JOIN_CODE_MESSAGES.regenerated);
    const fresh = res.json().payload.join_code;
    expect(fresh).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(fresh).not.toBe(old);
    expect(await codeOf(manager)).toBe(fresh);
    const refused = await join(old);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.join_code).toEqual([MESSAGES.joinCodeInvalid]);
    expect((await join(fresh)).statusCode).toBe(201);
  });

  it("can be replaced by nobody but the owner", async () => {
    const before = await codeOf(owner);
    expect((await manager.post("/api/business/join-code", {})).statusCode).toBe(403);
    expect((await member.post("/api/business/join-code", {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/business/join-code" })).statusCode).toBe(401);
    expect(await codeOf(owner)).toBe(before);
  });
});
