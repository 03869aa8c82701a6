import { type Paginated, paginate } from "@brigade/contract/pagination";
import { MAX_SHIFT_LIST, SHIFT_LIST_TOO_LONG, type ShiftIndexQuery, type ShiftItem } from "@brigade/contract/shifts";
import { AppError } from "../../lib/app-error";
import { pageUrl } from "../../lib/page-url";
import type { ShiftListRepository } from "./list-repository";
import { loadShifts } from "./present";
import { sidebarFilter } from "./sidebar-filter";

const INDEX_URL = "/api/shift/index";

export function makeShiftListService(repo: ShiftListRepository) {
  return {
    /** The shifts matching the sidebar's filters: a paginator, or with pagination=0 a plain list. */
    async index(businessId: number, query: ShiftIndexQuery): Promise<Paginated<ShiftItem> | ShiftItem[]> {
      const filter = await sidebarFilter(query, () => repo.locationsOf(businessId, query.location_id));
      if (query.pagination === "0") {
        const ids = await repo.shiftIds(businessId, filter, MAX_SHIFT_LIST + 1);
        if (ids.length > MAX_SHIFT_LIST) throw AppError.field("pagination", SHIFT_LIST_TOO_LONG);
        return loadShifts(repo, businessId, ids);
      }
      const { page, length } = query;
      const { ids, total } = await repo.listShifts(businessId, filter, { offset: (page - 1) * length, limit: length });
      const join = (ids?: number[]) => ids?.join(",");
      const url = pageUrl(INDEX_URL, {
        name: query.name || undefined,
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
