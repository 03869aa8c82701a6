// The server's proposal judged against the bench's own copy of the week (what it wrote into the database) by the
// solver tests' independent checker of the hard rules: a proposal that breaks one fails the bench, whether the
// fault is in reading the database or in solving.
import type { AutoFillPayload } from "@brigade/contract/auto-fill";
import type { Proposal } from "../../apps/server/src/modules/auto-fill/instance";
import { hardRuleViolations } from "../../apps/server/src/modules/auto-fill/test/checker";
import type { BenchWeek } from "./week";

/** Sentences for the broken rules and a wrong count of open positions (at most 5), or an empty list. */
export function proposalProblems(week: BenchWeek, proposal: AutoFillPayload): string[] {
  const { positions, employees } = week.instance;
  const positionOf = new Map(positions.map((p, i) => [`${p.slotId}:${p.areaRoleId}`, i]));
  const employeeOf = new Map(employees.map((e, i) => [e.id, i]));
  const problems: string[] = [];
  const open = positions.reduce((sum, p) => sum + p.open, 0);
  if (proposal.stats.open_positions !== open)
    problems.push(`stats.open_positions is ${proposal.stats.open_positions}, the week has ${open}`);
  const proposals: Proposal[] = [];
  for (const a of proposal.assignments) {
    const position = positionOf.get(`${a.slot_id}:${a.area_role_id}`);
    const employee = employeeOf.get(a.employee_id);
    if (position === undefined || employee === undefined)
      problems.push(`slot ${a.slot_id}, role ${a.area_role_id}, employee ${a.employee_id}: not in the generated week`);
    else proposals.push({ employee, position });
  }
  for (const v of hardRuleViolations(week.instance, proposals))
    problems.push(`${v.rule}: employee ${employees[v.employee]?.id}: ${v.detail}`);
  return problems.slice(0, 5);
}
