import type { CalendarAnswer } from "@brigade/contract/calendar";
import type { LocationItem } from "@brigade/contract/locations";
import { ianaName } from "@brigade/contract/time-zones";
import { useQuery } from "@tanstack/react-query";
import { useTeamMember } from "../../features/employees/api/get-team-member";
import { locationsQueryOptions } from "../../features/locations/api/location-index";
import { i18next } from "../../i18n";

// Whose roles the employee-side calendar (/employee-calendar) offers, and where they are (spec section 6):
// a team member's and a manager's come from their own employee record; anyone else (an owner) gets all.

/** A role the calendar offers, with its work area and location. */
export type RoleChoice = {
  id: number;
  name: string;
  areaId: number;
  areaName: string;
  locationId: number;
  locationName: string;
};
/** A location the calendar can show, with its IANA zone. */
export type CalendarPlace = { id: number; name: string; timeZone: string };

export type CalendarScope =
  | { status: "pending" }
  | { status: "error"; error: Error; retry: () => void }
  /** `roles`: the caller's own; null for all of them, read page by page from `locations`' business. */
  | { status: "ready"; roles: RoleChoice[] | null; places: CalendarPlace[]; locations: LocationItem[] | null };

/**
 * A team member's scope: the feed itself names their roles (own_roles), since the areas, roles and
 * locations endpoints are for managers.
 */
export function memberScope(feed: {
  data?: CalendarAnswer;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}): CalendarScope {
  const own = feed.data?.own_roles;
  if (own) {
    const roles = own.map((r) => ({
      id: r.id,
      name: r.name,
      areaId: r.area_id,
      areaName: r.area_name,
      locationId: r.location_id,
      locationName: r.location_name,
    }));
    const places = new Map(
      own.map((r) => [r.location_id, { id: r.location_id, name: r.location_name, timeZone: r.time_zone }]),
    );
    return { status: "ready", roles, places: [...places.values()], locations: null };
  }
  if (feed.isError && feed.error) return { status: "error", error: feed.error, retry: () => void feed.refetch() };
  return { status: "pending" };
}

/**
 * An owner's or manager's scope: a manager's roles come from their own employee record (GET
 * /api/employee/team-member/{id}), the locations and their zones from the location list. `enabled` is false
 * for team members, who may call neither.
 */
export function useStaffScope(employeeId: number | null, enabled: boolean): CalendarScope {
  const locations = useQuery({ ...locationsQueryOptions(), enabled });
  const record = useTeamMember(enabled ? employeeId : null);
  if (!enabled) return { status: "pending" };
  if (locations.isError) return { status: "error", error: locations.error, retry: () => void locations.refetch() };
  if (record.isError) return { status: "error", error: record.error, retry: () => void record.refetch() };
  if (locations.isPending || (employeeId !== null && record.isPending)) return { status: "pending" };
  const all = locations.data.map((l) => ({ id: l.id, name: l.name, timeZone: ianaName(l.time_zone) }));
  if (!record.data) return { status: "ready", roles: null, places: all, locations: locations.data };
  const roles = record.data.area_roles.map((r) => ({
    id: r.id,
    name: r.name,
    areaId: r.area.id,
    areaName: r.area.name,
    locationId: r.area.location.id,
    locationName: r.area.location.name,
  }));
  const theirs = all.filter((p) => roles.some((r) => r.locationId === p.id));
  return { status: "ready", roles, places: theirs.length ? theirs : all, locations: null };
}

/** The calendar's zone label: the one zone shown, or each location's under Show All. */
export function zoneLabelOf(places: CalendarPlace[]): string {
  const zones = new Set(places.map((p) => p.timeZone));
  if (zones.size <= 1) return places[0]?.timeZone ?? "UTC";
  const each = places.map((p) => `${p.name} ${p.timeZone}`).join("; ");
  return i18next.t("schedule:workspace.eachZone", { zones: each });
}
