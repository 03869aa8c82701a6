import {
  MAX_ROSTER_LENGTH,
  type RosterPage,
  type RosterSort,
  type RosterType,
  rosterPage,
  type ScheduleRosterRow,
  type SortOrder,
  scheduleRosterRow,
  type VacantRosterRow,
  vacantRosterRow,
} from "@brigade/contract/rosters";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";

/** The sidebar filters as GET /api/shift/all-shift-slots reads them (ids comma-separated, dates DD-MM-YYYY). */
export type RosterFilters = Partial<
  Record<"name" | "from" | "to" | "location_id" | "area_id" | "area_role_id" | "employee_id", string>
>;
export type RosterRequest = {
  rosterType: RosterType;
  page: number;
  length: number;
  sort: RosterSort;
  order: SortOrder;
  filters: RosterFilters;
};
export type RosterRow<T extends RosterType> = T extends "vacant_shifts" ? VacantRosterRow : ScheduleRosterRow;

/** The server's page narrowed to the rows the roster type asked for: a vacant roster of bookings is a drift too. */
const PAGES = {
  vacant_shifts: rosterPage.extend({ data: z.array(vacantRosterRow) }),
  schedule_shifts: rosterPage.extend({ data: z.array(scheduleRosterRow) }),
} satisfies Record<RosterType, z.ZodType>;

/** Query keys of the rosters, under the schedule key: every shift or booking write refreshes them. */
export const rosterKeys = {
  all: [...SCHEDULE_KEY, "rosters"] as const,
  page: (request: RosterRequest) => [...SCHEDULE_KEY, "rosters", "page", request] as const,
};

export async function fetchRoster<T extends RosterType>(
  request: RosterRequest & { rosterType: T },
  signal?: AbortSignal,
): Promise<RosterPage<RosterRow<T>>> {
  const { rosterType, page, length, sort, order, filters } = request;
  const query = { ...filters, roster_type: rosterType, page, length, sort, order };
  const { payload } = await api.get("/shift/all-shift-slots", PAGES[rosterType], query, signal);
  // PAGES follows the roster type; TypeScript cannot narrow the type parameter T by it.
  return payload as RosterPage<RosterRow<T>>;
}

/** Every matching row, as the CSV export needs: length = total, in as few requests as the server allows. */
export async function fetchWholeRoster<T extends RosterType>(
  request: Omit<RosterRequest, "page" | "length"> & { rosterType: T },
  total: number,
): Promise<RosterRow<T>[]> {
  const length = Math.min(Math.max(total, 1), MAX_ROSTER_LENGTH);
  const rows: RosterRow<T>[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchRoster({ ...request, page, length });
    rows.push(...answer.data);
    if (answer.data.length < length || rows.length >= answer.total) return rows;
  }
}

export const rosterQueryOptions = <T extends RosterType>(request: RosterRequest & { rosterType: T }) =>
  queryOptions({
    queryKey: rosterKeys.page(request),
    queryFn: ({ signal }) => fetchRoster(request, signal),
    placeholderData: keepPreviousData,
  });

export const useRoster = <T extends RosterType>(request: RosterRequest & { rosterType: T }, enabled = true) =>
  useQuery({ ...rosterQueryOptions(request), enabled });
