import { MESSAGES } from "@brigade/contract/messages";
import { bookedRoleMessage, countBelowHeldMessage, SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftItem, ShiftStoreBody } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../../db/schema/locations";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, bookingRanges, createPlace, createShift, type Place, storeBody } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let cook: Caller & { employeeId: number };
let waiter: Caller & { employeeId: number };
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  cook = await createStaff(t, owner, "team_member");
  waiter = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

const hours = (slot: { from: string; to: string }) => (Date.parse(slot.to) - Date.parse(slot.from)) / 3_600_000;

/** The shift as GET /api/shift/index shows it. */
async function listed(id: number): Promise<ShiftItem | undefined> {
  const res = await owner.get("/api/shift/index?pagination=0");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload.paginated as ShiftItem[]).find((s) => s.id === id);
}

/** The edit body that leaves a shift as it is. */
const bodyOf = (shift: ShiftItem): ShiftStoreBody => ({
  name: shift.name,
  desc: shift.desc,
  from: shift.from,
  to: shift.to,
  shift_type: shift.shift_type,
  bonus: shift.bonus,
  label_color: shift.label_color,
  location_id: shift.location_id,
  chunk: shift.chunk,
  areas: [...new Set(shift.area_roles.map((r) => r.area_id))].map((areaId) => ({
    id: areaId,
    area_role: shift.area_roles
      .filter((r) => r.area_id === areaId)
      .map((r) => ({ id: r.id, count: r.pivot.role_count })),
  })),
});

const roleCount = (shift: ShiftItem, roleId: number) => shift.area_roles.find((r) => r.id === roleId)?.pivot.role_count;
const open = (shift: ShiftItem, roleId: number) =>
  shift.shift_time_slots.map((s) => s.area_roles.find((p) => p.area_role_id === roleId)?.remaining_slots);

describe("PUT /api/shift/{id} without bookings", () => {
  it("changes every field, re-derives the day in the new location's zone and replaces roles and slots", async () => {
    const shift = await createShift(owner, storeBody(place));
    const london = await createPlace(t, owner, "Europe/London");
    const [bar] = await t.database.db
      .insert(areas)
      .values({ businessId: london.businessId, locationId: london.locationId, name: "Bar" })
      .returning();
    if (!bar) throw new Error("area insert failed");
    const barman = await createAreaRole(t, london.businessId, { areaId: bar.id, name: "Barman" });
    // Sunday 23:00 to Monday 05:00 in London.
    const res = await manager.put(`/api/shift/${shift.id}`, {
      name: "Late bar",
      desc: "  Closing shift  ",
      from: "2027-01-17T23:00:00.000Z",
      to: "2027-01-18T05:00:00.000Z",
      shift_type: "Premium",
      bonus: 12.5,
      label_color: "#00aa55",
      location_id: london.locationId,
      chunk: 3,
      areas: [
        { id: london.areaId, area_role: [{ id: london.roleB, count: 4 }] },
        { id: bar.id, area_role: [{ id: barman.id, count: 1 }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.updated);
    const edited = await listed(shift.id);
    expect(edited).toMatchObject({
      name: "Late bar",
      desc: "Closing shift",
      shift_type: "Premium",
      bonus: 12.5,
      label_color: "#00aa55",
      location_id: london.locationId,
      from: "2027-01-17T23:00:00.000Z",
      to: "2027-01-18T05:00:00.000Z",
      day: "Sunday",
      interval: "17-01-2027",
      chunk: 3,
      location: { id: london.locationId, time_zone: { value: "Europe/London" } },
    });
    expect(edited?.area_roles.map((r) => [r.id, r.pivot.role_count])).toEqual([
      [london.roleB, 4],
      [barman.id, 1],
    ]);
    expect(edited?.shift_time_slots.map((s) => s.type)).toEqual(["Half", "Half", "Half"]);
    expect(edited?.shift_time_slots.map(hours)).toEqual([2, 2, 2]);
    expect(edited?.shift_time_slots.map((s) => s.remaining_slots)).toEqual([5, 5, 5]);
    expect(res.json().payload).toEqual(edited);
  });

  it("may move a shift into the past and back to one Full slot; a Non_Premium shift keeps no bonus", async () => {
    const shift = await createShift(owner, storeBody(place, { chunk: 2, shift_type: "Premium", bonus: 30 }));
    const res = await owner.put(`/api/shift/${shift.id}`, {
      ...bodyOf(shift),
      from: "2026-01-05T14:00:00.000Z",
      to: "2026-01-05T18:00:00.000Z",
      chunk: 1,
      shift_type: "Non_Premium",
      bonus: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().payload as ShiftItem;
    expect(edited).toMatchObject({ shift_type: "Non_Premium", bonus: 0, day: "Monday", chunk: 1 });
    expect(edited.shift_time_slots.map((s) => [s.type, hours(s)])).toEqual([["Full", 4]]);
  });

  it("answers the Create Shift rules with the same 422 messages", async () => {
    const shift = await createShift(owner, storeBody(place));
    const refusal = async (patch: Partial<ShiftStoreBody>) => {
      const res = await owner.put(`/api/shift/${shift.id}`, { ...bodyOf(shift), ...patch });
      expect(res.statusCode, res.body).toBe(422);
      return res.json();
    };
    expect(await refusal({ name: "" })).toEqual({ message: M.fieldsEmpty, errors: { name: [M.nameRequired] } });
    expect(await refusal({ chunk: 4 })).toEqual({ message: M.chunkTooLarge, errors: { chunk: [M.chunkTooLarge] } });
    expect(await refusal({ areas: [] })).toEqual({ message: M.areaRequired, errors: { areas: [M.areaRequired] } });
    expect(await refusal({ to: shift.from })).toEqual({ message: M.toBeforeFrom, errors: { to: [M.toBeforeFrom] } });
    expect(await refusal({ label_color: "red" })).toEqual({
      message: M.colorInvalid,
      errors: { label_color: [M.colorInvalid] },
    });
    const empty = await owner.put(`/api/shift/${shift.id}`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.fieldsEmpty);
    const other = await createAreaRole(t, place.businessId);
    expect(await refusal({ areas: [{ id: place.areaId, area_role: [{ id: other.id, count: 1 }] }] })).toEqual({
      message: M.roleNotInArea,
      errors: { "areas.0.area_role.0": [M.roleNotInArea] },
    });
    expect(await listed(shift.id)).toEqual(shift);
  });
});

describe("PUT /api/shift/{id} with bookings", () => {
  it("raises and lowers counts, adds and removes unbooked roles, moves slots and bookings in place", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-05-03T14:00:00.000Z",
        to: "2027-05-03T20:00:00.000Z",
        chunk: 2,
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
      }),
    );
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 0 });
    await book(t, place, shift, { employeeId: waiter.employeeId, slot: 1, status: "Pending" });
    const body = bodyOf(shift);
    const res = await owner.put(`/api/shift/${shift.id}`, {
      ...body,
      name: "Lunch and more",
      label_color: "#123456",
      from: "2027-05-03T15:00:00.000Z",
      to: "2027-05-03T23:00:00.000Z",
      areas: [
        {
          id: place.areaId,
          area_role: [
            { id: place.roleA, count: 3 },
            { id: place.roleB, count: 2 },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().payload as ShiftItem;
    expect(edited).toMatchObject({ name: "Lunch and more", label_color: "#123456" });
    expect(edited.shift_time_slots.map((s) => s.id)).toEqual(shift.shift_time_slots.map((s) => s.id));
    expect(edited.shift_time_slots.map(hours)).toEqual([4, 4]);
    expect(roleCount(edited, place.roleA)).toBe(3);
    expect(open(edited, place.roleA)).toEqual([2, 3]);
    expect(open(edited, place.roleB)).toEqual([2, 2]);
    expect(edited.shift_time_slots.map((s) => s.remaining_slots)).toEqual([4, 5]);
    for (const row of await bookingRanges(t, shift.id)) {
      expect([row.lower.getTime(), row.upper.getTime()]).toEqual([row.slotFrom.getTime(), row.slotTo.getTime()]);
    }
    // Down to the one position held, and the unbooked role off again.
    const lower = await owner.put(`/api/shift/${shift.id}`, {
      ...bodyOf(edited),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const lowered = lower.json().payload as ShiftItem;
    expect(lowered.area_roles.map((r) => [r.id, r.pivot.role_count])).toEqual([[place.roleA, 1]]);
    expect(open(lowered, place.roleA)).toEqual([0, 1]);
    expect(lowered.shift_timeline).toHaveLength(2);
  });

  it("refuses with 409 what would strand a booking, and leaves the shift exactly as it was", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-06-07T14:00:00.000Z", to: "2027-06-07T22:00:00.000Z", chunk: 2 }),
    );
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 0 });
    await book(t, place, shift, { employeeId: waiter.employeeId, slot: 0 });
    await book(t, place, shift, { employeeId: cook.employeeId, slot: 1, areaRoleId: place.roleB, status: "Rejected" });
    const before = await listed(shift.id);
    if (!before) throw new Error("shift not listed");
    const body = { ...bodyOf(before), name: "Renamed", label_color: "#ff0000" };
    const elsewhere = await createPlace(t, owner);
    const roleA = before.area_roles.find((r) => r.id === place.roleA)?.name ?? "";
    const roleB = before.area_roles.find((r) => r.id === place.roleB)?.name ?? "";
    const cases: [ShiftStoreBody, string][] = [
      [
        {
          ...body,
          location_id: elsewhere.locationId,
          areas: [{ id: elsewhere.areaId, area_role: [{ id: elsewhere.roleA, count: 2 }] }],
        },
        M.bookedLocation,
      ],
      [{ ...body, chunk: 3 }, M.bookedChunk],
      [
        { ...body, areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }] },
        bookedRoleMessage(roleB),
      ],
      [
        {
          ...body,
          areas: [
            {
              id: place.areaId,
              area_role: [
                { id: place.roleA, count: 1 },
                { id: place.roleB, count: 1 },
              ],
            },
          ],
        },
        countBelowHeldMessage(roleA, 2),
      ],
    ];
    for (const [attempt, message] of cases) {
      const res = await owner.put(`/api/shift/${shift.id}`, attempt);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message });
      expect(await listed(shift.id)).toEqual(before);
    }
  });

  it("answers 409 when new times would make a booking overlap another, and changes nothing", async () => {
    const morning = await createShift(
      owner,
      storeBody(place, { from: "2027-07-05T14:00:00.000Z", to: "2027-07-05T18:00:00.000Z" }),
    );
    const evening = await createShift(
      owner,
      storeBody(place, { from: "2027-07-05T19:00:00.000Z", to: "2027-07-05T23:00:00.000Z" }),
    );
    await book(t, place, morning, { employeeId: cook.employeeId });
    await book(t, place, evening, { employeeId: cook.employeeId });
    const before = await listed(morning.id);
    if (!before) throw new Error("shift not listed");
    const res = await owner.put(`/api/shift/${morning.id}`, {
      ...bodyOf(before),
      name: "Stretched",
      from: "2027-07-05T16:00:00.000Z",
      to: "2027-07-05T20:00:00.000Z",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.moveOverlaps });
    expect(await listed(morning.id)).toEqual(before);
  });
});

describe("PUT /api/shift/{id} access", () => {
  it("is for managers of the shift's business: 401, 403 and 404", async () => {
    const shift = await createShift(owner, storeBody(place));
    const body = bodyOf(shift);
    const anonymous = await t.app.inject({ method: "PUT", url: `/api/shift/${shift.id}`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await cook.put(`/api/shift/${shift.id}`, body)).statusCode).toBe(403);
    const unknown = await owner.put("/api/shift/999999", body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.notFound });
    const stranger = await registerOwner(t.app, "Elsewhere");
    const foreign = await stranger.put(`/api/shift/${shift.id}`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.notFound });
    // The stranger's own shift moved to this business's location: the location reads as missing.
    const theirs = await createShift(stranger, storeBody(await createPlace(t, stranger)));
    const intruding = await stranger.put(`/api/shift/${theirs.id}`, body);
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json()).toEqual({ message: MESSAGES.locationNotFound });
    expect(await listed(shift.id)).toEqual(shift);
  });
});
