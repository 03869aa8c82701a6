import {
  NOTIFICATION_MESSAGES as M,
  MAX_READ_IDS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_MAX,
} from "@brigade/contract/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { dayFromToday } from "../time-off/test/support";
import { askTimeOff, listOf } from "./test/support";

// The list, its pages and unread count, marking read and the e-mail choices, as a client sees them. Notifications
// come from real changes: each time-off request of the member tells the owner and the manager.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
let stranger: Caller;
const asked: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Bell Bistro");
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  stranger = await registerOwner(t.app, "Other Bistro");
  for (const days of [3, 4, 5, 6, 7]) asked.push(await askTimeOff(member, days));
});
afterAll(() => t.close());

const read = (caller: Caller, body: unknown) => caller.post("/api/notifications/read", body);

describe("GET /api/notifications", () => {
  it("gives a user without notifications an empty list", async () => {
    expect(await listOf(member)).toEqual({ items: [], unread: 0, next_before: null });
    expect(await listOf(stranger)).toEqual({ items: [], unread: 0, next_before: null });
  });

  it("lists the caller's own, newest first, each with its sentence and link", async () => {
    const list = await listOf(owner);
    expect(list.unread).toBe(5);
    expect(list.next_before).toBeNull();
    expect(list.items).toHaveLength(5);
    const ids = list.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The newest is the last request: the member's for 7 days from today.
    expect(list.items[0]).toEqual({
      id: expect.any(Number),
      kind: "time_off_requested",
      title: "Time off requested",
      body: `team_member person asks for time off ${dayFromToday(7)}.`,
      link: "/business-owner-shift-listing#TimeOff",
      data: { employee: "team_member person", from: dayFromToday(7), to: dayFromToday(7) },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read_at: null,
    });
    expect(list.items.map((i) => i.data.from)).toEqual([7, 6, 5, 4, 3].map(dayFromToday));
  });

  it("pages by id: next_before leads to the older page, null on the last", async () => {
    const all = (await listOf(owner)).items.map((i) => i.id);
    const first = await listOf(owner, "?limit=2");
    expect(first.items.map((i) => i.id)).toEqual(all.slice(0, 2));
    expect(first.next_before).toBe(all[1]);
    const second = await listOf(owner, `?limit=2&before=${first.next_before}`);
    expect(second.items.map((i) => i.id)).toEqual(all.slice(2, 4));
    const last = await listOf(owner, `?limit=2&before=${second.next_before}`);
    expect(last.items.map((i) => i.id)).toEqual(all.slice(4));
    expect(last.next_before).toBeNull();
    // A page that ends exactly at the oldest says so too; the unread count is the whole list's on every page.
    expect((await listOf(owner, "?limit=5")).next_before).toBeNull();
    expect(last.unread).toBe(5);
  });

  it("answers 422 with the contract's messages for a bad before or limit", async () => {
    for (const [query, message] of [
      ["?before=abc", M.before],
      ["?before=0", M.before],
      ["?before=1.5", M.before],
      ["?before=2147483648", M.before],
      ["?limit=0", M.limit],
      [`?limit=${NOTIFICATIONS_PAGE_MAX + 1}`, M.limit],
      ["?limit=ten", M.limit],
    ] as const) {
      const res = await owner.get(`/api/notifications${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe("POST /api/notifications/read", () => {
  it("marks one as read and answers the new unread count; again, it changes nothing", async () => {
    const [newest] = (await listOf(manager)).items;
    if (!newest) throw new Error("the manager has no notification");
    const res = await read(manager, { ids: [newest.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.marked, payload: { unread: 4 } });
    const after = await listOf(manager);
    const readAt = after.items.find((i) => i.id === newest.id)?.read_at;
    expect(readAt).toEqual(expect.any(String));
    expect(after.items.filter((i) => i.read_at === null)).toHaveLength(4);

    const again = await read(manager, { ids: [newest.id, newest.id] });
    expect(again.json().payload).toEqual({ unread: 4 });
    expect((await listOf(manager)).items.find((i) => i.id === newest.id)?.read_at).toBe(readAt);
  });

  it("never marks another user's or another business's: 404, and nothing changes", async () => {
    const ownersIds = (await listOf(owner)).items.map((i) => i.id);
    const [mine] = (await listOf(manager)).items.filter((i) => i.read_at === null);
    if (!mine || !ownersIds[0]) throw new Error("missing notifications");
    for (const [caller, ids] of [
      [manager, [ownersIds[0]]],
      [manager, [mine.id, ownersIds[0]]],
      [stranger, [ownersIds[0]]],
      [member, [2_147_483_647]],
    ] as const) {
      const res = await read(caller, { ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.notFound });
    }
    // Neither the owner's nor the manager's own (named alongside one not theirs) was marked.
    expect((await listOf(owner)).unread).toBe(5);
    expect((await listOf(manager)).items.find((i) => i.id === mine.id)?.read_at).toBeNull();
    // all: true reaches only the caller's own.
    expect((await read(stranger, { all: true })).json().payload).toEqual({ unread: 0 });
    expect((await listOf(owner)).unread).toBe(5);
  });

  it("marks all of the caller's own with all: true", async () => {
    const res = await read(owner, { all: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.marked, payload: { unread: 0 } });
    const list = await listOf(owner);
    expect(list.unread).toBe(0);
    expect(list.items.every((i) => i.read_at !== null)).toBe(true);
    // The manager's copies of the same requests are theirs: still unread.
    expect((await listOf(manager)).unread).toBe(4);
  });

  it("answers 422 with the contract's messages unless exactly one of ids or all is given", async () => {
    const tooMany = Array.from({ length: MAX_READ_IDS + 1 }, (_, i) => i + 1);
    for (const [body, message] of [
      [{}, M.readWhich],
      [{ ids: [1], all: true }, M.readWhich],
      [{ all: false }, M.readWhich],
      [{ ids: [] }, M.readIds],
      [{ ids: tooMany }, M.readIds],
      [{ ids: ["one"] }, M.readIds],
      [{ ids: [0] }, M.readIds],
      [{ ids: [2_147_483_648] }, M.readIds],
      [{ ids: 7 }, M.readIds],
    ] as const) {
      const res = await read(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
  });
});

describe("e-mail preferences", () => {
  it("has e-mail on for every kind until turned off, and says whether this server sends mail", async () => {
    const res = await member.get("/api/notifications/preferences");
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({
      mail_on: false,
      preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, email: true })),
    });
  });

  it("stores the kinds given, keeps the others, and is the caller's own", async () => {
    const put = (body: unknown) => member.put("/api/notifications/preferences", body);
    const res = await put({ preferences: [{ kind: "shift_assigned", email: false }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.preferencesSaved);
    const expected = NOTIFICATION_KINDS.map((kind) => ({ kind, email: kind !== "shift_assigned" }));
    expect(res.json().payload.preferences).toEqual(expected);
    expect((await member.get("/api/notifications/preferences")).json().payload.preferences).toEqual(expected);

    // A kind named twice: the last wins; turning one back on is stored too.
    const twice = await put({
      preferences: [
        { kind: "shift_changed", email: true },
        { kind: "shift_changed", email: false },
        { kind: "shift_assigned", email: true },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(200);
    const now = NOTIFICATION_KINDS.map((kind) => ({ kind, email: kind !== "shift_changed" }));
    expect(twice.json().payload.preferences).toEqual(now);
    // Nobody else's choices moved.
    const managers = (await manager.get("/api/notifications/preferences")).json().payload.preferences;
    expect(managers.every((p: { email: boolean }) => p.email)).toBe(true);
  });

  it("answers 422 with the contract's message for an unknown kind, a missing choice or no list", async () => {
    for (const body of [
      {},
      { preferences: [] },
      { preferences: [{ kind: "birthday", email: false }] },
      { preferences: [{ kind: "shift_assigned" }] },
      { preferences: [{ kind: "shift_assigned", email: "no" }] },
      { preferences: "all" },
    ]) {
      const res = await member.put("/api/notifications/preferences", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message, JSON.stringify(body)).toBe(M.preferences);
    }
  });
});

describe("who may call", () => {
  it("answers 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read"],
      ["GET", "/api/notifications/preferences"],
      ["PUT", "/api/notifications/preferences"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "GET" ? undefined : { all: true } });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("lets every role read and mark their own", async () => {
    for (const caller of [owner, manager, member]) {
      expect((await caller.get("/api/notifications")).statusCode).toBe(200);
      expect((await read(caller, { all: true })).statusCode).toBe(200);
      expect((await caller.get("/api/notifications/preferences")).statusCode).toBe(200);
    }
  });
});

describe("a request that fails", () => {
  it("tells nobody: a time-off request refused with 422 writes no notification", async () => {
    const before = (await listOf(owner)).items.length;
    const res = await member.post("/api/employee/time-off", { from_day: dayFromToday(9), to_day: dayFromToday(8) });
    expect(res.statusCode).toBe(422);
    expect((await listOf(owner)).items).toHaveLength(before);
  });
});
