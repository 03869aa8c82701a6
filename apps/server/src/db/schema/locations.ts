import { WEEKDAYS } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { businesses } from "./accounts";
import { createdAt, pk, sqlList } from "./columns";

const businessId = () =>
  integer()
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" });

// Tenancy kept by the database too: each parent is unique on (business_id, id) and each child points at it
// with its own business_id, so no row can refer to another business's record whatever the code does.

export const locations = pgTable(
  "locations",
  {
    id: pk(),
    businessId: businessId(),
    name: text().notNull(),
    timeZone: text().notNull(),
    lockDay: text({ enum: WEEKDAYS }),
    createdAt: createdAt(),
    // Where the restaurant is, for the time clock's location check (time-and-cost.md): all three or none.
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    geofenceM: integer(),
    // Labour cost as a share of sales the location aims at (demand.md, "Labour against sales"), in percent; null: none.
    labourTargetPercent: numeric({ precision: 5, scale: 2 }),
    // The fair-workweek rule pack the location is under (fair-workweek.md), a pack id of the contract's; null: none.
    // Not checked here: packs are data that grow with the code, and the contract refuses an unknown id.
    jurisdiction: text(),
  },
  (t) => [
    unique().on(t.businessId, t.name),
    unique("locations_business_id_unique").on(t.businessId, t.id),
    check("locations_lock_day_check", sql`${t.lockDay} in ${sqlList(WEEKDAYS)}`),
    check(
      "locations_labour_target_check",
      sql`${t.labourTargetPercent} is null or (${t.labourTargetPercent} > 0 and ${t.labourTargetPercent} <= 100)`,
    ),
    check(
      "locations_geofence_check",
      sql`(${t.latitude} is null and ${t.longitude} is null and ${t.geofenceM} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180 and ${t.geofenceM} between 10 and 100000)`,
    ),
  ],
);

export const areas = pgTable(
  "areas",
  {
    id: pk(),
    businessId: businessId(),
    locationId: integer().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.locationId, t.name),
    index().on(t.businessId),
    unique("areas_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "areas_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("restrict"),
  ],
);

export const areaRoles = pgTable(
  "area_roles",
  {
    id: pk(),
    businessId: businessId(),
    areaId: integer().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.areaId, t.name),
    index().on(t.businessId),
    unique("area_roles_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "area_roles_area_fk",
      columns: [t.businessId, t.areaId],
      foreignColumns: [areas.businessId, areas.id],
    }).onDelete("restrict"),
  ],
);

export { businessId as businessIdColumn };
