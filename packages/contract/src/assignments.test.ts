import { describe, expect, it } from "vitest";
import {
  ASSIGN_MESSAGES,
  assignErrors,
  CROSSES_LIMIT_CONFIRMATION,
  hoursBetween,
  OVERTIME_CONFIRMATION,
  overtimeConfirmation,
} from "./assignments";
import { translateMessage } from "./i18n/translate";
import { WORK_RULE_DEFAULTS } from "./work-rules";

const SPEC = WORK_RULE_DEFAULTS.confirm_week_hours;

describe("overtimeConfirmation", () => {
  it("uses the spec's words only once the week already holds the threshold", () => {
    expect(SPEC).toBe(40);
    expect(overtimeConfirmation(40, 0.25, SPEC)).toBe("atLimit");
    expect(overtimeConfirmation(45, 0, SPEC)).toBe("atLimit");
    expect(overtimeConfirmation(40, 8, SPEC)).toBe("atLimit");
  });

  it("asks its own question when this slot takes the employee past the threshold", () => {
    expect(overtimeConfirmation(35, 8, SPEC)).toBe("crossesLimit");
    expect(overtimeConfirmation(32, 8.5, SPEC)).toBe("crossesLimit");
    expect(overtimeConfirmation(39.75, 0.5, SPEC)).toBe("crossesLimit");
  });

  it("asks nothing up to the threshold", () => {
    expect(overtimeConfirmation(0, 8, SPEC)).toBeNull();
    expect(overtimeConfirmation(32, 8, SPEC)).toBeNull(); // exactly 40 is allowed
    expect(overtimeConfirmation(39.5, 0.5, SPEC)).toBeNull();
  });

  it("takes the business's threshold, quarter hours included", () => {
    expect(overtimeConfirmation(30, 0.25, 30)).toBe("atLimit");
    expect(overtimeConfirmation(26, 8, 30)).toBe("crossesLimit");
    expect(overtimeConfirmation(22, 8, 30)).toBeNull();
    expect(overtimeConfirmation(35, 8, 37.5)).toBe("crossesLimit");
    expect(overtimeConfirmation(29.5, 8, 37.5)).toBeNull();
    expect(overtimeConfirmation(44, 4, 48)).toBeNull();
    expect(overtimeConfirmation(44, 4.25, 48)).toBe("crossesLimit");
  });

  it("counts a slot's fractional hours, also across a daylight-saving change (instants, not wall clocks)", () => {
    expect(hoursBetween("2027-01-11T22:00:00.000Z", "2027-01-12T04:30:00.000Z")).toBe(6.5);
    // 01:00 EDT to 03:00 EST on 7 November 2027 is three hours.
    expect(hoursBetween("2027-11-07T05:00:00.000Z", "2027-11-07T08:00:00.000Z")).toBe(3);
  });

  it("words the confirmation as the spec does for the default threshold", () => {
    expect(OVERTIME_CONFIRMATION.title).toBe("Are you sure?");
    expect(OVERTIME_CONFIRMATION.text(SPEC)).toBe(
      "You want to assign shifts to this user, the user has already scheduled 40 hours in a week.",
    );
    expect(OVERTIME_CONFIRMATION.confirm).toBe("Yes, Accept");
    expect(OVERTIME_CONFIRMATION.cancel).toBe("Cancel");
  });

  it("names the business's threshold instead when it is another", () => {
    expect(OVERTIME_CONFIRMATION.text(30)).toBe(
      "You want to assign shifts to this user, the user has already scheduled 30 hours in a week.",
    );
    expect(OVERTIME_CONFIRMATION.text(37.5)).toBe(
      "You want to assign shifts to this user, the user has already scheduled 37.5 hours in a week.",
    );
    expect(CROSSES_LIMIT_CONFIRMATION.title(30)).toBe("Above 30 hours this week");
    expect(CROSSES_LIMIT_CONFIRMATION.text("Otto Cook", 34, 30)).toBe(
      "This assignment takes Otto Cook to 34 hours this week, above 30.",
    );
  });

  it("says how many hours the week comes to, readably", () => {
    expect(CROSSES_LIMIT_CONFIRMATION.title(SPEC)).toBe("Above 40 hours this week");
    expect(CROSSES_LIMIT_CONFIRMATION.text("Otto Cook", 42, SPEC)).toBe(
      "This assignment takes Otto Cook to 42 hours this week, above 40.",
    );
    expect(CROSSES_LIMIT_CONFIRMATION.text("Otto Cook", 41.5 + 1 / 3, SPEC)).toBe(
      "This assignment takes Otto Cook to 41.83 hours this week, above 40.",
    );
    expect(CROSSES_LIMIT_CONFIRMATION.confirm).toBe("Assign anyway");
  });

  it("shows the threshold in every language from the number it is given", () => {
    expect(translateMessage(OVERTIME_CONFIRMATION.text.said(30), "es")).toBe(
      "Quieres asignar turnos a este usuario, pero ya tiene 30 horas programadas en una semana.",
    );
    expect(translateMessage(OVERTIME_CONFIRMATION.text.said(SPEC), "fr")).toBe(
      "Vous voulez attribuer des créneaux à cet utilisateur, mais il a déjà 40 heures planifiées dans la semaine.",
    );
    expect(translateMessage(CROSSES_LIMIT_CONFIRMATION.title.said(37.5), "es")).toBe("Más de 37,5 horas esta semana");
    expect(translateMessage(CROSSES_LIMIT_CONFIRMATION.title.said(30), "fr")).toBe("Plus de 30 heures cette semaine");
    expect(translateMessage(CROSSES_LIMIT_CONFIRMATION.text.said("Otto Cook", 34, 30), "fr")).toBe(
      "Cette affectation porte Otto Cook à 34 heures cette semaine, au-delà de 30.",
    );
    expect(translateMessage(CROSSES_LIMIT_CONFIRMATION.text.said("Otto Cook", 42.5, SPEC), "es")).toBe(
      "Esta asignación lleva a Otto Cook a 42,5 horas esta semana, por encima de 40.",
    );
    // English is the template's own text, the spec's for the default.
    expect(translateMessage(OVERTIME_CONFIRMATION.text.said(SPEC), "en")).toBe(OVERTIME_CONFIRMATION.text(SPEC));
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
