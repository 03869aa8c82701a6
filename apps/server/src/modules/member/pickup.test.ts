import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { MEMBER_MESSAGES as M } from "@brigade/contract/member";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employees } from "../../db/schema/employees";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { remaining } from "../assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addMember, eventsOf, type Member, pickup, pickupOf, startSlot } from "./test/support";

let t: TestApp;
let owner: Caller;
let place: Place;
let day = 0;

/** A future shift of its own day, so tests do not overlap one another. */
const nextShift = (patch: Parameters<typeof storeBody>[1] = {}) => {
  day++;
  const date = `2027-03-${String(day).padStart(2, "0")}`;
  return createShift(owner, storeBody(place, { from: `${date}T15:00:00Z`, to: `${date}T21:00:00Z`, ...patch }));
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

describe("POST /api/shift/employee/pickup", () => {
  it("creates a Pending booking of the caller, records it, and takes no position", async () => {
    const member = await addMember(t, owner, [place.roleA]);
    const shift = await nextShift();
    const res = await pickup(member, pickupOf(shift, place.roleA));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(M.pickedUp);
    expect(body.payload).toMatchObject({
      status: "Pending",
      employee_id: member.employeeId,
      shift_id: shift.id,
      slot_id: shift.shift_time_slots[0]?.id,
      area_role_id: place.roleA,
      area_role: { id: place.roleA },
      from: shift.shift_time_slots[0]?.from,
      to: shift.shift_time_slots[0]?.to,
      action_detail: null,
      employee: { id: member.employeeId, user: { name: "team_member person" } },
    });
    expect(await eventsOf(t, body.payload.id)).toEqual([
      { actor: member.userId, from: null, to: "Pending", note: null },
    ]);
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
  });

  it("is open to a manager who is also an employee (no 403)", async () => {
    const manager = await addMember(t, owner, [place.roleB], "manager");
    const res = await pickup(manager, pickupOf(await nextShift(), place.roleB));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers 404 to a signed-in user without an employee record", async () => {
    const res = await pickup(owner, pickupOf(await nextShift(), place.roleA));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noEmployeeRecord);
  });

  it("answers 404 for a missing shift, a slot of another shift, and a role not on the shift", async () => {
    const member = await addMember(t, owner, [place.roleA, place.roleB]);
    const shift = await nextShift({ areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }] });
    const other = await nextShift();
    const cases: [object, string][] = [
      [{ ...pickupOf(shift, place.roleA), shift_id: 999_999 }, SHIFT_MESSAGES.notFound],
      [{ ...pickupOf(shift, place.roleA), slot_id: other.shift_time_slots[0]?.id }, ASSIGN_MESSAGES.slotNotFound],
      [{ ...pickupOf(shift, place.roleA), slot_id: 999_999 }, ASSIGN_MESSAGES.slotNotFound],
      [pickupOf(shift, place.roleB), ASSIGN_MESSAGES.roleNotOnShift],
    ];
    for (const [body, message] of cases) {
      const res = await member.post("/api/shift/employee/pickup", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers 422 for missing ids, a role the caller lacks, and a caller who is not active", async () => {
    const member = await addMember(t, owner, [place.roleA]);
    const shift = await nextShift();
    const empty = await member.post("/api/shift/employee/pickup", {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["area_role_id", "shift_id", "slot_id"]);

    const lacking = await pickup(member, pickupOf(shift, place.roleB));
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json()).toEqual({ message: M.lacksRole, errors: { area_role_id: [M.lacksRole] } });

    await t.database.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, member.employeeId));
    const inactive = await pickup(member, pickupOf(shift, place.roleA));
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe(M.notActive);
  });

  describe("409", () => {
    let member: Member;
    beforeAll(async () => {
      member = await addMember(t, owner, [place.roleA, place.roleB]);
    });

    const refused = async (body: ReturnType<typeof pickupOf>, message: string) => {
      const res = await pickup(member, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    };

    it("when the caller already asked for the slot, in any role", async () => {
      const shift = await nextShift();
      expect((await pickup(member, pickupOf(shift, place.roleA))).statusCode).toBe(201);
      await refused(pickupOf(shift, place.roleA), M.alreadyRequested);
      await refused(pickupOf(shift, place.roleB), M.alreadyRequested);
    });

    it("when the caller already holds a position in the slot", async () => {
      const shift = await nextShift();
      await book(t, place, shift, { employeeId: member.employeeId, areaRoleId: place.roleB });
      await refused(pickupOf(shift, place.roleA), M.alreadyRequested);
    });

    it("when the slot overlaps a position the caller holds elsewhere", async () => {
      const held = await nextShift();
      await book(t, place, held, { employeeId: member.employeeId });
      const date = held.from.slice(0, 10);
      const overlapping = await createShift(
        owner,
        storeBody(place, { from: `${date}T20:00:00Z`, to: `${date}T23:00:00Z` }),
      );
      await refused(pickupOf(overlapping, place.roleA), M.overlaps);
    });

    it("when no position of the role is left", async () => {
      const shift = await nextShift();
      const other = await addMember(t, owner, [place.roleB]);
      await book(t, place, shift, { employeeId: other.employeeId, areaRoleId: place.roleB });
      await refused(pickupOf(shift, place.roleB), M.slotFull);
    });

    it("once the slot has started", async () => {
      const shift = await nextShift();
      await startSlot(t, shift.shift_time_slots[0]?.id ?? 0);
      await refused(pickupOf(shift, place.roleA), M.slotStarted);
    });
  });

  it("lets a member ask again after a rejected pickup (one open request per slot)", async () => {
    const member = await addMember(t, owner, [place.roleA]);
    const shift = await nextShift();
    await book(t, place, shift, { employeeId: member.employeeId, status: "Rejected" });
    expect((await pickup(member, pickupOf(shift, place.roleA))).statusCode).toBe(201);
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/shift/employee/pickup", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
