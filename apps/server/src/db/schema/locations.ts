import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { businesses } from "./accounts";
import { createdAt, pk } from "./columns";

const businessId = () =>
  integer()
    .notNull()
    .references(() => businesses.id, { onDelete: "cascade" });

export const locations = pgTable(
  "locations",
  {
    id: pk(),
    businessId: businessId(),
    name: text().notNull(),
    timeZone: text().notNull(),
    lockDay: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.businessId, t.name),
    check(
      "locations_lock_day_check",
      sql`${t.lockDay} in ('Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday')`,
    ),
  ],
);

export const areas = pgTable(
  "areas",
  {
    id: pk(),
    businessId: businessId(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.locationId, t.name), index().on(t.businessId)],
);

export const areaRoles = pgTable(
  "area_roles",
  {
    id: pk(),
    businessId: businessId(),
    areaId: integer()
      .notNull()
      .references(() => areas.id, { onDelete: "restrict" }),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.areaId, t.name), index().on(t.businessId)],
);

export { businessId as businessIdColumn };
