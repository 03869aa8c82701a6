import { type Paginated, paginatedPayload } from "@brigade/contract/pagination";
import { type ShiftItem, shiftItem } from "@brigade/contract/shifts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

const shiftPage = paginatedPayload(shiftItem);

/** The filters of GET /api/shift/index; lists of ids are sent comma-separated. */
export type ShiftQuery = {
  from?: string;
  to?: string;
  name?: string;
  shift_status?: string;
  location_id?: string;
  area_id?: string;
  area_role_id?: string;
  employee_id?: string;
  availability?: string;
};

/** One page of the table: `page` from 1, `length` at most MAX_PAGE_SIZE. */
export type ShiftPageQuery = ShiftQuery & { page: number; length: number };

/**
 * One page of the shifts matching the filters, each in full (the Laravel paginator in payload.paginated).
 * The list without pages (pagination=0) stops at MAX_SHIFT_LIST shifts, which a chain passes in days.
 */
export async function fetchShiftPage(query: ShiftPageQuery, signal?: AbortSignal): Promise<Paginated<ShiftItem>> {
  const { payload } = await api.get("/shift/index", shiftPage, query, signal);
  return payload.paginated;
}

export const shiftPageQueryOptions = (query: ShiftPageQuery) =>
  queryOptions({
    queryKey: shiftKeys.page(query),
    queryFn: ({ signal }) => fetchShiftPage(query, signal),
    // The page shown stays while the next one loads, so the table and its pager do not jump.
    placeholderData: keepPreviousData,
  });

export const useShiftPage = (query: ShiftPageQuery) => useQuery(shiftPageQueryOptions(query));
