import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { NOTICE_SHIFTS_MAX } from "@brigade/contract/notifications";
import type { ShiftItem } from "@brigade/contract/shifts";
import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { assignment, selectShift } from "../assignments/test/support";
import { addMember, type Member, pickup, pickupOf } from "../member/test/support";
import { createShift, type Place, storeBody } from "../shifts/test/support";
import { listOf, namedPlace, seen } from "./test/support";

// shift_assigned and shift_changed: what an employee is told when a manager or auto-fill books them, and when a
// shift they hold a position in is moved, edited or deleted; nothing for a draft shift, nothing for a refusal.

let t: TestApp;
let owner: Caller;
let ny: Place;
let london: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Told Bistro");
  ny = await namedPlace(t, owner, "Downtown", "America/New_York");
  london = await namedPlace(t, owner, "Soho", "Europe/London");
});
afterAll(() => t.close());

const cook = () => addMember(t, owner, [ny.roleA, london.roleA]);
const dinner = (place: Place, from: string, to: string, patch: Parameters<typeof storeBody>[1] = {}) =>
  createShift(owner, storeBody(place, { from, to, ...patch }));
const assign = async (shift: ShiftItem, who: Member, place: Place, slot = 0) => {
  const res = await selectShift(owner, assignment(shift, who.employeeId, place.roleA, slot));
  expect(res.statusCode, res.body).toBe(200);
};

describe("shift_assigned", () => {
  it("tells the employee a manager assigned, with the slot in the location's zone", async () => {
    const ann = await cook();
    const shift = await dinner(ny, "2027-01-11T22:00:00.000Z", "2027-01-12T04:00:00.000Z");
    await assign(shift, ann, ny);

    const [item] = (await listOf(ann)).items;
    expect(item).toMatchObject({
      kind: "shift_assigned",
      title: "New shift",
      body: "You are on Dinner - Line Cook at Downtown, Mon 11-01-2027 05:00 PM EST to 11:00 PM.",
      link: "/employee-home",
      read_at: null,
      data: {
        shift: {
          shift_id: shift.id,
          name: "Dinner",
          role: "Line Cook",
          location: "Downtown",
          time_zone: "America/New_York",
          starts_at: "2027-01-11T22:00:00.000Z",
          ends_at: "2027-01-12T04:00:00.000Z",
        },
      },
    });
    expect((await listOf(ann)).unread).toBe(1);
    // The manager who assigned is told nothing.
    expect(await seen(owner)).toEqual([]);
  });

  it("gives the half booked, across the clock change in New York and in London", async () => {
    const ann = await cook();
    // 23:00 EST on Saturday to 06:00 EDT on Sunday, split in two: the second half starts at 03:00 EDT.
    const nyNight = await dinner(ny, "2027-03-14T04:00:00.000Z", "2027-03-14T10:00:00.000Z", { chunk: 2 });
    await assign(nyNight, ann, ny, 1);
    // 22:00 GMT on Saturday to 05:00 BST on Sunday: the second half starts at 02:00 BST (01:00 UTC).
    const londonNight = await dinner(london, "2027-03-27T22:00:00.000Z", "2027-03-28T04:00:00.000Z", { chunk: 2 });
    await assign(londonNight, ann, london, 1);

    expect(await seen(ann)).toEqual([
      {
        kind: "shift_assigned",
        title: "New shift",
        body: "You are on Dinner - Line Cook at Soho, Sun 28-03-2027 02:00 AM BST to 05:00 AM.",
      },
      {
        kind: "shift_assigned",
        title: "New shift",
        body: "You are on Dinner - Line Cook at Downtown, Sun 14-03-2027 03:00 AM EDT to 06:00 AM.",
      },
    ]);
  });

  it("writes nothing when the assignment is refused (409, the position is taken)", async () => {
    const [ann, bob] = [await cook(), await cook()];
    const shift = await dinner(ny, "2027-01-13T22:00:00.000Z", "2027-01-14T04:00:00.000Z", {
      areas: [{ id: ny.areaId, area_role: [{ id: ny.roleA, count: 1 }] }],
    });
    await assign(shift, ann, ny);
    const refused = await selectShift(owner, assignment(shift, bob.employeeId, ny.roleA));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ASSIGN_MESSAGES.slotFull);
    expect(await listOf(bob)).toEqual({ items: [], unread: 0, next_before: null });
  });

  it("tells each employee auto-fill booked once, with their list; a skipped proposal tells nobody", async () => {
    const [ann, bob, cat] = [await cook(), await cook(), await cook()];
    const one = { areas: [{ id: ny.areaId, area_role: [{ id: ny.roleA, count: 1 }] }] };
    const friday = await dinner(ny, "2027-01-15T22:00:00.000Z", "2027-01-16T04:00:00.000Z", one);
    const sunday = await dinner(ny, "2027-01-17T22:00:00.000Z", "2027-01-18T04:00:00.000Z", one);
    const saturday = await dinner(london, "2027-01-16T18:00:00.000Z", "2027-01-16T23:00:00.000Z");
    const item = (shift: ShiftItem, who: Member, role: number) => ({
      slot_id: shift.shift_time_slots[0]?.id,
      area_role_id: role,
      employee_id: who.employeeId,
    });
    const res = await owner.post("/api/schedule/auto-fill/apply", {
      assignments: [
        item(sunday, ann, ny.roleA),
        item(friday, ann, ny.roleA),
        item(saturday, ann, london.roleA),
        item(friday, bob, ny.roleA),
        item(saturday, cat, london.roleA),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ applied: 4, skipped: [{ employee_id: bob.employeeId }] });
    // One notice for Ann's three positions, the earliest first, whatever the order they were applied in.
    expect(await seen(ann)).toEqual([
      {
        kind: "shift_assigned",
        title: "New shifts",
        body:
          "You are on 3 shifts: Dinner - Line Cook at Downtown, Fri 15-01-2027 05:00 PM EST to 11:00 PM; " +
          "Dinner - Line Cook at Soho, Sat 16-01-2027 06:00 PM GMT to 11:00 PM; " +
          "Dinner - Line Cook at Downtown, Sun 17-01-2027 05:00 PM EST to 11:00 PM.",
      },
    ]);
    const [annNotice] = (await listOf(ann)).items;
    expect(annNotice?.data.count).toBe(3);
    expect(annNotice?.data.shift?.shift_id).toBe(friday.id);
    expect(annNotice?.data.shifts?.map((s) => s.shift_id)).toEqual([friday.id, saturday.id, sunday.id]);
    // A single booking keeps the single sentence.
    expect(await seen(cat)).toEqual([
      {
        kind: "shift_assigned",
        title: "New shift",
        body: "You are on Dinner - Line Cook at Soho, Sat 16-01-2027 06:00 PM GMT to 11:00 PM.",
      },
    ]);
    expect(await seen(bob)).toEqual([]);
  });

  it("names the first ten of a long list and counts the rest", async () => {
    const dan = await cook();
    const days = Array.from({ length: 12 }, (_, i) => 1 + i);
    const shifts = [];
    for (const d of days) {
      const day = String(d).padStart(2, "0");
      shifts.push(await dinner(ny, `2027-02-${day}T22:00:00.000Z`, `2027-02-${day}T23:00:00.000Z`));
    }
    const res = await owner.post("/api/schedule/auto-fill/apply", {
      assignments: shifts.map((s) => ({
        slot_id: s.shift_time_slots[0]?.id,
        area_role_id: ny.roleA,
        employee_id: dan.employeeId,
      })),
    });
    expect(res.json().payload, res.body).toMatchObject({ applied: 12 });
    const items = (await listOf(dan)).items;
    expect(items).toHaveLength(1);
    expect(items[0]?.data.count).toBe(12);
    expect(items[0]?.data.shifts).toHaveLength(NOTICE_SHIFTS_MAX);
    expect(items[0]?.body).toMatch(
      /^You are on 12 shifts: Dinner - Line Cook at Downtown, Mon 01-02-2027 .*; and 2 more\.$/,
    );
    expect(items[0]?.body).toContain("Wed 10-02-2027");
    expect(items[0]?.body).not.toContain("Thu 11-02-2027");
  });
});

describe("shift_changed", () => {
  it("tells those holding a position when the shift is moved, with its new times; not a pending request", async () => {
    const [ann, bob] = [await cook(), await cook()];
    const shift = await dinner(ny, "2027-01-18T22:00:00.000Z", "2027-01-19T04:00:00.000Z");
    await assign(shift, ann, ny);
    expect((await pickup(bob, pickupOf(shift, ny.roleA))).statusCode).toBe(201);
    const before = (await listOf(ann)).items.length;

    const moved = await owner.patch(`/api/shift/${shift.id}`, {
      from: "2027-01-18T23:00:00.000Z",
      to: "2027-01-19T05:00:00.000Z",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [news] = (await listOf(ann)).items;
    expect((await listOf(ann)).items).toHaveLength(before + 1);
    expect(news).toMatchObject({
      kind: "shift_changed",
      title: "Shift changed",
      body: "Your shift Dinner - Line Cook at Downtown, Mon 18-01-2027 06:00 PM EST to 12:00 AM was moved.",
      data: { change: "moved", shift: { starts_at: "2027-01-18T23:00:00.000Z", ends_at: "2027-01-19T05:00:00.000Z" } },
    });
    expect(await seen(bob)).toEqual([]);

    // A "move" to the same times changes nothing anyone sees: nothing new.
    await owner.patch(`/api/shift/${shift.id}`, { from: "2027-01-18T23:00:00.000Z", to: "2027-01-19T05:00:00.000Z" });
    expect((await listOf(ann)).items).toHaveLength(before + 1);
  });

  it("tells them of an edit of what the shift is, but not of a count raised", async () => {
    const ann = await cook();
    const shift = await dinner(ny, "2027-01-20T22:00:00.000Z", "2027-01-21T04:00:00.000Z");
    await assign(shift, ann, ny);
    const put = (patch: Parameters<typeof storeBody>[1]) =>
      owner.request({
        method: "PUT",
        url: `/api/shift/${shift.id}`,
        payload: storeBody(ny, { from: shift.from, to: shift.to, ...patch }),
      });

    const more = await put({
      areas: [{ id: ny.areaId, area_role: [{ id: ny.roleA, count: 3 }] }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect((await seen(ann)).map((n) => n.kind)).toEqual(["shift_assigned"]);

    expect((await put({ name: "Late dinner" })).statusCode).toBe(200);
    expect((await seen(ann))[0]).toEqual({
      kind: "shift_changed",
      title: "Shift changed",
      body: "Your shift Late dinner - Line Cook at Downtown, Wed 20-01-2027 05:00 PM EST to 11:00 PM was changed.",
    });
    // New times alone, sent as an edit, read as a move.
    expect((await put({ name: "Late dinner", to: "2027-01-21T05:00:00.000Z" })).statusCode).toBe(200);
    expect((await seen(ann))[0]?.body).toBe(
      "Your shift Late dinner - Line Cook at Downtown, Wed 20-01-2027 05:00 PM EST to 12:00 AM was moved.",
    );
  });

  it("tells them when the shift is deleted, with the times it had", async () => {
    const [ann, bob] = [await cook(), await cook()];
    const shift = await dinner(ny, "2027-01-22T22:00:00.000Z", "2027-01-23T04:00:00.000Z", { chunk: 2 });
    await assign(shift, ann, ny, 0);
    await assign(shift, ann, ny, 1);
    await assign(shift, bob, ny, 1);
    expect((await owner.del(`/api/shift/${shift.id}`)).statusCode).toBe(200);

    // Once per person, over the halves they held.
    expect((await seen(ann))[0]).toEqual({
      kind: "shift_changed",
      title: "Shift changed",
      body: "Your shift Dinner - Line Cook at Downtown, Fri 22-01-2027 05:00 PM EST to 11:00 PM was deleted.",
    });
    expect((await seen(ann)).filter((n) => n.kind === "shift_changed")).toHaveLength(1);
    expect((await seen(bob))[0]?.body).toBe(
      "Your shift Dinner - Line Cook at Downtown, Fri 22-01-2027 08:00 PM EST to 11:00 PM was deleted.",
    );
  });
});

describe("a draft shift (draft weeks on)", () => {
  it("tells staff nothing when it is assigned, moved, edited or deleted", async () => {
    const drafter = await registerOwner(t.app, "Draft Bistro");
    const res = await drafter.put("/api/business/work-rules", { ...WORK_RULE_DEFAULTS, draft_weeks: true });
    expect(res.statusCode, res.body).toBe(200);
    const place = await namedPlace(t, drafter, "Uptown", "America/New_York");
    const ann = await addMember(t, drafter, [place.roleA]);
    const shift = await createShift(
      drafter,
      storeBody(place, { from: "2027-02-01T22:00:00.000Z", to: "2027-02-02T04:00:00.000Z" }),
    );
    const assigned = await selectShift(drafter, assignment(shift, ann.employeeId, place.roleA));
    expect(assigned.statusCode, assigned.body).toBe(200);
    const moved = await drafter.patch(`/api/shift/${shift.id}`, {
      from: "2027-02-01T23:00:00.000Z",
      to: "2027-02-02T05:00:00.000Z",
    });
    expect(moved.statusCode).toBe(200);
    expect((await drafter.del(`/api/shift/${shift.id}`)).statusCode).toBe(200);
    expect(await listOf(ann)).toEqual({ items: [], unread: 0, next_before: null });
  });
});
