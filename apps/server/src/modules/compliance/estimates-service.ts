import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole, Weekday } from "@brigade/contract/enums";
import {
  type EstimateFlag,
  type EstimateVersion,
  MAX_ESTIMATE_VERSIONS,
} from "@brigade/contract/fair-workweek/estimates";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { mondayOf, startOfDayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import type { EstimateRepository, EstimateRow } from "./estimates-repository";

// Good-faith estimates (fair-workweek.md, "Good-faith estimate"): kept by managers, read by the employee too, and the
// week view's flag of anyone scheduled outside theirs.

type Caller = { userId: number; businessId: number; role: UserRole };
type Body = {
  weekly_hours_min: number;
  weekly_hours_max: number;
  days: Weekday[] | null;
  note: string | null;
  effective_from: string;
};

const present = (r: EstimateRow): EstimateVersion => ({
  id: r.id,
  effective_from: r.effective_from,
  weekly_hours_min: Number(r.weekly_hours_min),
  weekly_hours_max: Number(r.weekly_hours_max),
  days: (r.days as Weekday[] | null) ?? null,
  note: r.note,
  created_by: r.created_by,
  created_at: new Date(r.created_at).toISOString(),
});

const day = (text: string) => {
  const parsed = parseDayMonthYear(text);
  if (!parsed) throw new Error(`unchecked day ${text}`);
  return parsed;
};

export function makeEstimateService(repo: EstimateRepository) {
  /** The employee of the business; a team member may reach only their own (403), another business's is 404. */
  async function employeeFor(caller: Caller, id: number) {
    const employee = await repo.employee(caller.businessId, id);
    if (!employee) throw AppError.notFound(MESSAGES.notFound);
    if (caller.role === "team_member" && employee.userId !== caller.userId) throw AppError.forbidden();
    return employee;
  }

  const list = async (businessId: number, employeeId: number) => ({
    employee_id: employeeId,
    versions: (await repo.versions(businessId, employeeId, MAX_ESTIMATE_VERSIONS)).map(present),
  });

  return {
    async read(caller: Caller, employeeId: number) {
      const employee = await employeeFor(caller, employeeId);
      return list(caller.businessId, employee.id);
    },

    async save(caller: Caller, employeeId: number, body: Body) {
      const employee = await employeeFor(caller, employeeId);
      await repo.save(caller.businessId, {
        employeeId: employee.id,
        effectiveFrom: day(body.effective_from).toString(),
        min: body.weekly_hours_min,
        max: body.weekly_hours_max,
        days: body.days,
        note: body.note,
        createdBy: caller.userId,
      });
      return list(caller.businessId, employee.id);
    },

    /** Those scheduled at the location that week outside their estimate; nothing where its pack asks for none. */
    async week(caller: Caller, q: { location_id: number; week: string }): Promise<EstimateFlag[]> {
      const location = await repo.location(caller.businessId, q.location_id);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const pack = location.jurisdiction ? packById(location.jurisdiction) : undefined;
      if (!pack?.estimate_required) return [];
      const monday = mondayOf(day(q.week));
      const from = startOfDayIn(monday, location.timeZone);
      const to = startOfDayIn(monday.add({ days: 7 }), location.timeZone);
      const rows = await repo.outside(caller.businessId, location.id, from, to, monday.toString());
      return rows.map((r) => ({ ...r, outside: r.scheduled_hours < r.weekly_hours_min ? "below" : "above" }));
    },
  };
}
export type EstimateService = ReturnType<typeof makeEstimateService>;
