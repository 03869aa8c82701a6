import type { Weekday } from "@brigade/contract/enums";
import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { apiDay } from "@brigade/contract/labour-period";
import { dateIn } from "@brigade/contract/local-time";
import type { AreaItem, LocationDetail as LocationItem } from "@brigade/contract/locations";
import { MESSAGES } from "@brigade/contract/messages";
import { type Paginated, paginate } from "@brigade/contract/pagination";
import { describeTimeZone } from "@brigade/contract/time-zones";
import { AppError } from "../../lib/app-error";
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import type {
  AreaFilter,
  AreaRow,
  LocationRepository,
  LocationRow,
  LocationValues,
  Page,
  RoleFilter,
  RoleRow,
} from "./repository";

type PageUrl = (page: number) => string;
export type LocationInput = {
  name: string;
  time_zone: string;
  lock_day: Weekday | null;
  latitude?: number | null;
  longitude?: number | null;
  geofence_m?: number | null;
  jurisdiction?: string | null;
};

/** An area with its roles (picked from `roles`), in the contract's item shape. */
export const presentArea = (area: AreaRow, roles: RoleRow[]): AreaItem => ({
  id: area.id,
  name: area.name,
  location_id: area.locationId,
  area_role: roles.filter((r) => r.areaId === area.id).map((r) => ({ id: r.id, name: r.name })),
});

const presentAreas = (areas: AreaRow[], roles: RoleRow[]): AreaItem[] => areas.map((a) => presentArea(a, roles));

function presentLocation(row: LocationRow, areas: AreaItem[]): LocationItem {
  const lockDay = row.lockDay;
  return {
    id: row.id,
    name: row.name,
    lock_day: lockDay,
    lock_date: lockDay,
    time_zone: describeTimeZone(row.timeZone),
    areas: areas.filter((a) => a.location_id === row.id),
    latitude: row.latitude,
    longitude: row.longitude,
    geofence_m: row.geofenceM,
    jurisdiction: row.jurisdiction,
  };
}

const toValues = (body: LocationInput): LocationValues => ({
  name: body.name,
  timeZone: body.time_zone,
  lockDay: body.lock_day,
  // The place is all three or none (the contract checks it); not named, it stays as it is.
  ...(body.latitude === undefined && body.longitude === undefined && body.geofence_m === undefined
    ? {}
    : { latitude: body.latitude ?? null, longitude: body.longitude ?? null, geofenceM: body.geofence_m ?? null }),
  ...(body.jurisdiction === undefined ? {} : { jurisdiction: body.jurisdiction }),
});

export function makeLocationService(repo: LocationRepository, clock: () => Date = () => new Date()) {
  async function withAreas(businessId: number, rows: LocationRow[]): Promise<LocationItem[]> {
    const { rows: areas } = await repo.listAreas(businessId, { locationIds: rows.map((r) => r.id) });
    const roles = await repo.listRoles(
      businessId,
      areas.map((a) => a.id),
    );
    const items = presentAreas(areas, roles);
    return rows.map((row) => presentLocation(row, items));
  }

  async function load(businessId: number, id: number): Promise<LocationItem> {
    const row = await repo.findLocation(businessId, id);
    if (!row) throw AppError.notFound(MESSAGES.locationNotFound);
    const [item] = await withAreas(businessId, [row]);
    if (!item) throw AppError.notFound(MESSAGES.locationNotFound);
    return item;
  }

  async function assertNameFree(businessId: number, name: string, exceptId?: number): Promise<void> {
    if (await repo.locationNameTaken(businessId, name, exceptId)) {
      throw AppError.field("name", MESSAGES.locationNameTaken);
    }
  }

  // A concurrent request with the same name passes the check but not the unique constraint.
  const nameRace = { [UNIQUE_VIOLATION]: () => AppError.field("name", MESSAGES.locationNameTaken) };

  return {
    async index(
      businessId: number,
      page: Page | null,
      url: PageUrl,
    ): Promise<Paginated<LocationItem> | LocationItem[]> {
      const { rows, total } = await repo.listLocations(businessId, page ?? undefined);
      const items = await withAreas(businessId, rows);
      return page ? paginate(items, total, page, url) : items;
    },

    show: load,

    async store(businessId: number, body: LocationInput): Promise<LocationItem> {
      await assertNameFree(businessId, body.name);
      const row = await refusing(() => repo.insertLocation(businessId, toValues(body)), nameRace);
      return presentLocation(row, []);
    },

    async update(businessId: number, id: number, body: LocationInput): Promise<LocationItem> {
      if (!(await repo.findLocation(businessId, id))) throw AppError.notFound(MESSAGES.locationNotFound);
      await assertNameFree(businessId, body.name, id);
      await refusing(() => repo.updateLocation(businessId, id, toValues(body)), nameRace);
      return load(businessId, id);
    },

    async destroy(businessId: number, id: number): Promise<void> {
      const location = await repo.findLocation(businessId, id);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      // Its change log and consents are kept for its pack's years (fair-workweek.md, "Records"), read by location:
      // said first, since emptying the location would not help.
      const kept = await repo.recordsKeptUntil(businessId, id);
      if (kept && kept.getTime() > clock().getTime())
        throw AppError.conflict(
          FAIR_WORKWEEK_MESSAGES.recordsKept.said(apiDay(dateIn(kept, location.timeZone).toString())),
        );
      const inUse = () => AppError.conflict(MESSAGES.locationInUse);
      if (await repo.locationInUse(businessId, id)) throw inUse();
      // An area or shift added meanwhile is caught by the foreign key, with the same answer.
      await refusing(() => repo.deleteLocation(businessId, id), { [FOREIGN_KEY_VIOLATION]: inUse });
    },

    /** One page of work areas (optionally of one location), each with its roles. */
    async roleIndex(
      businessId: number,
      query: Page & {
        location_id?: number;
        search?: string;
        area_id?: number[];
        role_search?: string;
        role_id?: number[];
      },
      url: PageUrl,
    ): Promise<Paginated<AreaItem>> {
      if (query.location_id !== undefined && !(await repo.findLocation(businessId, query.location_id))) {
        throw AppError.notFound(MESSAGES.locationNotFound);
      }
      const page = { page: query.page, length: query.length };
      const roleFilter: RoleFilter = { search: query.role_search, ids: query.role_id };
      const filter: AreaFilter = {
        locationId: query.location_id,
        search: query.search,
        ids: query.area_id,
        roles: roleFilter.search || roleFilter.ids ? roleFilter : undefined,
        page,
      };
      const { rows, total } = await repo.listAreas(businessId, filter);
      const roles = await repo.listRoles(
        businessId,
        rows.map((a) => a.id),
        roleFilter,
      );
      return paginate(presentAreas(rows, roles), total, page, url);
    },
  };
}
export type LocationService = ReturnType<typeof makeLocationService>;
