import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { autoFillPayloadOf } from "./explain";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "./instance";
import { proposeFill } from "./solve";
import { anEmployee, DEFAULT_RULES } from "./test/test-instances";

// The reasons of a proposal say what is true of it: the role, how the slot fits the employee's pattern, and
// their hours that local week after the proposal; an open position says who was kept out by which rule.

const ZONE = "America/New_York";
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).epochMilliseconds;
const day = (text: string) => Temporal.PlainDate.from(text);

const position = (slotId: number, role: number, roleName: string, from: string, to: string, open = 1, bonus = 0) =>
  ({
    shiftId: slotId,
    shiftName: `Shift ${slotId}`,
    slotId,
    areaRoleId: role,
    roleName,
    from: at(from),
    to: at(to),
    open,
    bonus,
  }) satisfies OpenPosition;

const employee = (id: number, name: string, more: Partial<AutoFillEmployee> = {}) => anEmployee({ id, name, ...more });
const RULES = DEFAULT_RULES;

describe("auto-fill reasons", () => {
  it("gives the role, the preferred time and the week's hours after the proposal", async () => {
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      rules: RULES,
      positions: [
        position(1, 1, "Line Cook", "2027-03-08T17:00", "2027-03-08T23:00"),
        position(2, 1, "Line Cook", "2027-03-10T17:00", "2027-03-10T23:00", 1, 20),
      ],
      employees: [
        employee(7, "Ana", {
          availability: [
            { weekday: 1, from: "16:00", to: "23:30", kind: "preferred" },
            { weekday: 3, from: "12:00", to: "23:30", kind: "available" },
          ],
          // 12 hours held that week (Tuesday and Thursday), at any location.
          held: [
            { from: at("2027-03-11T10:00"), to: at("2027-03-11T16:00") },
            { from: at("2027-03-12T10:00"), to: at("2027-03-12T16:00") },
          ],
        }),
      ],
    };
    const payload = autoFillPayloadOf(instance, await proposeFill(instance));
    expect(payload.assignments.map((a) => a.reasons)).toEqual([
      ["Line Cook, prefers Monday evenings, 24 h of 40 this week"],
      ["Line Cook, available Wednesday evenings, 24 h of 40 this week", "Premium shift: $20 bonus"],
    ]);
    expect(payload.stats).toMatchObject({ open_positions: 2, filled: 2, solver: "highs" });
    expect(payload.unfilled).toEqual([]);
  });

  it("counts who was kept out of an open position, by the rule that keeps each out", async () => {
    const opening = position(1, 1, "Line Cook", "2027-03-09T07:00", "2027-03-09T15:00");
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      rules: RULES,
      positions: [opening],
      employees: [
        employee(1, "On leave A", {
          timeOff: [{ fromDay: day("2027-03-09"), toDay: day("2027-03-10"), fromTime: null, toTime: null }],
        }),
        employee(2, "On leave B", {
          timeOff: [{ fromDay: day("2027-03-08"), toDay: day("2027-03-09"), fromTime: null, toTime: null }],
        }),
        employee(3, "Unavailable", { availability: [{ weekday: 2, from: "00:00", to: "00:00", kind: "unavailable" }] }),
        // Closed Monday night until 01:00: 6 hours before the 07:00 opening.
        employee(4, "Closer", { held: [{ from: at("2027-03-08T17:00"), to: at("2027-03-09T01:00") }] }),
        // 36 of their own 40 hours held that week already.
        employee(5, "Full week", {
          held: [10, 11, 12, 13].map((d) => ({ from: at(`2027-03-${d}T08:00`), to: at(`2027-03-${d}T17:00`) })),
        }),
        employee(6, "Other role", { roleIds: [2] }),
      ],
    };
    const payload = autoFillPayloadOf(instance, await proposeFill(instance));
    expect(payload.assignments).toEqual([]);
    expect(payload.unfilled).toEqual([
      expect.objectContaining({
        slot_id: 1,
        missing: 1,
        reasons: ["No one free: 2 on time off, 1 unavailable, 1 would pass 40 h, 1 lacks rest after a closing shift"],
      }),
    ]);
    expect(payload.stats).toMatchObject({ open_positions: 1, filled: 0, solver: "none", gap: 0 });
  });

  it("says when no one has the role", async () => {
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      rules: RULES,
      positions: [position(1, 9, "Sommelier", "2027-03-09T17:00", "2027-03-09T23:00", 2)],
      employees: [employee(1, "Cook")],
    };
    const payload = autoFillPayloadOf(instance, await proposeFill(instance));
    expect(payload.unfilled).toEqual([
      expect.objectContaining({ missing: 2, reasons: ["No active employee has the role Sommelier."] }),
    ]);
  });
});
