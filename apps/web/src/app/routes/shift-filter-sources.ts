import type { AreaItem, LocationItem } from "@brigade/contract/locations";
import type { Paginated } from "@brigade/contract/pagination";
import type { PagedOption, PagedSource } from "../../components/paged-multi-select";
import { fetchTeamMembers } from "../../features/employees/api/team-member-index";
import { fetchAreaRoles } from "../../features/locations/api/area-role-index";
import type { ShiftFilters } from "../../features/shifts/lib/shift-filters";
import type { RoleChoice } from "./calendar-scope";

/** Options per page of the sidebar's paged filters. */
export const FILTER_PAGE_LENGTH = 10;
/** The most ids one label look-up asks for (the API's limit). */
const MAX_IDS = 100;

const nextPage = (p: Paginated<unknown>) => (p.next_page_url ? p.current_page + 1 : null);
const joined = (ids: string[]) => (ids.length ? ids.join(",") : undefined);

export const employeeSource: PagedSource = {
  key: ["filter-options", "employees"],
  async fetchPage({ page, search, signal }) {
    const list = await fetchTeamMembers(
      { page, length: FILTER_PAGE_LENGTH, search, employee_status: "active_employee" },
      signal,
    );
    return { options: list.data.map(employeeOption), nextPage: nextPage(list) };
  },
  // No status here: someone deactivated since the filter was set still shows by name.
  async fetchSelected(ids, signal) {
    const list = await fetchTeamMembers(
      { page: 1, length: MAX_IDS, search: "", employee_status: null, ids: ids.join(",") },
      signal,
    );
    return list.data.map(employeeOption);
  },
};

function employeeOption(e: { id: number; user: { name: string; email: string } }): PagedOption {
  return { value: String(e.id), label: e.user.name, description: e.user.email };
}

/** Work areas of the chosen location (all when "Show All"), labelled with their location when there are several. */
export function areaSource(filters: ShiftFilters, locations: LocationItem[]): PagedSource {
  const location_id = filters.location === "showAll" ? undefined : filters.location;
  const option = (a: AreaItem): PagedOption => {
    const place = locations.length > 1 ? locations.find((l) => l.id === a.location_id)?.name : undefined;
    return { value: String(a.id), label: place ? `${a.name} (${place})` : a.name };
  };
  return {
    key: ["filter-options", "areas", location_id ?? "all"],
    async fetchPage({ page, search, signal }) {
      const list = await fetchAreaRoles({ page, length: FILTER_PAGE_LENGTH, location_id, search }, signal);
      return { options: list.data.map(option), nextPage: nextPage(list) };
    },
    async fetchSelected(ids, signal) {
      const list = await fetchAreaRoles({ page: 1, length: MAX_IDS, area_id: ids.join(",") }, signal);
      return list.data.map(option);
    },
  };
}

const roleOptions = (areas: AreaItem[]): PagedOption[] =>
  areas.flatMap((a) => a.area_role.map((r) => ({ value: String(r.id), label: `${r.name} (${a.name})` })));

/** Roles of the chosen work areas, else of the chosen location, else all; paged by work area. */
export function roleSource(filters: ShiftFilters): PagedSource {
  const location_id = filters.location === "showAll" ? undefined : filters.location;
  const area_id = joined(filters.areas);
  return {
    key: ["filter-options", "roles", location_id ?? "all", area_id ?? "all"],
    async fetchPage({ page, search, signal }) {
      const list = await fetchAreaRoles(
        { page, length: FILTER_PAGE_LENGTH, location_id, area_id, role_search: search },
        signal,
      );
      return { options: roleOptions(list.data), nextPage: nextPage(list) };
    },
    async fetchSelected(ids, signal) {
      const list = await fetchAreaRoles({ page: 1, length: MAX_IDS, role_id: ids.join(",") }, signal);
      return roleOptions(list.data);
    },
  };
}

/** Options known in full already (the caller's own roles): searched here, one page. */
function listSource(key: readonly unknown[], shown: PagedOption[], all: PagedOption[]): PagedSource {
  return {
    key,
    async fetchPage({ search }) {
      const wanted = search.toLowerCase();
      return { options: shown.filter((o) => o.label.toLowerCase().includes(wanted)), nextPage: null };
    },
    async fetchSelected(ids) {
      return all.filter((o) => ids.includes(o.value));
    },
  };
}

/**
 * Work Area and Roles of the employee-side calendar: the caller's own roles (spec section 6), narrowed by the
 * chosen location and work areas; labelled with their location when they are at several.
 */
export function ownRoleSources(filters: ShiftFilters, roles: RoleChoice[]): { areas: PagedSource; roles: PagedSource } {
  const several = new Set(roles.map((r) => r.locationId)).size > 1;
  const areaOption = (r: RoleChoice): PagedOption => ({
    value: String(r.areaId),
    label: several ? `${r.areaName} (${r.locationName})` : r.areaName,
  });
  const roleOption = (r: RoleChoice): PagedOption => ({
    value: String(r.id),
    label: `${r.name} (${several ? `${r.areaName}, ${r.locationName}` : r.areaName})`,
  });
  const unique = (options: PagedOption[]) => [...new Map(options.map((o) => [o.value, o])).values()];
  const here = filters.location === "showAll" ? roles : roles.filter((r) => String(r.locationId) === filters.location);
  const inAreas = filters.areas.length ? here.filter((r) => filters.areas.includes(String(r.areaId))) : here;
  const scope = [roles.map((r) => r.id).join(","), filters.location];
  return {
    areas: listSource(
      ["filter-options", "own-areas", ...scope],
      unique(here.map(areaOption)),
      unique(roles.map(areaOption)),
    ),
    roles: listSource(
      ["filter-options", "own-roles", ...scope, filters.areas.join(",")],
      inAreas.map(roleOption),
      roles.map(roleOption),
    ),
  };
}
