import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, bookingRanges, createPlace, createShift, type Place, storeBody } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let cook: Caller & { employeeId: number };
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  cook = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

const hours = (slot: { from: string; to: string }) => (Date.parse(slot.to) - Date.parse(slot.from)) / 3_600_000;

describe("PATCH /api/shift/{id}", () => {
  it("moves the shift, re-splits its slots in place and moves the bookings with them", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-01-11T15:00:00.000Z", to: "2027-01-11T19:00:00.000Z", chunk: 2 }),
    );
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 0 });
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 1 });
    // One hour later and two hours longer: the first slot now covers the old second one's time.
    const res = await manager.patch(`/api/shift/${shift.id}`, {
      from: "2027-01-11T16:00:00.000Z",
      to: "2027-01-11T22:00:00.000Z",
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().payload as ShiftItem;
    expect(res.json().message).toBe(M.updated);
    expect(moved.shift_time_slots.map((s) => s.id)).toEqual(shift.shift_time_slots.map((s) => s.id));
    expect(moved.shift_time_slots.map(hours)).toEqual([3, 3]);
    expect(moved.shift_timeline.map((b) => [b.from, b.to])).toEqual([
      ["2027-01-11T16:00:00.000Z", "2027-01-11T19:00:00.000Z"],
      ["2027-01-11T19:00:00.000Z", "2027-01-11T22:00:00.000Z"],
    ]);
    for (const row of await bookingRanges(t, shift.id)) {
      expect([row.lower.getTime(), row.upper.getTime()]).toEqual([row.slotFrom.getTime(), row.slotTo.getTime()]);
    }
    expect(moved.shift_time_slots[0]?.area_roles[0]?.remaining_slots).toBe(1);
  });

  it("re-derives the day and splits evenly across the autumn daylight-saving change, also in the past", async () => {
    const shift = await createShift(owner, storeBody(place, { chunk: 2 }));
    // Saturday 31 October 2026 22:00 EDT to Sunday 1 November 05:00 EST: 8 hours, 4 in each slot.
    const res = await owner.patch(`/api/shift/${shift.id}`, {
      from: "2026-11-01T02:00:00.000Z",
      to: "2026-11-01T10:00:00.000Z",
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().payload as ShiftItem;
    expect(moved).toMatchObject({ day: "Saturday", interval: "31-10-2026" });
    expect(moved.shift_time_slots.map(hours)).toEqual([4, 4]);
    expect(moved.shift_time_slots[1]?.from).toBe("2026-11-01T06:00:00.000Z");
  });

  it("answers 409 when a booking would overlap another of the same employee, and changes nothing", async () => {
    const morning = await createShift(
      owner,
      storeBody(place, { from: "2027-02-01T14:00:00.000Z", to: "2027-02-01T18:00:00.000Z" }),
    );
    const evening = await createShift(
      owner,
      storeBody(place, { from: "2027-02-01T19:00:00.000Z", to: "2027-02-01T23:00:00.000Z" }),
    );
    await book(t, place, morning, { employeeId: cook.employeeId });
    await book(t, place, evening, { employeeId: cook.employeeId });
    const res = await owner.patch(`/api/shift/${morning.id}`, {
      from: "2027-02-01T16:00:00.000Z",
      to: "2027-02-01T20:00:00.000Z",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.moveOverlaps });
    const [row] = await bookingRanges(t, morning.id);
    expect(row?.slotFrom.toISOString()).toBe("2027-02-01T14:00:00.000Z");
    expect(row?.lower.toISOString()).toBe("2027-02-01T14:00:00.000Z");
    // A pending request holds no time, so it does not block a move.
    const other = await createShift(
      owner,
      storeBody(place, { from: "2027-02-02T14:00:00Z", to: "2027-02-02T18:00:00Z" }),
    );
    await book(t, place, other, { employeeId: cook.employeeId, status: "Pending" });
    const free = await owner.patch(`/api/shift/${other.id}`, {
      from: "2027-02-01T19:00:00Z",
      to: "2027-02-01T21:00:00Z",
    });
    expect(free.statusCode, free.body).toBe(200);
  });

  it("applies the time rules and answers 404 for an unknown shift", async () => {
    const shift = await createShift(owner, storeBody(place));
    const backwards = await owner.patch(`/api/shift/${shift.id}`, { from: shift.to, to: shift.from });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ message: M.toBeforeFrom, errors: { to: [M.toBeforeFrom] } });
    const missing = await owner.patch(`/api/shift/${shift.id}`, { from: shift.from });
    expect(missing.json()).toEqual({ message: M.fieldsEmpty, errors: { to: [M.toRequired] } });
    const unknown = await owner.patch("/api/shift/999999", { from: shift.from, to: shift.to });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.notFound });
  });
});

describe("DELETE /api/shift/{id}", () => {
  it("removes the shift with its slots and bookings", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-03-01T15:00:00Z", to: "2027-03-01T19:00:00Z" }),
    );
    await book(t, place, shift, { employeeId: cook.employeeId });
    const res = await manager.del(`/api/shift/${shift.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await bookingRanges(t, shift.id)).toEqual([]);
    const list = (await owner.get("/api/shift/index?pagination=0")).json().payload.paginated as ShiftItem[];
    expect(list.map((s) => s.id)).not.toContain(shift.id);
    expect((await manager.del(`/api/shift/${shift.id}`)).statusCode).toBe(404);
  });
});

describe("GET /api/shift-time-slots/area-role", () => {
  it("lists a role's slots with their open positions; empty_slot=true keeps those with room", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-04-01T15:00:00Z",
        to: "2027-04-01T21:00:00Z",
        chunk: 3,
        areas: [{ id: place.areaId, area_role: [{ id: place.roleB, count: 1 }] }],
      }),
    );
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 1, areaRoleId: place.roleB });
    const url = `/api/shift-time-slots/area-role?shift_id=${shift.id}&area_role_id=${place.roleB}`;
    expect((await cook.get(url)).statusCode).toBe(403);
    const all = await owner.get(url);
    expect(all.statusCode).toBe(200);
    expect(all.json().payload).toEqual(
      shift.shift_time_slots.map((s, i) => ({
        id: s.id,
        from: s.from,
        to: s.to,
        type: "Half",
        remaining_slots: i === 1 ? 0 : 1,
      })),
    );
    const open = (await owner.get(`${url}&empty_slot=true`)).json().payload as { id: number }[];
    expect(open.map((s) => s.id)).toEqual([shift.shift_time_slots[0]?.id, shift.shift_time_slots[2]?.id]);
    // A role the shift does not staff has no slots.
    expect(
      (await owner.get(`/api/shift-time-slots/area-role?shift_id=${shift.id}&area_role_id=${place.roleA}`)).json()
        .payload,
    ).toEqual([]);
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect((await stranger.get(url)).statusCode).toBe(404);
  });
});
