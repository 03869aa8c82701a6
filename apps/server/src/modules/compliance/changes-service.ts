import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { exportData } from "@brigade/contract/export";
import {
  type CHANGE_EXPORT_COLUMNS,
  CHANGE_MONEY_COLUMNS,
  type ChangePreview,
  type ChangesExportQuery,
  type ChangesQuery,
  MAX_CHANGE_EXPORT_ROWS,
  type ScheduleChangeItem,
} from "@brigade/contract/fair-workweek/changes";
import { offsetTimeIn, startOfDayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents } from "@brigade/contract/money";
import { paginate } from "@brigade/contract/pagination";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import type { LoggedChange } from "../bookings";
import { seesMoney } from "../wages";
import type { ChangesRepository } from "./changes-repository";

type Caller = { businessId: number; role: UserRole };

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const iso = (v: string | Date) => new Date(v).toISOString();

function present(r: LoggedChange, money: boolean): ScheduleChangeItem {
  return {
    id: r.id,
    location_id: r.location_id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    shift_id: r.shift_id,
    booking_id: r.booking_id,
    area_role_id: r.area_role_id,
    kind: r.kind,
    shift_starts_at: iso(r.shift_starts_at),
    hours_before: hours(r.minutes_before),
    hours_after: hours(r.minutes_after),
    notice_hours: hours(r.notice_minutes),
    made_by: r.made_by,
    made_at: iso(r.made_at),
    reason: r.reason,
    exempt_reason: r.exempt_reason as ScheduleChangeItem["exempt_reason"],
    pack_id: r.pack_id,
    pay: money
      ? {
          amount: r.pay_cents === null ? null : formatCents(r.pay_cents),
          basis: r.pay_basis as NonNullable<ScheduleChangeItem["pay"]>["basis"],
        }
      : null,
  };
}

/** One export row: times in the location's zone with their offset, money only for those who see it. */
function exportRow(item: ScheduleChangeItem, timeZone: string, money: boolean): Record<string, string | number> {
  const row: Record<(typeof CHANGE_EXPORT_COLUMNS)[number], string | number> = {
    Employee: item.employee_name ?? "",
    "Employee ID": item.employee_id,
    "Shift Start": offsetTimeIn(new Date(item.shift_starts_at), timeZone),
    Change: item.kind,
    "Hours Before": item.hours_before,
    "Hours After": item.hours_after,
    "Notice Hours": item.notice_hours,
    "Made At": offsetTimeIn(new Date(item.made_at), timeZone),
    Reason: item.reason ?? "",
    Exemption: item.exempt_reason ?? "",
    "Rule Pack": item.pack_id ?? "",
    "Predictability Pay": item.pay?.amount ?? "",
    "Pay Basis": item.pay?.basis ?? "",
  };
  if (money) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !CHANGE_MONEY_COLUMNS.includes(column)));
}

/** The change log's read: a location's changes to posted positions, by the local days their shifts start on. */
export function makeChangesService(repo: ChangesRepository) {
  /** The location (404 if not the business's), whether the caller sees money, and the rows of one page. */
  async function load(caller: Caller, q: ChangesExportQuery, page: { offset: number; limit: number }) {
    const [location, rules] = await Promise.all([
      repo.location(caller.businessId, q.location_id),
      repo.workRules(caller.businessId),
    ]);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    const from = parseDayMonthYear(q.from);
    const to = parseDayMonthYear(q.to);
    if (!from || !to) throw new Error("unchecked days");
    const rows = await repo.changes(caller.businessId, {
      locationId: location.id,
      from: startOfDayIn(from, location.timeZone),
      to: startOfDayIn(to.add({ days: 1 }), location.timeZone),
      employeeId: q.employee_id,
      ...page,
    });
    return { location, rows, money: seesMoney(caller, rules) };
  }

  return {
    /** A dry run's rows as the caller sees them, with their total pay (null for one who does not see money). */
    async preview(caller: Caller, rows: LoggedChange[]): Promise<ChangePreview> {
      const money = seesMoney(caller, await repo.workRules(caller.businessId));
      const changes = rows.map((r) => {
        const { id: _id, ...item } = present(r, money);
        return item;
      });
      const total = rows.reduce((sum, r) => sum + (r.pay_cents ?? 0), 0);
      return { changes, pay_total: money ? formatCents(total) : null };
    },

    async export(caller: Caller, q: ChangesExportQuery) {
      const { location, rows, money } = await load(caller, q, { offset: 0, limit: MAX_CHANGE_EXPORT_ROWS });
      const data = rows.map((r) => exportRow(present(r, money), location.timeZone, money));
      const name = `changes-${location.name}-${q.from}-${q.to}`.replace(/[^A-Za-z0-9._-]+/g, "-");
      return exportData(data, { fileName: name, type: "csv", withBom: true });
    },

    async list(caller: Caller, q: ChangesQuery) {
      const { rows, money } = await load(caller, q, { offset: (q.page - 1) * q.length, limit: q.length });
      const url = pageUrl("/api/compliance/changes", {
        location_id: q.location_id,
        from: q.from,
        to: q.to,
        employee_id: q.employee_id,
        length: q.length,
      });
      return paginate(
        rows.map((r) => present(r, money)),
        Number(rows[0]?.total ?? 0),
        q,
        url,
      );
    },
  };
}
export type ChangesService = ReturnType<typeof makeChangesService>;
