import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { locations } from "./schema/locations";

// "This business's location by id" and "the business's locations with their zones", read by most modules.

const locationColumns = {
  id: locations.id,
  name: locations.name,
  timeZone: locations.timeZone,
  lockDay: locations.lockDay,
  jurisdiction: locations.jurisdiction,
};

/** The business's location, or undefined for an unknown id or another business's location. */
export async function findBusinessLocation(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
  return row;
}

/** The business's locations (those of `ids` when given) with their zones, by id. */
export function businessPlaces(db: Db, businessId: number, ids?: number[]) {
  return db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), ids ? inArray(locations.id, ids) : undefined))
    .orderBy(asc(locations.id));
}
