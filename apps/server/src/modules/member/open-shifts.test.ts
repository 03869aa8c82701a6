import { dayMonthYearIn } from "@brigade/contract/dates";
import type { OpenShiftItem } from "@brigade/contract/member";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addMember, type Member, pickup, pickupOf, startSlot, withdraw } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: Place;
let member: Member;
let other: Member;
let day = 0;

const PERIOD = "?from=01-05-2027&to=30-05-2027";

const nextShift = (patch: Parameters<typeof storeBody>[1] = {}) => {
  day++;
  const date = `2027-05-${String(day).padStart(2, "0")}`;
  return createShift(owner, storeBody(place, { from: `${date}T15:00:00Z`, to: `${date}T21:00:00Z`, ...patch }));
};

const openShifts = async (caller: Caller, query = PERIOD) => {
  const res = await caller.get(`/api/employee/open-shifts${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as OpenShiftItem[];
};
const offered = (items: OpenShiftItem[], shift: ShiftItem) => items.filter((i) => i.shift.id === shift.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  member = await addMember(t, owner, [place.roleA]);
  other = await addMember(t, owner, [place.roleA, place.roleB]);
});
afterAll(() => t.close());

describe("GET /api/employee/open-shifts", () => {
  it("offers the vacant positions of the caller's own roles, with what is left", async () => {
    const shift = await nextShift();
    await book(t, place, shift, { employeeId: other.employeeId });
    const items = offered(await openShifts(member), shift);
    expect(items).toEqual([
      {
        shift: { id: shift.id, name: "Dinner", label_color: "#0a0a0a" },
        slot: {
          id: shift.shift_time_slots[0]?.id,
          from: shift.shift_time_slots[0]?.from,
          to: shift.shift_time_slots[0]?.to,
          type: "Full",
        },
        area_role: { id: place.roleA, name: expect.any(String) },
        location: {
          id: place.locationId,
          name: expect.any(String),
          time_zone: expect.objectContaining({ value: "America/New_York", abbr: "EDT" }),
        },
        remaining_slots: 1,
      },
    ]);
  });

  it("leaves out full positions", async () => {
    const shift = await nextShift({ areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }] });
    await book(t, place, shift, { employeeId: other.employeeId });
    expect(offered(await openShifts(member), shift)).toEqual([]);
  });

  it("leaves out slots overlapping a position the caller holds, and the held slot itself", async () => {
    const held = await nextShift();
    await book(t, place, held, { employeeId: member.employeeId });
    const date = held.from.slice(0, 10);
    const overlapping = await createShift(
      owner,
      storeBody(place, { from: `${date}T20:00:00Z`, to: `${date}T23:00:00Z` }),
    );
    const after = await createShift(owner, storeBody(place, { from: `${date}T21:00:00Z`, to: `${date}T23:00:00Z` }));
    const items = await openShifts(member);
    expect(offered(items, held)).toEqual([]);
    expect(offered(items, overlapping)).toEqual([]);
    // Back to back is not an overlap.
    expect(offered(items, after)).toHaveLength(1);
  });

  it("leaves out a slot the caller has asked for, until they withdraw", async () => {
    const shift = await nextShift();
    const asked = await pickup(member, pickupOf(shift, place.roleA));
    expect(offered(await openShifts(member), shift)).toEqual([]);
    // Another member still sees it: a pickup takes no position.
    expect(offered(await openShifts(other), shift).map((i) => i.remaining_slots)).toEqual([2, 1]);
    await withdraw(member, asked.json().payload.id);
    expect(offered(await openShifts(member), shift)).toHaveLength(1);
  });

  it("leaves out slots that have started", async () => {
    const started = await nextShift();
    const slotId = started.shift_time_slots[0]?.id ?? 0;
    await startSlot(t, slotId);
    const now = new Date();
    const around = `?from=${dayMonthYearIn(new Date(now.getTime() - 86_400_000), "America/New_York")}&to=${dayMonthYearIn(new Date(now.getTime() + 86_400_000), "America/New_York")}`;
    expect((await openShifts(other, around)).filter((i) => i.slot.id === slotId)).toEqual([]);
  });

  it("offers every slot of a split shift on its own", async () => {
    const shift = await nextShift({ chunk: 3 });
    const items = offered(await openShifts(member), shift);
    expect(items.map((i) => i.slot.id)).toEqual(shift.shift_time_slots.map((s) => s.id));
    expect(items.every((i) => i.slot.type === "Half")).toBe(true);
  });

  it("answers an empty list to a signed-in user without an employee record", async () => {
    expect(await openShifts(owner)).toEqual([]);
  });
});
