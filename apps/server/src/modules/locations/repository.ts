import type { Weekday } from "@brigade/contract/enums";
import { and, asc, count, eq, exists as existsIn, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shifts } from "../../db/schema/shifts";
import { containsPattern } from "../../lib/like-pattern";
import { recordsKeptUntil } from "../compliance";

export type LocationPlace = { latitude: number | null; longitude: number | null; geofenceM: number | null };
export type LocationRow = {
  id: number;
  name: string;
  timeZone: string;
  lockDay: Weekday | null;
  jurisdiction: string | null;
} & LocationPlace;
export type AreaRow = { id: number; name: string; locationId: number };
export type RoleRow = { id: number; name: string; areaId: number };
/** A location's fields to write; the place only when the request named it. */
export type LocationValues = { name: string; timeZone: string; lockDay: Weekday | null } & Partial<LocationPlace> & {
    /** Only when the request named it. */
    jurisdiction?: string | null;
  };
export type Page = { page: number; length: number };
/** Roles whose name contains `search` and/or whose id is one of `ids`. */
export type RoleFilter = { search?: string; ids?: number[] };
export type AreaFilter = {
  locationIds?: number[];
  locationId?: number;
  /** Area name contains it. */
  search?: string;
  ids?: number[];
  /** Only areas holding at least one such role. */
  roles?: RoleFilter;
  page?: Page;
};

const locationColumns = {
  id: locations.id,
  name: locations.name,
  timeZone: locations.timeZone,
  lockDay: locations.lockDay,
  latitude: locations.latitude,
  longitude: locations.longitude,
  geofenceM: locations.geofenceM,
  jurisdiction: locations.jurisdiction,
};
const areaColumns = { id: areas.id, name: areas.name, locationId: areas.locationId };
const roleColumns = { id: areaRoles.id, name: areaRoles.name, areaId: areaRoles.areaId };

function roleCondition(filter: RoleFilter | undefined): SQL | undefined {
  return and(
    filter?.search ? ilike(areaRoles.name, containsPattern(filter.search)) : undefined,
    filter?.ids ? inArray(areaRoles.id, filter.ids) : undefined,
  );
}

/** Names compare without regard to case, so "Kitchen" and "kitchen" cannot sit side by side. */
export const sameName = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;
/** Excludes the record being renamed from its own duplicate check. */
export const otherThan = (column: AnyPgColumn, id: number | undefined): SQL | undefined =>
  id === undefined ? undefined : ne(column, id);

async function exists(db: Db, table: typeof areas | typeof shifts, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return row !== undefined;
}

/** Locations, plus the area and role reads every location view shares (areas carry their roles). */
export function locationQueries(db: Db) {
  return {
    async listLocations(businessId: number, page?: Page): Promise<{ rows: LocationRow[]; total: number }> {
      const where = eq(locations.businessId, businessId);
      const query = db.select(locationColumns).from(locations).where(where).orderBy(asc(locations.id));
      const rows = page ? await query.limit(page.length).offset((page.page - 1) * page.length) : await query;
      if (!page) return { rows, total: rows.length };
      const [total] = await db.select({ n: count() }).from(locations).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async findLocation(businessId: number, id: number): Promise<LocationRow | undefined> {
      const [row] = await db
        .select(locationColumns)
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
      return row;
    },

    async locationNameTaken(businessId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(eq(locations.businessId, businessId), sameName(locations.name, name), otherThan(locations.id, exceptId)),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertLocation(businessId: number, values: LocationValues): Promise<LocationRow> {
      const [row] = await db
        .insert(locations)
        .values({ businessId, ...values })
        .returning(locationColumns);
      if (!row) throw new Error("location insert returned nothing");
      return row;
    },

    async updateLocation(businessId: number, id: number, values: LocationValues): Promise<void> {
      await db
        .update(locations)
        .set(values)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
    },

    /** Work areas and shifts point at a location; either keeps it from being deleted. */
    async locationInUse(businessId: number, id: number): Promise<boolean> {
      return (
        (await exists(db, areas, and(eq(areas.businessId, businessId), eq(areas.locationId, id)))) ||
        (await exists(db, shifts, and(eq(shifts.businessId, businessId), eq(shifts.locationId, id))))
      );
    },

    recordsKeptUntil: (businessId: number, id: number) => recordsKeptUntil(db, businessId, id),

    async deleteLocation(businessId: number, id: number): Promise<void> {
      await db.delete(locations).where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
    },

    /** Areas of the given locations, or one page of the business's areas matching the filter. */
    async listAreas(businessId: number, filter: AreaFilter) {
      if (filter.locationIds?.length === 0) return { rows: [] as AreaRow[], total: 0 };
      const holdsRole = filter.roles
        ? existsIn(
            db
              .select({ one: sql`1` })
              .from(areaRoles)
              .where(
                and(eq(areaRoles.businessId, businessId), eq(areaRoles.areaId, areas.id), roleCondition(filter.roles)),
              ),
          )
        : undefined;
      const where = and(
        eq(areas.businessId, businessId),
        filter.locationIds ? inArray(areas.locationId, filter.locationIds) : undefined,
        filter.locationId === undefined ? undefined : eq(areas.locationId, filter.locationId),
        filter.search ? ilike(areas.name, containsPattern(filter.search)) : undefined,
        filter.ids ? inArray(areas.id, filter.ids) : undefined,
        holdsRole,
      );
      const query = db.select(areaColumns).from(areas).where(where).orderBy(asc(areas.locationId), asc(areas.id));
      const { page } = filter;
      const rows = page ? await query.limit(page.length).offset((page.page - 1) * page.length) : await query;
      if (!page) return { rows, total: rows.length };
      const [total] = await db.select({ n: count() }).from(areas).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async listRoles(businessId: number, areaIds: number[], filter?: RoleFilter): Promise<RoleRow[]> {
      if (areaIds.length === 0) return [];
      return db
        .select(roleColumns)
        .from(areaRoles)
        .where(and(eq(areaRoles.businessId, businessId), inArray(areaRoles.areaId, areaIds), roleCondition(filter)))
        .orderBy(asc(areaRoles.id));
    },
  };
}

export function makeLocationRepository(db: Db) {
  return locationQueries(db);
}
export type LocationRepository = ReturnType<typeof makeLocationRepository>;
