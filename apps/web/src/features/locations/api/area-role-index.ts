import type { AreaItem } from "@brigade/contract/locations";
import type { Paginated } from "@brigade/contract/pagination";
import { api } from "../../../lib/api-client";

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
  const { payload } = await api.get<{ paginated: Paginated<AreaItem> }>("/restaurant/area/role/index", query, signal);
  return payload.paginated;
}
