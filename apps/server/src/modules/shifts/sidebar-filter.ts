import { type PeriodBound, type Place, periodWindows } from "@brigade/contract/periods";
import type { ShiftIndexQuery } from "@brigade/contract/shifts";
import { readPeriodBound } from "../../lib/period";
import type { ShiftFilter } from "./list-repository";

type SidebarQuery = Omit<ShiftIndexQuery, "pagination" | "page" | "length">;

/** The period of a request, read once: a malformed date is a 422 whether or not a location would use it. */
export function readPeriod(query: { from?: string; to?: string }): { from?: PeriodBound; to?: PeriodBound } {
  return { from: readPeriodBound("from", query.from), to: readPeriodBound("to", query.to) };
}

type SidebarFields = {
  name?: string;
  location_id?: number[];
  area_id?: number[];
  area_role_id?: number[];
  employee_id?: number[];
  availability?: ShiftFilter["availability"];
};

/** The sidebar's filters every listing reads the same way (shift name, locations, areas, roles, employees). */
export function sidebarFields(query: SidebarFields) {
  return {
    name: query.name || undefined,
    locationIds: query.location_id,
    areaIds: query.area_id,
    areaRoleIds: query.area_role_id,
    employeeIds: query.employee_id,
    availability: query.availability,
  };
}

/**
 * The sidebar's filters as shift/index and the calendar read them; `places` are the locations the period is
 * cut for (a day is a whole day in each one's zone), needed only when there is a period.
 */
export async function sidebarFilter(query: SidebarQuery, places: () => Promise<Place[]>): Promise<ShiftFilter> {
  const { from, to } = readPeriod(query);
  return {
    ...sidebarFields(query),
    status: query.shift_status,
    windows: from || to ? periodWindows(await places(), from, to) : undefined,
  };
}
