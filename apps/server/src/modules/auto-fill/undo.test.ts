import { AUTO_FILL_MESSAGES as M } from "@brigade/contract/auto-fill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment, remaining, selectShift } from "../assignments/test/support";
import { shiftAction } from "../decisions/test/support";
import { addMember, applyForLeave } from "../member/test/support";
import { apply, bookingsIn, createNamedPlace, itemsOf, preview, shiftAt, slotOf, undoCall } from "./test/support";

// POST /api/schedule/auto-fill/undo: releases exactly the bookings an apply made, if nothing changed them since.

let t: TestApp;
let owner: Caller;
let businessId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  businessId = (await createNamedPlace(t, owner)).businessId;
});
afterAll(() => t.close());

describe("POST /api/schedule/auto-fill/undo", () => {
  it("releases the apply's bookings, keeps one changed since, and touches nothing else", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { count: 4 });
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await addEmployee(t, businessId, { areaRoleIds: [place.roleA] }));
    const proposal = await preview(owner, place, "08-03-2027", "14-03-2027");
    expect(proposal.assignments).toHaveLength(3);
    const applied = await apply(owner, itemsOf(proposal.assignments));
    expect(applied.applied).toBe(3);
    // Someone booked by hand in the same slot is not the apply's.
    const byHand = await addEmployee(t, businessId, { areaRoleIds: [place.roleA] });
    expect((await selectShift(owner, assignment(shift, byHand.id, place.roleA))).statusCode).toBe(200);
    expect(await remaining(owner, shift, place.roleA)).toBe(0);
    // One of the apply's bookings is released by hand: it changed since.
    const [first, ...rest] = people;
    if (!first) throw new Error("no people");
    const [changed] = await bookingsIn(t, slotOf(shift), first.id);
    if (!changed) throw new Error("no booking");
    expect((await shiftAction(owner, changed.id, { status: "Released" })).statusCode).toBe(200);

    const res = await undoCall(owner, applied.apply_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: M.undone(2),
      payload: {
        released: 2,
        kept: [
          {
            booking_id: changed.id,
            slot_id: slotOf(shift),
            area_role_id: place.roleA,
            employee_id: first.id,
            reason: M.changedSince,
          },
        ],
      },
    });
    expect(await remaining(owner, shift, place.roleA)).toBe(3);
    for (const person of rest) {
      const [booking] = await bookingsIn(t, slotOf(shift), person.id);
      expect(booking?.status).toBe("Released");
      expect(booking?.events.at(-1)).toEqual({ actor: owner.userId, from: "Accepted", to: "Released" });
    }
    expect((await bookingsIn(t, slotOf(shift), byHand.id)).map((b) => b.status)).toEqual(["Accepted"]);

    const again = await undoCall(owner, applied.apply_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyUndone);
    expect(await remaining(owner, shift, place.roleA)).toBe(3);
  });

  it("keeps a booking the employee asked to leave", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-10T10:00", "2027-03-10T16:00");
    const ann = await addMember(t, owner, [place.roleA]);
    const applied = await apply(owner, itemsOf((await preview(owner, place, "10-03-2027", "10-03-2027")).assignments));
    const [booking] = await bookingsIn(t, slotOf(shift), ann.employeeId);
    if (!booking) throw new Error("no booking");
    expect((await applyForLeave(ann, booking.id, "Family matters")).statusCode).toBe(200);

    const res = await undoCall(owner, applied.apply_id);
    expect(res.json().payload).toEqual({
      released: 0,
      kept: [
        {
          booking_id: booking.id,
          slot_id: slotOf(shift),
          area_role_id: place.roleA,
          employee_id: ann.employeeId,
          reason: M.changedSince,
        },
      ],
    });
    expect((await bookingsIn(t, slotOf(shift), ann.employeeId)).map((b) => b.status)).toEqual(["Apply For Leave"]);
    expect(await remaining(owner, shift, place.roleA)).toBe(0);
  });

  it("answers 404 for an apply that does not exist and 422 for a bad id", async () => {
    const missing = await undoCall(owner, 2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.applyNotFound);
    expect((await undoCall(owner, "x")).statusCode).toBe(422);
    expect((await undoCall(owner, undefined)).statusCode).toBe(422);
  });
});
