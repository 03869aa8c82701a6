import type { AutoFillEmployee, AutoFillRules, OpenPosition } from "../instance";

// Builders of the solver's tests (unit, no database): an employee with nothing held, no pattern and no time off,
// and the contract's default work rules.

export const DEFAULT_RULES: AutoFillRules = { max_week_hours: 40, min_rest_hours: 10, max_shifts_per_day: 2 };

export const anEmployee = (more: Partial<AutoFillEmployee> & { id: number }): AutoFillEmployee => ({
  name: `Employee ${more.id}`,
  roleIds: [1],
  maxWeekHours: null,
  held: [],
  slotsTaken: [],
  availability: [],
  timeOff: [],
  wages: [],
  ...more,
});

/** An open position of its own shift and slot (both numbered `id`), from and to in epoch milliseconds. */
export const aPosition = (id: number, role: number, from: number, to: number, open = 1, bonus = 0): OpenPosition => ({
  shiftId: id,
  shiftName: `Shift ${id}`,
  slotId: id,
  areaRoleId: role,
  roleName: `Role ${role}`,
  from,
  to,
  open,
  bonus,
});
