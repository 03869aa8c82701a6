import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents } from "@brigade/contract/money";
import { WAGE_MESSAGES, type WageVersionItem, type wageBody } from "@brigade/contract/wages";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { requireMoney } from "./money-access";
import type { WageRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type WageInput = z.output<typeof wageBody>;

const notFound = () => AppError.notFound(MESSAGES.teamMemberNotFound);

/** Wage versions (time-and-cost.md, "Wages"): set by the owner, read by those who see money and by the employee. */
export function makeWageService(repo: WageRepository) {
  /** The employee, if the caller may read their wage: money-seers any, a team member only their own. */
  async function readable(caller: Caller, employeeId: number) {
    const employee = await repo.employee(caller.businessId, employeeId);
    if (!employee) throw notFound();
    if (employee.userId !== caller.userId) requireMoney(caller, await repo.workRules(caller.businessId));
    return employee;
  }

  async function list(caller: Caller, employeeId: number) {
    const versions = await repo.versions(caller.businessId, employeeId);
    return {
      currency: await repo.currency(caller.businessId),
      versions: versions.map(
        (v): WageVersionItem => ({
          id: v.id,
          hourly_rate: formatCents(v.hourlyRateCents),
          role_rates: v.roleRates.map((r) => ({
            area_role_id: r.areaRoleId,
            area_role_name: r.name,
            hourly_rate: formatCents(r.hourlyRateCents),
          })),
          effective_from: dayText(v.effectiveFrom),
          created_at: v.createdAt.toISOString(),
        }),
      ),
    };
  }

  return {
    async show(caller: Caller, employeeId: number) {
      await readable(caller, employeeId);
      return list(caller, employeeId);
    },

    async set(caller: Caller, employeeId: number, body: WageInput) {
      const employee = await repo.employee(caller.businessId, employeeId);
      if (!employee) throw notFound();
      const known = await repo.knownAreaRoles(
        caller.businessId,
        body.role_rates.map((r) => r.area_role_id),
      );
      if (body.role_rates.some((r) => !known.has(r.area_role_id)))
        throw AppError.field("role_rates", WAGE_MESSAGES.roleNotEmployees);
      const day = parseDayMonthYear(body.effective_from);
      if (!day) throw new Error(`unchecked day ${body.effective_from}`);
      await repo.transaction((tx) =>
        tx.saveVersion(caller.businessId, {
          employeeId,
          effectiveFrom: day.toString(),
          hourlyRateCents: body.hourly_rate,
          roleRates: body.role_rates.map((r) => ({ areaRoleId: r.area_role_id, hourlyRateCents: r.hourly_rate })),
          createdBy: caller.userId,
        }),
      );
      return list(caller, employeeId);
    },
  };
}
export type WageService = ReturnType<typeof makeWageService>;

/** A stored day (YYYY-MM-DD) as DD-MM-YYYY. */
const dayText = (iso: string) => iso.split("-").reverse().join("-");
