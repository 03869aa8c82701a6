import type { LabourRule, LabourRuleInput } from "@brigade/contract/labour-model";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { labourRules } from "../../db/schema/demand";
import { areaRoles, areas, locations } from "../../db/schema/locations";

/** A location's labour model (demand.md, "Labour model"): one rule per role of its work areas. */
export function makeLabourModelRepository(db: Db) {
  return {
    /** Of these roles, those of the location's work areas. */
    async rolesOf(businessId: number, locationId: number, roleIds: number[]): Promise<Set<number>> {
      if (roleIds.length === 0) return new Set();
      const rows = await db
        .select({ id: areaRoles.id })
        .from(areaRoles)
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(
          and(eq(areaRoles.businessId, businessId), eq(areas.locationId, locationId), inArray(areaRoles.id, roleIds)),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** The rules, by area and role name. */
    async rules(businessId: number, locationId: number): Promise<LabourRule[]> {
      const rows = await db
        .select({ rule: labourRules, role: areaRoles.name, area: areas.name })
        .from(labourRules)
        .innerJoin(areaRoles, eq(areaRoles.id, labourRules.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(and(eq(labourRules.businessId, businessId), eq(labourRules.locationId, locationId)))
        .orderBy(asc(areas.name), asc(areaRoles.name));
      return rows.map(({ rule, role, area }) => ({
        area_role_id: rule.areaRoleId,
        role,
        area,
        driver: rule.driver,
        ...(rule.per === null ? {} : { per: Number(rule.per) }),
        ...(rule.count === null ? {} : { count: rule.count }),
        min: rule.min,
        ...(rule.max === null ? {} : { max: rule.max }),
        ...(rule.steps === null ? {} : { steps: rule.steps }),
        before_open_min: rule.beforeOpenMin,
        after_close_min: rule.afterCloseMin,
      }));
    },

    /** The location's labour target in percent ("28.50"), or null. */
    async target(businessId: number, locationId: number): Promise<string | null> {
      const [row] = await db
        .select({ percent: locations.labourTargetPercent })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row?.percent ?? null;
    },

    /** Replaces the location's rules with these, and its target unless it is left out, in one transaction. */
    replace(businessId: number, locationId: number, rules: LabourRuleInput[], target?: string | null): Promise<void> {
      return db.transaction(async (tx) => {
        if (target !== undefined) {
          await tx
            .update(locations)
            .set({ labourTargetPercent: target })
            .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
        }
        await tx
          .delete(labourRules)
          .where(and(eq(labourRules.businessId, businessId), eq(labourRules.locationId, locationId)));
        if (rules.length === 0) return;
        await tx.insert(labourRules).values(
          rules.map((rule) => ({
            businessId,
            locationId,
            areaRoleId: rule.area_role_id,
            driver: rule.driver,
            per: rule.driver === "fixed" || rule.per === undefined ? null : rule.per.toFixed(2),
            count: rule.driver === "fixed" ? (rule.count ?? null) : null,
            min: rule.min,
            max: rule.max ?? null,
            steps: rule.driver === "fixed" ? null : (rule.steps ?? null),
            beforeOpenMin: rule.before_open_min,
            afterCloseMin: rule.after_close_min,
          })),
        );
      });
    },
  };
}

export type LabourModelRepository = ReturnType<typeof makeLabourModelRepository>;
