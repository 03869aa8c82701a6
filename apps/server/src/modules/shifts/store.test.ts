import { MESSAGES } from "@brigade/contract/messages";
import { SHIFT_MESSAGES as M } from "@brigade/contract/shift-rules";
import type { ShiftStoreBody } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locations } from "../../db/schema/locations";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

const hours = (slot: { from: string; to: string }) => (Date.parse(slot.to) - Date.parse(slot.from)) / 3_600_000;

describe("POST /api/shift/store", () => {
  it("creates a shift across midnight: day and interval in the location's zone, 3 equal Half slots for chunk 3", async () => {
    // Saturday 5 December 2026, 20:00 to 02:00 in New York (already Sunday in UTC).
    const res = await manager.post("/api/shift/store", {
      ...storeBody(place, { from: "2026-12-06T01:00:00.000Z", to: "2026-12-06T07:00:00.000Z", chunk: 3 }),
      day: "Sunday",
      label_color: "#ff0000",
      shifttimebreak: [{ from: "2026-12-06T01:00:00.000Z", to: "2026-12-06T01:30:00.000Z", type: "Full" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, payload } = res.json();
    expect(message).toBe(M.created);
    expect(payload).toMatchObject({
      name: "Dinner",
      desc: "Dinner service",
      day: "Saturday",
      interval: "05-12-2026",
      chunk: 3,
      shift_type: "Non_Premium",
      bonus: 0,
      label_color: "#ff0000",
      location_id: place.locationId,
      from: "2026-12-06T01:00:00.000Z",
      to: "2026-12-06T07:00:00.000Z",
      location: { id: place.locationId, time_zone: { value: "America/New_York", abbr: "EST" } },
      shift_timeline: [],
    });
    expect(payload.location.areas[0].area_role).toHaveLength(2);
    expect(payload.area_roles).toEqual([
      expect.objectContaining({ id: place.roleA, area_id: place.areaId, pivot: { role_count: 2 } }),
      expect.objectContaining({ id: place.roleB, area_id: place.areaId, pivot: { role_count: 1 } }),
    ]);
    const slots = payload.shift_time_slots;
    expect(slots.map((s: { type: string }) => s.type)).toEqual(["Half", "Half", "Half"]);
    expect(slots.map(hours)).toEqual([2, 2, 2]);
    expect(slots[0].from).toBe(payload.from);
    expect(slots[2].to).toBe(payload.to);
    expect(slots[0]).toMatchObject({
      remaining_slots: 3,
      area_roles: [
        { area_role_id: place.roleA, capacity: 2, remaining_slots: 2 },
        { area_role_id: place.roleB, capacity: 1, remaining_slots: 1 },
      ],
    });
  });

  it("splits real elapsed time evenly across a daylight-saving change", async () => {
    // New York springs forward at 02:00 on 14 March 2027: 22:00 EST to 06:00 EDT is 7 hours.
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-03-14T03:00:00.000Z", to: "2027-03-14T10:00:00.000Z", chunk: 2 }),
    );
    expect(shift.day).toBe("Saturday");
    expect(shift.interval).toBe("13-03-2027");
    expect(shift.shift_time_slots.map(hours)).toEqual([3.5, 3.5]);
  });

  it("stores the bonus of a Premium shift and 0 for any other", async () => {
    const premium = await createShift(owner, storeBody(place, { shift_type: "Premium", bonus: 25.5 }));
    expect(premium).toMatchObject({ shift_type: "Premium", bonus: 25.5 });
    const plain = await createShift(owner, storeBody(place, { shift_type: "Non_Premium", bonus: 40 }));
    expect(plain).toMatchObject({ shift_type: "Non_Premium", bonus: 0, label_color: "#0a0a0a" });
  });

  const refusal = async (body: ShiftStoreBody) => {
    const res = await owner.post("/api/shift/store", body);
    expect(res.statusCode, res.body).toBe(422);
    return res.json() as { message: string; errors: Record<string, string[]> };
  };

  it("answers every Create Shift rule with the spec's message and field (422)", async () => {
    const base = storeBody(place);
    const cases: [Partial<ShiftStoreBody>, string, string, string][] = [
      [{ name: "" }, M.fieldsEmpty, "name", M.nameRequired],
      [{ name: "other" }, M.fieldsEmpty, "other_name", M.otherNameRequired],
      [{ from: null }, M.fieldsEmpty, "from", M.fromRequired],
      [{ from: "next tuesday" }, M.fieldsEmpty, "from", M.fromRequired],
      [{ to: undefined }, M.fieldsEmpty, "to", M.toRequired],
      [{ location_id: null }, M.fieldsEmpty, "location_id", M.locationRequired],
      [{ chunk: 4 }, M.chunkTooLarge, "chunk", M.chunkTooLarge],
      [{ chunk: 0 }, M.chunkTooSmall, "chunk", M.chunkTooSmall],
      [{ areas: [] }, M.areaRequired, "areas", M.areaRequired],
      [
        { areas: [{ id: null, area_role: [{ id: place.roleA, count: 1 }] }] },
        M.areaFieldsEmpty,
        "areas.0.id",
        M.areaFieldsEmpty,
      ],
      [{ areas: [{ id: place.areaId, area_role: [] }] }, M.roleRequired, "areas.0.area_role", M.roleRequired],
      [
        { areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: null }] }] },
        M.roleFieldsEmpty,
        "areas.0.area_role.0",
        M.roleFieldsEmpty,
      ],
      [
        {
          areas: [
            {
              id: place.areaId,
              area_role: [
                { id: place.roleA, count: 1 },
                { id: place.roleA, count: 2 },
              ],
            },
          ],
        },
        M.roleRepeated,
        "areas.0.area_role.1",
        M.roleRepeated,
      ],
      [
        {
          areas: [
            { id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] },
            { id: place.areaId, area_role: [{ id: place.roleB, count: 1 }] },
          ],
        },
        M.areaRepeated,
        "areas.1.id",
        M.areaRepeated,
      ],
      [{ to: base.from }, M.toBeforeFrom, "to", M.toBeforeFrom],
      [{ from: "2026-01-05T10:00:00Z", to: "2026-01-05T12:00:00Z" }, M.fromInPast, "from", M.fromInPast],
      [{ shift_type: "Premium", bonus: -5 }, M.bonusInvalid, "bonus", M.bonusInvalid],
      [{ label_color: "red" }, M.colorInvalid, "label_color", M.colorInvalid],
      [{ shift_type: "Gold" }, M.typeInvalid, "shift_type", M.typeInvalid],
    ];
    for (const [patch, message, field, fieldMessage] of cases) {
      const body = await refusal({ ...base, ...patch });
      expect(body.message, JSON.stringify(patch)).toBe(message);
      expect(body.errors[field], JSON.stringify(patch)).toEqual([fieldMessage]);
    }
  });

  it("puts the spec's first message first when several rules are broken", async () => {
    const body = await refusal({ ...storeBody(place), name: "", chunk: 5, areas: [] });
    expect(body.message).toBe(M.chunkTooLarge);
    expect(body.errors).toMatchObject({
      chunk: [M.chunkTooLarge],
      name: [M.nameRequired],
      areas: [M.areaRequired],
    });
  });

  it("refuses a location without work areas", async () => {
    const [empty] = await t.database.db
      .insert(locations)
      .values({ businessId: place.businessId, name: "Empty site", timeZone: "UTC" })
      .returning();
    const body = await refusal({ ...storeBody(place), location_id: empty?.id });
    expect(body.message).toBe(M.locationWithoutAreas);
    expect(body.errors.location_id).toEqual([M.locationWithoutAreas]);
  });

  it("refuses an area of another location and a role of another area", async () => {
    const other = await createAreaRole(t, place.businessId);
    const foreignArea = await refusal(
      storeBody(place, { areas: [{ id: other.areaId, area_role: [{ id: other.id, count: 1 }] }] }),
    );
    expect(foreignArea).toEqual({ message: M.roleNotInArea, errors: { "areas.0.id": [M.roleNotInArea] } });
    const foreignRole = await refusal(
      storeBody(place, { areas: [{ id: place.areaId, area_role: [{ id: other.id, count: 1 }] }] }),
    );
    expect(foreignRole).toEqual({ message: M.roleNotInArea, errors: { "areas.0.area_role.0": [M.roleNotInArea] } });
  });

  it("answers 404 for another business's location", async () => {
    const stranger = await registerOwner(t.app, "Elsewhere");
    const res = await stranger.post("/api/shift/store", storeBody(place));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.locationNotFound });
  });

  it("is for managers only: a team member gets 403 on store, move, delete and the lists", async () => {
    const shift = await createShift(owner, storeBody(place));
    expect((await member.post("/api/shift/store", storeBody(place))).statusCode).toBe(403);
    expect((await member.patch(`/api/shift/${shift.id}`, { from: shift.from, to: shift.to })).statusCode).toBe(403);
    expect((await member.del(`/api/shift/${shift.id}`)).statusCode).toBe(403);
    // The full list names every employee's bookings: a team member has my-shifts and open-shifts instead.
    expect((await member.get("/api/shift/index?pagination=0")).statusCode).toBe(403);
    expect((await member.get(`/api/shift/${shift.id}`)).statusCode).toBe(403);
  });
});
