import { parseDayMonthYear } from "@brigade/contract/dates";
import { dateIn } from "@brigade/contract/local-time";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { dayWindows, type Place } from "@brigade/contract/periods";
import { describeTimeZone } from "@brigade/contract/time-zones";
import {
  MAX_TIMELINE_ENTRIES,
  TIMELINE_MESSAGES,
  type TimelineEntry,
  type TimelinePayload,
  type TimelineQuery,
  timelineKey,
  type VacantEmployeeItem,
  type VacantEmployeesQuery,
  type VacantPosition,
} from "@brigade/contract/timelines";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import { publicFileUrl } from "../../lib/uploads";
import { sidebarFields } from "../shifts";
import type { TimelineRepository } from "./repository";

const VACANT_EMPLOYEES_URL = "/api/shift/employee/get-vacant-employees";

/** The schema has already refused dates that do not parse. */
const dayOf = (text: string) => parseDayMonthYear(text) as Temporal.PlainDate;
const windowsOf = (places: Place[], query: { from: string; to: string }) =>
  dayWindows(places, dayOf(query.from), dayOf(query.to));

export function makeTimelineService(repo: TimelineRepository, limits = { maxEntries: MAX_TIMELINE_ENTRIES }) {
  return {
    /**
     * Each employee's position-holding bookings in the period, keyed by name. Namesakes are not merged: of
     * the business's employees sharing a name, the first (lowest id) keeps it, later ones are `Name (email)`,
     * so an employee's key does not depend on the filters.
     */
    async timeline(businessId: number, query: TimelineQuery): Promise<TimelinePayload> {
      if (query.shift_id && !(await repo.shiftExists(businessId, query.shift_id))) throw AppError.notFound();
      const places = await repo.locationsOf(businessId, query.location_id);
      const rows = await repo.entries(
        businessId,
        {
          windows: windowsOf(places, query),
          shiftId: query.shift_id,
          ...sidebarFields(query),
        },
        limits.maxEntries + 1,
      );
      if (rows.length > limits.maxEntries) throw AppError.field("to", TIMELINE_MESSAGES.tooManyEntries);
      const namesakes = await repo.namesakes(businessId, [...new Set(rows.map((r) => r.employeeId))]);
      const byEmployee = new Map<number, { key: string; entries: TimelineEntry[] }>();
      for (const r of rows) {
        const entry: TimelineEntry = {
          id: r.id,
          status: r.status,
          employee_id: r.employeeId,
          employee: {
            id: r.employeeId,
            user: { name: r.name, email: r.email, avatar_path: publicFileUrl(r.avatarPath) },
          },
          shift: { id: r.shiftId, name: r.shiftName, label_color: r.labelColor },
          from: r.startsAt.toISOString(),
          to: r.endsAt.toISOString(),
          area_role: { id: r.areaRoleId, name: r.areaRoleName },
          location: { id: r.locationId, name: r.locationName, time_zone: describeTimeZone(r.timeZone, r.startsAt) },
        };
        const found = byEmployee.get(r.employeeId);
        if (found) found.entries.push(entry);
        else
          byEmployee.set(r.employeeId, {
            key: timelineKey(r.name, r.email, namesakes.has(r.employeeId)),
            entries: [entry],
          });
      }
      const ordered = [...byEmployee.entries()].sort(([idA, a], [idB, b]) => a.key.localeCompare(b.key) || idA - idB);
      // fromEntries keeps a name such as "__proto__" an ordinary key.
      return { data: Object.fromEntries(ordered.map(([, e]) => [e.key, e.entries])) };
    },

    /** A page of active employees with, per day, the vacant positions each could take. */
    async vacantEmployees(businessId: number, query: VacantEmployeesQuery): Promise<Paginated<VacantEmployeeItem>> {
      const locationIds = query.location_id ? [query.location_id] : undefined;
      const places = await repo.locationsOf(businessId, locationIds);
      if (locationIds && places.length === 0) throw AppError.notFound();
      const { page, length } = query;
      const { rows, total } = await repo.activeEmployees(businessId, query.searchAbleName, {
        offset: (page - 1) * length,
        limit: length,
      });
      const positions = await repo.vacantPositionsFor(
        businessId,
        rows.map((r) => r.id),
        windowsOf(places, query),
      );
      const daysOf = new Map<number, Record<string, VacantPosition[]>>(rows.map((r) => [r.id, {}]));
      for (const p of positions) {
        const days = daysOf.get(p.employeeId);
        if (!days) continue;
        const day = dateIn(p.startsAt, p.timeZone).toString();
        days[day] = [
          ...(days[day] ?? []),
          {
            shift_id: p.shiftId,
            shift_name: p.shiftName,
            slot_id: p.slotId,
            area_role_id: p.areaRoleId,
            area_role_name: p.areaRoleName,
            from: p.startsAt.toISOString(),
            to: p.endsAt.toISOString(),
            location_id: p.locationId,
            location_name: p.locationName,
          },
        ];
      }
      const data = rows.map((r) => ({
        id: r.id,
        user: { name: r.name, email: r.email, avatar_path: publicFileUrl(r.avatarPath) },
        days: daysOf.get(r.id) ?? {},
      }));
      const url = pageUrl(VACANT_EMPLOYEES_URL, {
        from: query.from,
        to: query.to,
        searchAbleName: query.searchAbleName,
        location_id: query.location_id,
        length,
      });
      return paginate(data, total, { page, length }, url);
    },
  };
}
export type TimelineService = ReturnType<typeof makeTimelineService>;
