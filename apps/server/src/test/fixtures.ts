import { eq } from "drizzle-orm";
import { areaRoles, areas, locations } from "../db/schema/locations";
import type { Caller, TestApp } from "./harness";

let counter = 0;

/** The business of a signed-in caller, read the way a client would. */
export async function businessIdOf(caller: Caller): Promise<number> {
  return (await caller.get("/api/auth/me")).json().payload.business.id as number;
}

export type AreaRoleFixture = { locationId: number; areaId: number; areaName: string; id: number; name: string };

/**
 * A location, a work area and a role in it, written straight to the database so a module's tests do
 * not depend on the locations endpoints. Names are unique per call; pass `areaId` to add a role to an area.
 */
export async function createAreaRole(
  t: TestApp,
  businessId: number,
  opts: { name?: string; areaId?: number; areaName?: string } = {},
): Promise<AreaRoleFixture> {
  const n = ++counter;
  const db = t.database.db;
  let locationId: number;
  let areaId: number;
  let areaName: string;
  if (opts.areaId) {
    const [area] = await db.select().from(areas).where(eq(areas.id, opts.areaId));
    if (!area) throw new Error(`no area ${opts.areaId}`);
    ({ locationId, id: areaId, name: areaName } = area);
  } else {
    const [location] = await db
      .insert(locations)
      .values({ businessId, name: `Location ${n}`, timeZone: "America/New_York" })
      .returning();
    if (!location) throw new Error("location insert failed");
    areaName = opts.areaName ?? `Area ${n}`;
    const [area] = await db.insert(areas).values({ businessId, locationId: location.id, name: areaName }).returning();
    if (!area) throw new Error("area insert failed");
    locationId = location.id;
    areaId = area.id;
  }
  const name = opts.name ?? `Role ${n}`;
  const [role] = await db.insert(areaRoles).values({ businessId, areaId, name }).returning();
  if (!role) throw new Error("area role insert failed");
  return { locationId, areaId, areaName, id: role.id, name };
}
