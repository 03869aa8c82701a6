import { describe, expect, it } from "vitest";
import {
  ASSIGN_MESSAGES,
  assignErrors,
  hoursBetween,
  needsOvertimeConfirmation,
  OVERTIME_CONFIRMATION,
  WEEKLY_HOURS_LIMIT,
} from "./assignments";

describe("needsOvertimeConfirmation", () => {
  it("asks only once the hours held plus the slot's go above the weekly limit", () => {
    expect(WEEKLY_HOURS_LIMIT).toBe(40);
    expect(needsOvertimeConfirmation(0, 8)).toBe(false);
    expect(needsOvertimeConfirmation(32, 8)).toBe(false); // exactly 40 is allowed
    expect(needsOvertimeConfirmation(32, 8.5)).toBe(true);
    expect(needsOvertimeConfirmation(37.5, 3)).toBe(true);
    expect(needsOvertimeConfirmation(40, 0.25)).toBe(true);
    expect(needsOvertimeConfirmation(45, 0)).toBe(true);
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
