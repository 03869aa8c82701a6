import type { AvailabilityRule } from "@brigade/contract/availability";
import type { WageVersion } from "@brigade/contract/labour-hours";
import type { TimeOffDays } from "@brigade/contract/time-off";
import type { WorkRules } from "@brigade/contract/work-rules";
import { Temporal } from "temporal-polyfill";

// What auto-fill knows about a location's period, read from the database once (loader.ts) and then solved
// without it: pure data, so the model, the greedy fallback and the checker of the tests share one shape.

/** One slot and role with positions still open. Instants are epoch milliseconds. */
export type OpenPosition = {
  shiftId: number;
  shiftName: string;
  slotId: number;
  areaRoleId: number;
  roleName: string;
  from: number;
  to: number;
  /** Positions still open (slot_positions.remaining). */
  open: number;
  /** The Premium bonus in dollars, 0 for a Non_Premium shift. */
  bonus: number;
  /**
   * Its shift is published (absent: a draft): under a rule pack, filling it is a change the change log pays for
   * (fair-workweek.md).
   */
  posted?: boolean;
};

export type HeldSpan = { from: number; to: number };

export type AutoFillEmployee = {
  id: number;
  name: string;
  /** Area roles the employee has (only active employees are listed). */
  roleIds: readonly number[];
  /** Their own weekly maximum, or null for the business's. */
  maxWeekHours: number | null;
  /** Position-holding bookings from the day before the period's first week to the day after its last. */
  held: readonly HeldSpan[];
  /** Slots they already have a pending request or a position in: they cannot be booked there again. */
  slotsTaken: readonly number[];
  availability: readonly AvailabilityRule[];
  timeOff: readonly TimeOffDays[];
  /** Their wage versions, earliest first (empty: no rate recorded); the objective's cost term reads them. */
  wages: readonly WageVersion[];
};

export type AutoFillRules = Pick<WorkRules, "max_week_hours" | "min_rest_hours" | "max_shifts_per_day">;

export type AutoFillInstance = {
  /** The location's zone: days and weeks are its local ones. */
  timeZone: string;
  /**
   * The period asked for, epoch milliseconds from its first local midnight to the one after its last day: fairness
   * counts the hours in it. Without it, the local days of the first and last open positions.
   */
  period?: { from: number; to: number };
  rules: AutoFillRules;
  positions: readonly OpenPosition[];
  employees: readonly AutoFillEmployee[];
  /**
   * The location's rule pack and the instant auto-fill runs at: filling a posted position then owes the predictability
   * pay of an added change with the notice left (fair-workweek.md), which the objective counts as cost. Absent: none.
   */
  predictability?: { packId: string; now: number };
};

/** Positions still open over an instance's slots and roles. */
export const openCount = (positions: readonly OpenPosition[]): number => positions.reduce((sum, p) => sum + p.open, 0);

/** A proposal: employees[employee] takes one position of positions[position]. */
export type Proposal = { employee: number; position: number };

/** An instance as it crosses to the fill thread: structured clone keeps plain data only, so days are text. */
export type WireInstance = Omit<AutoFillInstance, "employees"> & {
  employees: (Omit<AutoFillEmployee, "timeOff"> & {
    timeOff: { fromDay: string; toDay: string; fromTime: string | null; toTime: string | null }[];
  })[];
};

export const toWire = (instance: AutoFillInstance): WireInstance => ({
  ...instance,
  employees: instance.employees.map((e) => ({
    ...e,
    timeOff: e.timeOff.map((t) => ({ ...t, fromDay: t.fromDay.toString(), toDay: t.toDay.toString() })),
  })),
});

export const fromWire = (wire: WireInstance): AutoFillInstance => ({
  ...wire,
  employees: wire.employees.map((e) => ({
    ...e,
    timeOff: e.timeOff.map((t) => ({
      ...t,
      fromDay: Temporal.PlainDate.from(t.fromDay),
      toDay: Temporal.PlainDate.from(t.toDay),
    })),
  })),
});
