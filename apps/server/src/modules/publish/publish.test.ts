import type { CalendarAnswer } from "@brigade/contract/calendar";
import type { MyShiftItem, OpenShiftItem } from "@brigade/contract/member";
import type { NotificationsPayload } from "@brigade/contract/notifications";
import { PUBLISH_MESSAGES as M } from "@brigade/contract/publish";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addMember, applyForLeave, pickup, pickupOf } from "../member/test/support";
import { createPlace, type Place } from "../shifts/test/support";
import { assign, publish, published, setDraftWeeks, shiftAt, weekOf } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Draft Bistro");
  place = await createPlace(t, owner);
  manager = await addMember(t, owner, [], "manager");
  await setDraftWeeks(owner, true);
});
afterAll(() => t.close());

// Weeks of January 2027 at a New York location; each test uses a week of its own.
const PERIOD = (monday: string, sunday: string) => `?from=${monday}&to=${sunday}`;

async function seen<T>(caller: Caller, url: string): Promise<T> {
  const res = await caller.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as T;
}
const myShifts = (c: Caller, q: string) => seen<MyShiftItem[]>(c, `/api/employee/my-shifts${q}`);
const openShifts = (c: Caller, q: string) => seen<OpenShiftItem[]>(c, `/api/employee/open-shifts${q}`);
const calendar = (c: Caller, q: string) => seen<CalendarAnswer>(c, `/api/shift/calendar${q}`);
const notifications = (c: Caller) => seen<NotificationsPayload>(c, "/api/notifications");

describe("draft weeks on: staff see a shift once its week is published", () => {
  it("hides a new shift from members (schedule, open shifts, calendar, pickup, leave) until published", async () => {
    const week = PERIOD("11-01-2027", "17-01-2027");
    const holder = await addMember(t, owner, [place.roleA]);
    const colleague = await addMember(t, owner, [place.roleA]);
    const shift = await shiftAt(manager, place, "2027-01-12T15:00:00Z");
    const booking = await assign(manager, place, shift, holder.employeeId);

    expect(await myShifts(holder, week)).toEqual([]);
    expect(await openShifts(colleague, week)).toEqual([]);
    expect((await calendar(colleague, week)).events).toEqual([]);
    const refusedPickup = await pickup(colleague, pickupOf(shift, place.roleA));
    expect(refusedPickup.statusCode, refusedPickup.body).toBe(404);
    expect((await applyForLeave(holder, booking, "Sick")).statusCode).toBe(404);
    // Managers see the draft, marked as one.
    expect((await calendar(manager, week)).events).toMatchObject([{ id: shift.id, draft: true }]);
    expect(await weekOf(manager, place.locationId, "11-01-2027")).toMatchObject({ state: "draft", drafts: 1 });

    const done = await publish(manager, place.locationId, "13-01-2027");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: M.published("11-01-2027", 1, 1),
      payload: {
        week: expect.objectContaining({
          week: "11-01-2027",
          state: "published",
          changes: 0,
          drafts: 0,
          shifts: 1,
          people: 1,
        }),
        published: 1,
        notified: 1,
      },
    });

    expect((await myShifts(holder, week)).map((s) => s.id)).toEqual([booking]);
    expect((await openShifts(colleague, week)).map((s) => s.shift.id)).toEqual([shift.id]);
    expect((await calendar(colleague, week)).events).toMatchObject([{ id: shift.id, draft: false }]);
    expect((await pickup(colleague, pickupOf(shift, place.roleA))).statusCode).toBe(201);
    expect((await applyForLeave(holder, booking, "Sick")).statusCode).toBe(200);
  });

  it("hides drafts from a manager's own employee view too", async () => {
    const week = PERIOD("18-01-2027", "24-01-2027");
    const working = await addMember(t, owner, [place.roleA], "manager");
    const shift = await shiftAt(owner, place, "2027-01-19T15:00:00Z");
    await assign(owner, place, shift, working.employeeId);
    expect(await myShifts(working, week)).toEqual([]);
    await published(owner, place.locationId, "18-01-2027");
    expect(await myShifts(working, week)).toHaveLength(1);
  });

  it("tells exactly the holders of that week at that location, once each, with their positions", async () => {
    const twice = await addMember(t, owner, [place.roleA]);
    const once = await addMember(t, owner, [place.roleA]);
    const nextWeek = await addMember(t, owner, [place.roleA]);
    const other = await createPlace(t, owner);
    const elsewhere = await addMember(t, owner, [other.roleA]);
    const asked = await addMember(t, owner, [place.roleA]);
    const monday = await shiftAt(manager, place, "2027-01-25T15:00:00Z");
    const tuesday = await shiftAt(manager, place, "2027-01-26T15:00:00Z");
    await assign(manager, place, monday, twice.employeeId);
    await assign(manager, place, tuesday, twice.employeeId);
    await assign(manager, place, tuesday, once.employeeId);
    await assign(manager, place, await shiftAt(manager, place, "2027-02-01T15:00:00Z"), nextWeek.employeeId);
    await assign(manager, other, await shiftAt(manager, other, "2027-01-26T15:00:00Z"), elsewhere.employeeId);
    // A Pending pickup on a published shift of the week holds no position: not told.
    await setDraftWeeks(owner, false);
    const open = await shiftAt(manager, place, "2027-01-27T15:00:00Z");
    await setDraftWeeks(owner, true);
    expect((await pickup(asked, pickupOf(open, place.roleA))).statusCode).toBe(201);

    // Whom publishing will tell, before it does (the confirmation says how many).
    expect(await weekOf(manager, place.locationId, "25-01-2027")).toMatchObject({ drafts: 2, shifts: 3, people: 2 });
    const result = await published(manager, place.locationId, "31-01-2027");
    expect(result).toMatchObject({ published: 2, notified: 2 });

    const data = { location_id: place.locationId, week: "25-01-2027" };
    const told = async (c: Caller) =>
      (await notifications(c)).items.filter((n) => n.kind === "week_published").map((n) => n.data);
    expect(await told(twice)).toEqual([expect.objectContaining({ ...data, count: 2 })]);
    expect(await told(once)).toEqual([expect.objectContaining({ ...data, count: 1 })]);
    for (const c of [nextWeek, elsewhere, asked, manager]) expect(await told(c)).toEqual([]);
    const item = (await notifications(twice)).items.find((n) => n.kind === "week_published");
    expect(item?.body).toContain("for the week of 25-01-2027 is published: you have 2 positions. Your shifts: ");
    // Once, with their list, the earliest first.
    expect(item?.data.shifts?.map((s) => s.shift_id)).toEqual([monday.id, tuesday.id]);
  });

  it("publishes a week once when two managers publish it at the same moment", async () => {
    const holder = await addMember(t, owner, [place.roleA]);
    const other = await addMember(t, owner, [], "manager");
    await assign(manager, place, await shiftAt(manager, place, "2027-02-09T15:00:00Z"), holder.employeeId);
    const post = await listenForHttp(t.app);
    const body = { location_id: place.locationId, week: "08-02-2027" };
    const answers = await Promise.all([
      post("/api/schedule/publish", manager.token, body),
      post("/api/schedule/publish", other.token, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(M.nothingToPublish);
    expect((await notifications(holder)).items.filter((n) => n.kind === "week_published")).toHaveLength(1);
  });
});

describe("draft weeks off: everything as the spec has it", () => {
  it("shows a new shift to staff at once; its week reads published and has nothing to publish", async () => {
    const fresh = await registerOwner(t.app, "Open Bistro");
    const at = await createPlace(t, fresh);
    const holder = await addMember(t, fresh, [at.roleA]);
    const shift = await shiftAt(fresh, at, "2027-01-12T15:00:00Z");
    await assign(fresh, at, shift, holder.employeeId);
    expect(await myShifts(holder, PERIOD("11-01-2027", "17-01-2027"))).toHaveLength(1);
    expect((await calendar(fresh, PERIOD("11-01-2027", "17-01-2027"))).events).toMatchObject([{ draft: false }]);
    expect(await weekOf(fresh, at.locationId, "11-01-2027")).toEqual({
      week: "11-01-2027",
      state: "published",
      changes: 0,
      drafts: 0,
      shifts: 1,
      people: 1,
      published_at: null,
    });
    const refused = await publish(fresh, at.locationId, "11-01-2027");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.nothingToPublish);
    expect((await notifications(holder)).items.filter((n) => n.kind === "week_published")).toEqual([]);
  });

  it("keeps drafts made while it was on until their week is published", async () => {
    const fresh = await registerOwner(t.app, "Switching Bistro");
    const at = await createPlace(t, fresh);
    await setDraftWeeks(fresh, true);
    await shiftAt(fresh, at, "2027-01-12T15:00:00Z");
    await setDraftWeeks(fresh, false);
    await shiftAt(fresh, at, "2027-01-13T15:00:00Z");
    expect(await weekOf(fresh, at.locationId, "11-01-2027")).toMatchObject({ state: "draft", drafts: 1, shifts: 2 });
    expect(await published(fresh, at.locationId, "11-01-2027")).toMatchObject({ published: 1, notified: 0 });
  });
});
