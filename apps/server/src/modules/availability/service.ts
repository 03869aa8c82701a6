import {
  AVAILABILITY_ACCESS_MESSAGES,
  AVAILABILITY_MESSAGES,
  type AvailabilityPattern,
  type AvailabilityPayload,
  type AvailabilityRule,
  type TeamAvailabilityItem,
  type TeamAvailabilityQuery,
} from "@brigade/contract/availability";
import { windowMinutes } from "@brigade/contract/availability-time";
import type { UserRole } from "@brigade/contract/enums";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import { EXCLUSION_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { presentTimeOff } from "../time-off";
import type { AvailabilityRepository } from "./repository";
import { ruleOfWindow, type StoredWindow } from "./windows-repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type WindowRow = StoredWindow & { employeeId: number };

const toRule = ruleOfWindow;

const toWindow = (rule: AvailabilityRule): StoredWindow => {
  const { start, end } = windowMinutes(rule);
  return { weekday: rule.weekday, startMinute: start, endMinute: end, kind: rule.kind };
};

function rulesByEmployee(rows: WindowRow[]): Map<number, AvailabilityRule[]> {
  const byEmployee = new Map<number, AvailabilityRule[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), toRule(row)]);
  return byEmployee;
}

export function makeAvailabilityService(repo: AvailabilityRepository) {
  /**
   * Whose pattern the caller means: their own without an id (404 without an employee record); a team member may
   * name only themselves (else 403); owners and managers any employee of the business (else 404).
   */
  async function targetOf(caller: Caller, employeeId: number | undefined): Promise<number> {
    const own = await repo.employeeOfUser(caller.businessId, caller.userId);
    if (employeeId === undefined || employeeId === own?.id) {
      if (!own) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
      return own.id;
    }
    if (caller.role === "team_member") throw AppError.forbidden(AVAILABILITY_ACCESS_MESSAGES.onlyOwn);
    if ((await repo.employeesAmong(caller.businessId, [employeeId])).length === 0)
      throw AppError.notFound(MESSAGES.teamMemberNotFound);
    return employeeId;
  }

  async function patternOf(businessId: number, employeeId: number): Promise<AvailabilityPayload> {
    const rows = await repo.windowsOf(businessId, [employeeId]);
    return { employee_id: employeeId, rules: rows.map(toRule) };
  }

  return {
    async show(caller: Caller, employeeId: number | undefined): Promise<AvailabilityPayload> {
      return patternOf(caller.businessId, await targetOf(caller, employeeId));
    },

    /** Replaces the whole pattern in one transaction (an empty list clears it). */
    async replace(caller: Caller, body: AvailabilityPattern): Promise<AvailabilityPayload> {
      const employeeId = await targetOf(caller, body.employee_id);
      await refusing(
        () =>
          repo.transaction(async (tx) => {
            if (!(await tx.lockEmployee(caller.businessId, employeeId)))
              throw AppError.notFound(MESSAGES.teamMemberNotFound);
            await tx.replaceWindows(caller.businessId, employeeId, body.rules.map(toWindow));
          }),
        // The database's exclusion constraint says the same as the body's check, should a window slip past it.
        { [EXCLUSION_VIOLATION]: () => AppError.field("rules", AVAILABILITY_MESSAGES.overlap) },
      );
      return patternOf(caller.businessId, employeeId);
    },

    /** The timeline's shading: each asked employee of the business with their pattern and approved time off. */
    async team(caller: Caller, query: TeamAvailabilityQuery): Promise<TeamAvailabilityItem[]> {
      const { businessId } = caller;
      const found = new Set(await repo.employeesAmong(businessId, query.employee_id));
      const ids = query.employee_id.filter((id) => found.has(id));
      const rules = rulesByEmployee(await repo.windowsOf(businessId, ids));
      const timeOff = await repo.approvedTimeOff(businessId, ids, query.from.toString(), query.to.toString());
      return ids.map((id) => ({
        employee_id: id,
        rules: rules.get(id) ?? [],
        time_off: timeOff.filter((t) => t.employeeId === id).map(presentTimeOff),
      }));
    },
  };
}
export type AvailabilityService = ReturnType<typeof makeAvailabilityService>;
