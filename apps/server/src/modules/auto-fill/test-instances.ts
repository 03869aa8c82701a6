import type { AutoFillEmployee, AutoFillRules } from "./instance";

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
  ...more,
});
