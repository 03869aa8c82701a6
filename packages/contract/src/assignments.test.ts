import { describe, expect, it } from "vitest";
import {
  ASSIGN_MESSAGES,
  assignErrors,
  CROSSES_LIMIT_CONFIRMATION,
  hoursBetween,
  OVERTIME_CONFIRMATION,
  overtimeConfirmation,
  WEEKLY_HOURS_LIMIT,
} from "./assignments";

describe("overtimeConfirmation", () => {
  it("uses the spec's words only once the week already holds the limit", () => {
    expect(WEEKLY_HOURS_LIMIT).toBe(40);
    expect(overtimeConfirmation(40, 0.25)).toBe("atLimit");
    expect(overtimeConfirmation(45, 0)).toBe("atLimit");
    expect(overtimeConfirmation(40, 8)).toBe("atLimit");
  });

  it("asks its own question when this slot takes the employee past the limit", () => {
    expect(overtimeConfirmation(35, 8)).toBe("crossesLimit");
    expect(overtimeConfirmation(32, 8.5)).toBe("crossesLimit");
    expect(overtimeConfirmation(39.75, 0.5)).toBe("crossesLimit");
  });

  it("asks nothing up to the limit", () => {
    expect(overtimeConfirmation(0, 8)).toBeNull();
    expect(overtimeConfirmation(32, 8)).toBeNull(); // exactly 40 is allowed
    expect(overtimeConfirmation(39.5, 0.5)).toBeNull();
  });

  it("counts a slot's fractional hours, also across a daylight-saving change (instants, not wall clocks)", () => {
    expect(hoursBetween("2027-01-11T22:00:00.000Z", "2027-01-12T04:30:00.000Z")).toBe(6.5);
    // 01:00 EDT to 03:00 EST on 7 November 2027 is three hours.
    expect(hoursBetween("2027-11-07T05:00:00.000Z", "2027-11-07T08:00:00.000Z")).toBe(3);
  });

  it("words the confirmation as the spec does", () => {
    expect(OVERTIME_CONFIRMATION).toEqual({
      title: "Are you sure?",
      text: "You want to assign shifts to this user, the user has already scheduled 40 hours in a week.",
      confirm: "Yes, Accept",
      cancel: "Cancel",
    });
  });

  it("says how many hours the week comes to, readably", () => {
    expect(CROSSES_LIMIT_CONFIRMATION.text("Otto Cook", 42)).toBe(
      "This assignment takes Otto Cook to 42 hours this week, above 40.",
    );
    expect(CROSSES_LIMIT_CONFIRMATION.text("Otto Cook", 41.5 + 1 / 3)).toBe(
      "This assignment takes Otto Cook to 41.83 hours this week, above 40.",
    );
    expect(CROSSES_LIMIT_CONFIRMATION.confirm).toBe("Assign anyway");
  });
});

describe("assignErrors", () => {
  it("names every missing field with the spec's message, in the modal's order", () => {
    expect(assignErrors({ areaRoleId: null, slotId: null, employeeIds: [] })).toEqual({
      area_role_id: "Role/Position is required.",
      slot_id: "Time Slot is required.",
      employee_id: "Employee is required.",
    });
    expect(assignErrors({ areaRoleId: 3, slotId: 9, employeeIds: [] })).toEqual({
      employee_id: ASSIGN_MESSAGES.employeeRequired,
    });
  });

  it("passes a complete choice", () => {
    expect(assignErrors({ areaRoleId: 3, slotId: 9, employeeIds: [4, 5] })).toBeNull();
  });
});
