import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { exportData } from "@brigade/contract/export";
import { labourPeriod } from "@brigade/contract/labour-period";
import { startOfDayIn } from "@brigade/contract/local-time";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { MESSAGES } from "@brigade/contract/messages";
import { TIMESHEET_MESSAGES as M, type TimesheetPayload } from "@brigade/contract/timesheets";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { employeesOf, priceRows } from "../labour";
import { seesMoney } from "../wages";
import { buildTimesheet } from "./build";
import { exportRows } from "./export-rows";
import type { TimesheetRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type Period = { location_id: number; from: string; to: string };

const day = (text: string): Temporal.PlainDate => {
  const parsed = parseDayMonthYear(text);
  if (!parsed) throw new Error(`unchecked day ${text}`);
  return parsed;
};

/** Timesheets (time-and-cost.md, "Timesheets"): read, approved, reopened, exported. */
export function makeTimesheetService(repo: TimesheetRepository, clock: () => Date = () => new Date()) {
  /**
   * Everything a timesheet is made of, for managers (all, or one employee) or a team member (their own), in three
   * rounds of reads that do not wait for each other within a round: a month of a location is read on every open.
   */
  async function load(caller: Caller, q: Period & { employee_id?: number }) {
    const [location, rules, currency] = await Promise.all([
      repo.location(caller.businessId, q.location_id),
      repo.workRules(caller.businessId),
      repo.currency(caller.businessId),
    ]);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    let only = q.employee_id;
    if (caller.role === "team_member") {
      only = await repo.employeeOfUser(caller.businessId, caller.userId);
      if (!only) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
    }
    const period = labourPeriod(day(q.from), day(q.to), location.timeZone);
    const first = period.days[0] ?? period.firstWeek;
    const last = period.days.at(-1) ?? period.lastWeek;
    const now = clock();
    const who = only ? { employeeIds: [only] } : { locationId: location.id };
    const [rows, approved, owedRows] = await Promise.all([
      repo.labourRows(caller.businessId, period, who),
      repo.approvals(caller.businessId, location.id, first, last),
      repo.predictabilityPayOwed(caller.businessId, {
        locationId: location.id,
        from: startOfDayIn(Temporal.PlainDate.from(first), location.timeZone),
        to: startOfDayIn(Temporal.PlainDate.from(last).add({ days: 1 }), location.timeZone),
        employeeIds: only ? [only] : undefined,
      }),
    ]);
    const inDays = new Set(period.days);
    // Who has a position or a punch here in the period, or is owed predictability pay (a cancelled shift leaves no
    // position): the timesheet's people.
    const present = new Set<number>();
    for (const r of rows.positions) if (r.locationId === location.id && inDays.has(r.day)) present.add(r.employeeId);
    for (const r of rows.punches) if (r.locationId === location.id && inDays.has(r.day)) present.add(r.employeeId);
    for (const r of owedRows) present.add(r.employeeId);
    const owed = new Map(owedRows.map((r) => [r.employeeId, r]));
    const [versions, people, edited] = await Promise.all([
      repo.wageVersions(caller.businessId, employeesOf(rows)),
      repo.people(caller.businessId, [...present]),
      repo.edited(
        caller.businessId,
        rows.punches.map((p) => p.id),
      ),
    ]);
    const { positions, punches } = priceRows(rows, versions, rules, now);
    return { location, rules, period, positions, punches, people, now, first, last, approved, edited, currency, owed };
  }

  return {
    async read(caller: Caller, q: Period & { employee_id?: number }): Promise<TimesheetPayload> {
      const data = await load(caller, q);
      const money = caller.role === "team_member" || seesMoney(caller, data.rules);
      return buildTimesheet({ ...data, money });
    },

    async export(caller: Caller, q: Period & { format: "csv" | "xls" | "xml" | "json" }) {
      const data = await load(caller, q);
      const money = seesMoney(caller, data.rules);
      const rows = exportRows(data, money);
      const name = `timesheet-${data.location.name}-${q.from}-${q.to}`.replace(/[^A-Za-z0-9._-]+/g, "-");
      return exportData(rows, { fileName: name, type: q.format, withBom: q.format === "csv" });
    },

    /** Locks the period's days of these employees (or of everyone with time there); open punches refuse it. */
    async approve(caller: Caller, body: Period & { employee_ids?: number[] }) {
      const data = await load(caller, body);
      const own = await repo.employeeOfUser(caller.businessId, caller.userId);
      // A manager's own hours are someone else's to approve; the owner's are the owner's.
      const skipOwn = caller.role === "owner" ? undefined : own;
      const chosen = body.employee_ids ?? data.people.map((p) => p.id);
      const known = new Set((await repo.people(caller.businessId, chosen)).map((p) => p.id));
      const ids = chosen.filter((id) => known.has(id) && id !== skipOwn);
      if ((await repo.openPunches(caller.businessId, data.location.id, ids, data.first, data.last)) > 0)
        throw AppError.conflict(M.openPunches);
      await repo.approve(caller.businessId, data.location.id, ids, data.period.days, caller.userId);
      return { days: data.period.days.length, employees: ids.length };
    },

    async reopen(caller: Caller, body: Period & { employee_ids?: number[] }) {
      const location = await repo.location(caller.businessId, body.location_id);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const period = labourPeriod(day(body.from), day(body.to), location.timeZone);
      const first = period.days[0] ?? period.firstWeek;
      const last = period.days.at(-1) ?? period.lastWeek;
      const data = body.employee_ids ? undefined : await load(caller, body);
      const chosen = body.employee_ids ?? data?.people.map((p) => p.id) ?? [];
      const ids = (await repo.people(caller.businessId, chosen)).map((p) => p.id);
      await repo.reopen(caller.businessId, location.id, ids, first, last);
      return { days: period.days.length, employees: ids.length };
    },
  };
}
export type TimesheetService = ReturnType<typeof makeTimesheetService>;
