import { parseDayMonthYear, parseInstant, startOfDayIn } from "@brigade/contract/dates";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { ShiftIndexQuery, ShiftItem } from "@brigade/contract/shifts";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import type { LocationWindow, ShiftFilter, ShiftListRepository } from "./list-repository";
import { loadShifts } from "./present";

const INDEX_URL = "/api/shift/index";

/** A date bound: a whole day in each location's zone, or one instant everywhere. */
type Bound = { date: Temporal.PlainDate } | { at: Date };

function readBound(field: "from" | "to", value: string | undefined): Bound | undefined {
  if (!value) return undefined;
  const date = parseDayMonthYear(value);
  if (date) return { date };
  const at = parseInstant(value);
  if (at) return { at };
  throw AppError.field(field, SHIFT_MESSAGES.dateFilterInvalid);
}

/** `from` starts its day; a `to` date includes its whole day, so the window ends when the next day begins. */
function windowIn(timeZone: string, from?: Bound, to?: Bound): Omit<LocationWindow, "locationId"> {
  return {
    from: from && ("at" in from ? from.at : startOfDayIn(from.date, timeZone)),
    to: to && ("at" in to ? to.at : startOfDayIn(to.date.add({ days: 1 }), timeZone)),
  };
}

export function makeShiftListService(repo: ShiftListRepository) {
  return {
    /** The shifts matching the sidebar's filters: a paginator, or with pagination=0 a plain list. */
    async index(businessId: number, query: ShiftIndexQuery): Promise<Paginated<ShiftItem> | ShiftItem[]> {
      const from = readBound("from", query.from);
      const to = readBound("to", query.to);
      const filter: ShiftFilter = {
        name: query.name || undefined,
        locationIds: query.location_id,
        areaIds: query.area_id,
        areaRoleIds: query.area_role_id,
        employeeIds: query.employee_id,
        availability: query.availability,
        status: query.shift_status,
      };
      if (from || to) {
        const places = await repo.locationsOf(businessId, query.location_id);
        filter.windows = places.map((p) => ({ locationId: p.id, ...windowIn(p.timeZone, from, to) }));
      }
      if (query.pagination === "0") {
        const { ids } = await repo.listShifts(businessId, filter);
        return loadShifts(repo, businessId, ids);
      }
      const { page, length } = query;
      const { ids, total } = await repo.listShifts(businessId, filter, { offset: (page - 1) * length, limit: length });
      const join = (ids?: number[]) => ids?.join(",");
      const url = pageUrl(INDEX_URL, {
        name: filter.name,
        from: query.from,
        to: query.to,
        shift_status: query.shift_status,
        location_id: join(query.location_id),
        area_id: join(query.area_id),
        area_role_id: join(query.area_role_id),
        employee_id: join(query.employee_id),
        availability: query.availability,
        length,
      });
      return paginate(await loadShifts(repo, businessId, ids), total, { page, length }, url);
    },
  };
}
export type ShiftListService = ReturnType<typeof makeShiftListService>;
