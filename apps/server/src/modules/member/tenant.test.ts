import type { MyShiftItem, OpenShiftItem } from "@brigade/contract/member";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, storeBody } from "../shifts/test/support";
import { addMember } from "./test/support";

// A team member only ever sees their own business: the lists carry no other tenant's shifts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a team member's lists across businesses", () => {
  it("show nothing of another business; the database will not even link a member to its roles", async () => {
    const ownerA = await registerOwner(t.app, "Business A");
    const placeA = await createPlace(t, ownerA);
    const shiftA = await createShift(ownerA, storeBody(placeA));
    const memberA = await addMember(t, ownerA, [placeA.roleA]);
    await book(t, placeA, shiftA, { employeeId: memberA.employeeId, status: "Pending" });

    const ownerB = await registerOwner(t.app, "Business B");
    const placeB = await createPlace(t, ownerB);
    const shiftB = await createShift(ownerB, storeBody(placeB));
    const memberB = await addMember(t, ownerB, [placeB.roleA]);
    // A role link no endpoint would make, written straight to the database: its composite key refuses it.
    await expect(addMember(t, ownerB, [placeB.roleA, placeA.roleA])).rejects.toThrow();

    const period = "?from=11-01-2027&to=12-01-2027";
    const mine = (await memberB.get(`/api/employee/my-shifts${period}`)).json().payload as MyShiftItem[];
    expect(mine).toEqual([]);
    const open = (await memberB.get(`/api/employee/open-shifts${period}`)).json().payload as OpenShiftItem[];
    expect(new Set(open.map((o) => o.shift.id))).toEqual(new Set([shiftB.id]));

    const theirs = (await memberA.get(`/api/employee/my-shifts${period}`)).json().payload as MyShiftItem[];
    expect(theirs.map((b) => b.shift.id)).toEqual([shiftA.id]);
  });
});
