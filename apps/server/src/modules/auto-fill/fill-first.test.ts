import { AUTO_FILL_REASONS as R, slotTimeOfWeek } from "@brigade/contract/auto-fill";
import { describe, expect, it } from "vitest";
import { addEmployee } from "../assignments/test/support";
import { setPattern } from "../fit/test/support";
import { book } from "../shifts/test/support";
import { createNamedPlace, ownersApp, preview, shiftAt } from "./test/support";

// Issue 35 over HTTP: the most positions first, proven and said (stats.max_fill); "prefer not" only where a
// schedule as full cannot avoid it (stats.prefer_not); fairness over the whole period asked for, here a fortnight
// across New York's clock change of 14 March 2027.

const app = ownersApp();

describe("POST /api/schedule/auto-fill, fill first", () => {
  it("balances a fortnight: whoever worked the first week gets less of the second", async () => {
    const { t, owner, businessId } = app;
    const place = await createNamedPlace(t, owner);
    const ann = await addEmployee(t, businessId, { name: "Ann", areaRoleIds: [place.roleA] });
    await addEmployee(t, businessId, { name: "Ben", areaRoleIds: [place.roleA] });
    // Ann worked 40 hours in the first week (held), Ben none.
    for (const day of ["08", "09", "10", "11", "12"]) {
      const held = await shiftAt(owner, place, `2027-03-${day}T09:00`, `2027-03-${day}T17:00`);
      await book(t, place, held, { employeeId: ann.id });
    }
    for (const day of ["15", "16", "17", "18"])
      await shiftAt(owner, place, `2027-03-${day}T09:00`, `2027-03-${day}T17:00`);

    const fortnight = await preview(owner, place, "08-03-2027", "21-03-2027");
    expect(fortnight.assignments.map((a) => a.employee_name)).toEqual(["Ben", "Ben", "Ben", "Ben"]);
    expect(fortnight.stats).toMatchObject({ open_positions: 4, filled: 4, max_fill: 4, prefer_not: 0 });
    expect(fortnight.notice).toBeNull();
    // The second week alone: Ann's first week is outside it, so they share.
    const week = await preview(owner, place, "15-03-2027", "21-03-2027");
    expect(week.assignments.map((a) => a.employee_name).sort()).toEqual(["Ann", "Ann", "Ben", "Ben"]);
  });

  it("puts someone on a 'prefer not' window only to fill a position, and says so", async () => {
    const { t, owner, businessId } = app;
    const place = await createNamedPlace(t, owner);
    const cy = await addEmployee(t, businessId, { name: "Cy", areaRoleIds: [place.roleA] });
    await setPattern(t, businessId, cy.id, [{ weekday: 5, from: "00:00", to: "00:00", kind: "prefer_not" }]);
    await addEmployee(t, businessId, { name: "Dee", areaRoleIds: [place.roleA] });
    await shiftAt(owner, place, "2027-03-19T09:00", "2027-03-19T15:00");

    const one = await preview(owner, place, "15-03-2027", "21-03-2027");
    expect(one.assignments.map((a) => a.employee_name)).toEqual(["Dee"]);
    expect(one.stats).toMatchObject({ filled: 1, max_fill: 1, prefer_not: 0 });

    // A second position at the same time: only Cy is left, and filling it comes first.
    await shiftAt(owner, place, "2027-03-19T09:00", "2027-03-19T15:00");
    const two = await preview(owner, place, "15-03-2027", "21-03-2027");
    expect(two.assignments.map((a) => a.employee_name).sort()).toEqual(["Cy", "Dee"]);
    expect(two.stats).toMatchObject({ filled: 2, max_fill: 2, prefer_not: 1 });
    const reluctant = two.assignments.find((a) => a.employee_name === "Cy");
    expect(reluctant?.reasons).toEqual([R.assignment(place.roleAName, R.fit.prefer_not(slotTimeOfWeek(5, 9)), 6, 40)]);
  });

  it("says of a position left open that filling it would leave another open, when no schedule fills more", async () => {
    const { t, owner, businessId } = app;
    const place = await createNamedPlace(t, owner);
    await addEmployee(t, businessId, { name: "Eve", areaRoleIds: [place.roleA] });
    await shiftAt(owner, place, "2027-03-16T09:00", "2027-03-16T17:00", { name: "Early" });
    await shiftAt(owner, place, "2027-03-16T10:00", "2027-03-16T18:00", { name: "Late" });

    const payload = await preview(owner, place, "15-03-2027", "21-03-2027");
    expect(payload.stats).toMatchObject({ open_positions: 2, filled: 1, max_fill: 1 });
    expect(payload.unfilled).toHaveLength(1);
    expect(payload.unfilled[0]?.reasons).toEqual([R.noOneFree([R.blocked.neededElsewhere(1)])]);
  });
});
