import { DECISION_MESSAGES as M } from "@brigade/contract/decisions";
import type { ShiftItem } from "@brigade/contract/shifts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { openPositions, requestIn, shiftAction, statusOf } from "./test/support";

// Nobody decides their own request, and accepting a pickup checks again what asking for it needed.

let t: TestApp;
let owner: Caller;
let manager: Caller & { employeeId: number };
let place: Place;
let day = 0;

/** A shift on a day of its own, role A with two positions; `startsInSeconds` puts it close to now. */
async function freshShift(startsInSeconds?: number): Promise<ShiftItem> {
  const start = startsInSeconds === undefined ? Date.UTC(2027, 5, 1 + ++day, 15) : Date.now() + startsInSeconds * 1000;
  return createShift(
    owner,
    storeBody(place, {
      from: new Date(start).toISOString(),
      to: new Date(start + 6 * 3_600_000).toISOString(),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  place = await createPlace(t, owner);
  await t.database.db
    .insert(employeeAreaRoles)
    .values({ businessId: place.businessId, employeeId: manager.employeeId, areaRoleId: place.roleA });
});
afterAll(() => t.close());

describe("a manager's own requests", () => {
  for (const [status, decision] of [
    ["Pending", "Accepted"],
    ["Pending", "Rejected"],
    ["Apply For Leave", "Released"],
    ["Apply For Leave", "Leave Rejected"],
  ] as const) {
    it(`cannot be decided by that manager (${status} to ${decision}): 403, nothing changes`, async () => {
      const shift = await freshShift();
      const { bookingId } = await requestIn(t, place, shift, status, { employeeId: manager.employeeId });
      const before = await openPositions(t, place, shift);
      const res = await shiftAction(manager, bookingId, { status: decision });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("You cannot decide your own request.");
      expect(await statusOf(t, bookingId)).toBe(status);
      expect(await openPositions(t, place, shift)).toBe(before);
      // Someone else may decide it.
      expect((await shiftAction(owner, bookingId, { status: decision })).statusCode).toBe(200);
    });
  }
});

describe("accepting a pickup checks again", () => {
  it("that the employee is still active", async () => {
    const shift = await freshShift();
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Pending");
    await t.database.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, employeeId));
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.employeeNotActive);
    expect(await statusOf(t, bookingId)).toBe("Pending");
    expect(await openPositions(t, place, shift)).toBe(2);
    // Rejecting the stale request still works.
    expect((await shiftAction(owner, bookingId, { status: "Rejected" })).statusCode).toBe(200);
  });

  it("that the employee's account is still active", async () => {
    const shift = await freshShift();
    const person = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const { bookingId } = await requestIn(t, place, shift, "Pending", { employeeId: person.id });
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, person.email));
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.employeeNotActive);
  });

  it("that the employee still holds the role", async () => {
    const shift = await freshShift();
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Pending");
    await t.database.db
      .delete(employeeAreaRoles)
      .where(and(eq(employeeAreaRoles.employeeId, employeeId), eq(employeeAreaRoles.areaRoleId, place.roleA)));
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.employeeLacksRole);
    expect(await statusOf(t, bookingId)).toBe("Pending");
  });

  it("that the slot has not started", async () => {
    const shift = await freshShift(2);
    const { bookingId } = await requestIn(t, place, shift, "Pending");
    // The shift was created two seconds ahead; wait until it has started.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(shift.from) - Date.now() + 50)));
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.slotStarted);
    expect(await openPositions(t, place, shift)).toBe(2);
  });
});

describe("unassigning", () => {
  it("releases an Accepted booking, frees its position and records who did it", async () => {
    const shift = await freshShift();
    const person = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const bookingId = await book(t, place, shift, { employeeId: person.id, status: "Accepted" });
    const res = await shiftAction(manager, bookingId, { status: "Released", action_detail: "Swapped rota" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.unassigned, payload: { id: bookingId, status: "Released" } });
    expect(await openPositions(t, place, shift)).toBe(2);
    const [event] = (await owner.get(`/api/shift/employee/booking/${bookingId}/events`)).json().payload;
    expect(event).toMatchObject({ from_status: "Accepted", to_status: "Released", note: "Swapped rota" });
    expect(event.actor.id).toBe(manager.userId);
  });
});
