import { type AreaItem, areaItem } from "@brigade/contract/locations";
import { type Paginated, paginatedPayload } from "@brigade/contract/pagination";
import { api } from "../../../lib/api-client";

const areaPage = paginatedPayload(areaItem);

/** Filters of the work-area listing; lists of ids are comma-separated. */
export type AreaRoleQuery = {
  page: number;
  length: number;
  location_id?: string;
  /** Area name contains it. */
  search?: string;
  area_id?: string;
  /** Only roles whose name contains it (areas without one are left out). */
  role_search?: string;
  role_id?: string;
};

/** One page of work areas, each with its (matching) roles. */
export async function fetchAreaRoles(query: AreaRoleQuery, signal?: AbortSignal): Promise<Paginated<AreaItem>> {
  const { payload } = await api.get("/restaurant/area/role/index", areaPage, query, signal);
  return payload.paginated;
}
