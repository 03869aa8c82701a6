import { exportData } from "@brigade/contract/export";
import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { describe, expect, it } from "vitest";
import { scheduleCsvRows, vacantCsvRows } from "./roster-csv";

const shift = { id: 1, name: "Dinner", shift_type: "Non_Premium" as const, bonus: 0, label_color: "#0a0a0a" };
const place = (timeZone: string) => ({ id: 1, name: "Downtown, NY", time_zone: describeTimeZone(timeZone) });
const role = { id: 2, name: "Line Cook", area: { id: 3, name: "Kitchen" } };

describe("the roster CSV columns", () => {
  it("vacant: Shift Name, From, To, Location, Role/Position, Remaining Slots", () => {
    const row: VacantRosterRow = {
      shift,
      slot_id: 9,
      from: "2027-01-11T22:00:00.000Z",
      to: "2027-01-12T04:00:00.000Z",
      area_roles: role,
      type: "Non_Premium",
      slot_type: "Full",
      remaining_slots: 2,
      location: place("America/New_York"),
    };
    expect(exportData(vacantCsvRows([row]), { fileName: "vacant-shifts" })).toMatchObject({
      fileName: "vacant-shifts.csv",
      content:
        "Shift Name,From,To,Location,Role/Position,Remaining Slots\r\n" +
        'Dinner,11-01-2027 05:00 PM,11-01-2027 11:00 PM,"Downtown, NY",Line Cook,2',
    });
  });

  it("schedule: Name, Email, Shift Name, From, To, Location, Role/Position", () => {
    const row: ScheduleRosterRow = {
      id: 4,
      status: "Accepted",
      slot_id: 9,
      employee: { id: 5, user: { name: "Ava Chen", email: "ava@brigade.demo", avatar_path: null } },
      shift,
      from: "2027-01-11T09:00:00.000Z",
      to: "2027-01-11T13:00:00.000Z",
      area_roles: role,
      type: "Non_Premium",
      location: place("Europe/London"),
    };
    expect(exportData(scheduleCsvRows([row])).content).toBe(
      "Name,Email,Shift Name,From,To,Location,Role/Position\r\n" +
        'Ava Chen,ava@brigade.demo,Dinner,11-01-2027 09:00 AM,11-01-2027 01:00 PM,"Downtown, NY",Line Cook',
    );
  });
});
