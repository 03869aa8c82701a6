import type { AddressInfo } from "node:net";
import { LIVE_MESSAGES, LIVE_STREAMS_PER_USER, type LiveEvent } from "@brigade/contract/live-events";
import { MESSAGES } from "@brigade/contract/messages";
import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shifts } from "../../db/schema/shifts";
import { type EventStream, openEventStream } from "../../test/event-stream";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment, selectShift } from "../assignments/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { insertTimeOff } from "../time-off/test/support";

let t: TestApp;
let base: string;
let owner: Caller;
let place: Place;
const streams: EventStream[] = [];

const open = async (caller?: Caller) => {
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const stream = await openEventStream(`${base}/api/events`, headers);
  streams.push(stream);
  return stream;
};
let day = 0;
/** A shift on a day of its own, so no two tests' bookings overlap. */
const shiftBody = (p: Place) => {
  day += 1;
  const at = (h: number) => new Date(Date.UTC(2027, 2, 1, h) + day * 86_400_000).toISOString();
  return storeBody(p, { from: at(14), to: at(20) });
};
const isShift = (id: number) => (e: LiveEvent) => e.shift_id === id;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await registerOwner(t.app, "Live Bistro");
  place = await createPlace(t, owner);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

describe("GET /api/events", () => {
  it("needs a session", async () => {
    const refused = await open();
    expect(refused.status).toBe(401);
    expect(await refused.refusal()).toMatchObject({ message: MESSAGES.unauthenticated });
  });

  it("is an event stream that tells its client how soon to reconnect", async () => {
    const stream = await open(owner);
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      "x-request-id": expect.any(String),
    });
    expect(await stream.preamble).toMatch(/^retry: 2000\n/);
  });

  it("tells a manager of a new shift, its positions, an assignment and a change, each within 2 seconds", async () => {
    const manager = await createStaff(t, owner, "manager");
    const stream = await open(manager);
    const shift = await createShift(owner, shiftBody(place));
    expect(await stream.next(isShift(shift.id))).toEqual({
      type: "shift",
      location_id: place.locationId,
      shift_id: shift.id,
    });
    const employee = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const res = await selectShift(owner, assignment(shift, employee.id, place.roleA));
    expect(res.statusCode, res.body).toBe(200);
    const booking = await stream.next((e) => e.type === "booking" && e.shift_id === shift.id);
    expect(booking).toMatchObject({ location_id: place.locationId, booking_id: expect.any(Number) });
  });

  it("sends one event per location for a write of many shifts at once", async () => {
    const stream = await open(owner);
    const made = await Promise.all([1, 2, 3].map(() => createShift(owner, shiftBody(place))));
    for (const shift of made) await stream.next(isShift(shift.id));
    const before = stream.events.length;
    await t.database.db
      .update(shifts)
      .set({ description: "changed together" })
      .where(sql`${shifts.id} in ${made.map((s) => s.id)}`);
    const together = await stream.next((e) => stream.events.indexOf(e) >= before);
    expect(together).toEqual({ type: "shift", location_id: place.locationId });
  });

  it("sends nothing for a write that is rolled back", async () => {
    const stream = await open(owner);
    const shift = await createShift(owner, shiftBody(place));
    await stream.next(isShift(shift.id));
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(shifts).set({ description: "never" }).where(eq(shifts.id, shift.id));
        throw new Error("roll back");
      })
      .catch(() => {});
    const later = await createShift(owner, shiftBody(place));
    await stream.next(isShift(later.id));
    expect(stream.events.filter(isShift(shift.id))).toHaveLength(1);
  });

  it("never tells another business", async () => {
    const other = await registerOwner(t.app, "Elsewhere");
    const otherPlace = await createPlace(t, other);
    const theirs = await open(other);
    const ours = await createShift(owner, shiftBody(place));
    const own = await createShift(other, shiftBody(otherPlace));
    await theirs.next(isShift(own.id));
    expect(theirs.events.some((e) => e.location_id === place.locationId || e.shift_id === ours.id)).toBe(false);
  });

  it("tells a team member what concerns them and never a draft or another person's booking id", async () => {
    const drafter = await registerOwner(t.app, "Draft House");
    const drafts = await createPlace(t, drafter);
    const rules = await drafter.put("/api/business/work-rules", { ...WORK_RULE_DEFAULTS, draft_weeks: true });
    expect(rules.statusCode, rules.body).toBe(200);
    const member = await createStaff(t, drafter, "team_member");
    const colleague = await addEmployee(t, drafts.businessId, { areaRoleIds: [drafts.roleA] });
    await t.database.db.execute(
      sql`insert into employee_area_roles (business_id, employee_id, area_role_id) values (${drafts.businessId}, ${member.employeeId}, ${drafts.roleA})`,
    );
    const stream = await open(member);
    const manager = await open(drafter);

    // A draft: the manager hears of it, the member does not (their own time off, sent after it, comes alone).
    const body = shiftBody(drafts);
    const draftDay = String(body.from).slice(0, 10);
    const draft = await createShift(drafter, body);
    await manager.next(isShift(draft.id));
    await insertTimeOff(t, drafts.businessId, member.employeeId, { fromDay: "2027-05-04" });
    expect(await stream.next((e) => e.type === "time_off")).toEqual({ type: "time_off", location_id: null });
    expect(stream.events).toHaveLength(1);

    // Published: the member hears of it, at their location.
    const [y, m, d] = draftDay.split("-");
    const publish = await drafter.post("/api/schedule/publish", {
      location_id: drafts.locationId,
      week: `${d}-${m}-${y}`,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(await stream.next(isShift(draft.id))).toEqual({
      type: "shift",
      location_id: drafts.locationId,
      shift_id: draft.id,
    });

    // Their own assignment comes with its booking; a colleague's only as a change at the shift.
    const own = await selectShift(drafter, assignment(draft, member.employeeId, drafts.roleA));
    expect(own.statusCode, own.body).toBe(200);
    const mine = await stream.next((e) => e.type === "booking");
    expect(mine).toEqual({
      type: "booking",
      location_id: drafts.locationId,
      shift_id: draft.id,
      booking_id: own.json().payload.id,
    });
    const theirs = await selectShift(drafter, assignment(draft, colleague.id, drafts.roleA));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(await manager.next((e) => e.booking_id === theirs.json().payload.id)).toMatchObject({ type: "booking" });
    const colleagues = await stream.next((e) => e.type === "booking" && e !== mine);
    expect(colleagues).toEqual({ type: "booking", location_id: drafts.locationId, shift_id: draft.id });

    // A colleague's time off never; their own second one, sent after it, does.
    await insertTimeOff(t, drafts.businessId, colleague.id, { fromDay: "2027-05-05" });
    await insertTimeOff(t, drafts.businessId, member.employeeId, { fromDay: "2027-05-06" });
    await stream.next((e) => e.type === "time_off" && stream.events.filter((x) => x.type === "time_off").length >= 2);
    expect(stream.events.filter((e) => e.type === "time_off")).toHaveLength(2);
    await expect.poll(() => manager.events.filter((e) => e.type === "time_off").length).toBe(3);
    expect(stream.events.some((e) => e.booking_id === theirs.json().payload.id)).toBe(false);
  });

  it(`answers 429 past ${LIVE_STREAMS_PER_USER} streams of one user, and takes one again once one closes`, async () => {
    const busy = await createStaff(t, owner, "manager");
    const mine: EventStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i += 1) mine.push(await open(busy));
    expect(mine.every((s) => s.status === 200)).toBe(true);
    const refused = await open(busy);
    expect(refused.status).toBe(429);
    expect(await refused.refusal()).toMatchObject({ message: MESSAGES.tooManyRequests });
    mine[0]?.close();
    await expect.poll(async () => (await open(busy)).status, { timeout: 2000 }).toBe(200);
  });

  it("ends a session's streams, and only its, as soon as it signs out", async () => {
    const leaving = await createStaff(t, owner, "manager");
    const stream = await open(leaving);
    const staying = await open(owner);
    const out = await leaving.post("/api/auth/logout");
    expect(out.statusCode, out.body).toBe(200);
    await stream.ended;
    const shift = await createShift(owner, shiftBody(place));
    await staying.next(isShift(shift.id));
    expect((await open(leaving)).status).toBe(401);
  });

  it("ends a manager's streams when the owner demotes them: a stream keeps no role its person lost", async () => {
    const demoted = await createStaff(t, owner, "manager");
    const stream = await open(demoted);
    const staying = await open(owner);
    const shown = (await owner.get(`/api/employee/team-member/${demoted.employeeId}`)).json().payload;
    const res = await owner.put(`/api/employee/team-member/${demoted.employeeId}`, {
      name: shown.user.name,
      email: shown.user.email,
      availability: "FullTime",
      area_role_ids: [place.roleA],
      role: "team_member",
    });
    expect(res.statusCode, res.body).toBe(200);
    await stream.ended;
    const shift = await createShift(owner, shiftBody(place));
    await staying.next(isShift(shift.id));
    // Signed out everywhere: they sign in again, as a team member.
    expect((await open(demoted)).status).toBe(401);
  });

  it("ends every stream when the server starts stopping, and refuses new ones (503) meanwhile", async () => {
    const stream = await open(owner);
    for (const hook of t.lifecycle.onDrain) hook();
    t.lifecycle.draining = true;
    try {
      await stream.ended;
      const refused = await open(owner);
      expect(refused.status).toBe(503);
      expect(await refused.refusal()).toMatchObject({ message: LIVE_MESSAGES.unavailable });
    } finally {
      t.lifecycle.draining = false;
    }
  });
});
