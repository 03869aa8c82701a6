import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, areas } from "../../db/schema/locations";

export function makeLiveRepository(db: Db) {
  return {
    /** A team member's employee record and the locations of their roles (the published shifts they may see). */
    async memberScope(businessId: number, userId: number) {
      const rows = await db
        .selectDistinct({ employeeId: employees.id, locationId: areas.locationId })
        .from(employees)
        .leftJoin(employeeAreaRoles, eq(employeeAreaRoles.employeeId, employees.id))
        .leftJoin(areaRoles, eq(areaRoles.id, employeeAreaRoles.areaRoleId))
        .leftJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      const locationIds = new Set(rows.flatMap((row) => (row.locationId === null ? [] : [row.locationId])));
      return { employeeId: rows[0]?.employeeId ?? null, locationIds };
    },

    /** Whether a session still holds (not signed out, not expired, the user still active). */
    async sessionLive(sessionId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), eq(users.active, true)));
      return row !== undefined;
    },
  };
}
export type LiveRepository = ReturnType<typeof makeLiveRepository>;
