import { AUTO_FILL_MESSAGES as M } from "@brigade/contract/auto-fill";
import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, remaining } from "../assignments/test/support";
import {
  apply,
  applyCall,
  bookingsIn,
  createNamedPlace,
  itemsOf,
  type NamedPlace,
  preview,
  previewCall,
  shiftAt,
  slotOf,
  undoCall,
} from "./test/support";

// Who may auto-fill, and what: owners and managers of the business, about its own locations, slots and applies.

let t: TestApp;
let ownerA: Caller;
let ownerB: Caller;
let placeA: NamedPlace;
let placeB: NamedPlace;

const WEEK = { from: "08-03-2027", to: "14-03-2027" };

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await registerOwner(t.app, "A");
  ownerB = await registerOwner(t.app, "B");
  placeA = await createNamedPlace(t, ownerA);
  placeB = await createNamedPlace(t, ownerB);
});
afterAll(() => t.close());

describe("auto-fill access", () => {
  it("lets managers in, refuses team members (403) and callers without a session (401)", async () => {
    const manager = await createStaff(t, ownerA, "manager");
    expect((await previewCall(manager, { location_id: placeA.locationId, ...WEEK })).statusCode).toBe(200);
    const member = await createStaff(t, ownerA, "team_member");
    const calls = [
      { url: "/api/schedule/auto-fill", payload: { location_id: placeA.locationId, ...WEEK } },
      {
        url: "/api/schedule/auto-fill/apply",
        payload: { assignments: [{ slot_id: 1, area_role_id: 1, employee_id: 1 }] },
      },
      { url: "/api/schedule/auto-fill/undo", payload: { apply_id: 1 } },
    ];
    for (const call of calls) {
      const asMember = await member.request({ method: "POST", ...call });
      expect(asMember.statusCode, call.url).toBe(403);
      const anonymous = await t.app.inject({ method: "POST", ...call });
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json().message).toBe(MESSAGES.unauthenticated);
    }
  });

  it("keeps each business to its own locations, slots, employees and applies", async () => {
    const shift = await shiftAt(ownerA, placeA, "2027-03-09T10:00", "2027-03-09T16:00", { count: 2 });
    const ann = await addEmployee(t, placeA.businessId, { areaRoleIds: [placeA.roleA] });
    const proposal = await preview(ownerA, placeA, WEEK.from, WEEK.to);
    expect(proposal.assignments.map((a) => a.employee_id)).toEqual([ann.id]);

    const foreignLocation = await previewCall(ownerB, { location_id: placeA.locationId, ...WEEK });
    expect(foreignLocation.statusCode).toBe(404);
    expect(foreignLocation.json().message).toBe(M.locationNotFound);

    // B applying A's proposal: the slot is not B's.
    const foreign = await apply(ownerB, itemsOf(proposal.assignments));
    expect(foreign).toEqual({
      applied: 0,
      skipped: [{ ...itemsOf(proposal.assignments)[0], reason: M.skipped.notFound }],
      apply_id: null,
    });
    // B's own slot with A's employee: not B's employee.
    const shiftB = await shiftAt(ownerB, placeB, "2027-03-09T10:00", "2027-03-09T16:00");
    const mixed = await applyCall(ownerB, [
      { slot_id: slotOf(shiftB), area_role_id: placeB.roleA, employee_id: ann.id },
    ]);
    expect(mixed.json().payload.skipped[0].reason).toBe(M.skipped.employee);
    expect(await remaining(ownerA, shift, placeA.roleA)).toBe(2);
    expect(await remaining(ownerB, shiftB, placeB.roleA)).toBe(1);

    const applied = await apply(ownerA, itemsOf(proposal.assignments));
    const foreignUndo = await undoCall(ownerB, applied.apply_id);
    expect(foreignUndo.statusCode).toBe(404);
    expect(foreignUndo.json().message).toBe(M.applyNotFound);
    expect((await bookingsIn(t, slotOf(shift), ann.id)).map((b) => b.status)).toEqual(["Accepted"]);
    expect((await undoCall(ownerA, applied.apply_id)).statusCode).toBe(200);
  });
});
