import type { AreaItem, AreaRoleRecord } from "@brigade/contract/locations";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import type { AreaRepository } from "./area-repository";
import type { RoleRow } from "./repository";
import { presentArea } from "./service";

const presentRole = (row: RoleRow): AreaRoleRecord => ({ id: row.id, name: row.name, area_id: row.areaId });

// A concurrent request with the same name passes the service's check but not the unique constraint.
const areaNameRace = { [UNIQUE_VIOLATION]: () => AppError.field("name", MESSAGES.areaNameTaken) };
const roleNameRace = { [UNIQUE_VIOLATION]: () => AppError.field("name", MESSAGES.roleNameTaken) };

/** Work areas of a location and the roles within them. */
export function makeAreaService(repo: AreaRepository) {
  async function findArea(businessId: number, id: number) {
    const area = await repo.findArea(businessId, id);
    if (!area) throw AppError.notFound(MESSAGES.areaNotFound);
    return area;
  }

  async function findRole(businessId: number, id: number) {
    const role = await repo.findRole(businessId, id);
    if (!role) throw AppError.notFound(MESSAGES.roleNotFound);
    return role;
  }

  return {
    async storeArea(businessId: number, body: { location_id: number; name: string }): Promise<AreaItem> {
      if (!(await repo.findLocation(businessId, body.location_id))) throw AppError.notFound(MESSAGES.locationNotFound);
      if (await repo.areaNameTaken(businessId, body.location_id, body.name)) {
        throw AppError.field("name", MESSAGES.areaNameTaken);
      }
      const area = await refusing(() => repo.insertArea(businessId, body.location_id, body.name), areaNameRace);
      return presentArea(area, []);
    },

    async updateArea(businessId: number, id: number, body: { name: string }): Promise<AreaItem> {
      const area = await findArea(businessId, id);
      if (await repo.areaNameTaken(businessId, area.locationId, body.name, id)) {
        throw AppError.field("name", MESSAGES.areaNameTaken);
      }
      await refusing(() => repo.renameArea(businessId, id, body.name), areaNameRace);
      return presentArea({ ...area, name: body.name }, await repo.listRoles(businessId, [id]));
    },

    async destroyArea(businessId: number, id: number): Promise<void> {
      await findArea(businessId, id);
      const inUse = () => AppError.conflict(MESSAGES.areaInUse);
      if (await repo.areaHasRoles(businessId, id)) throw inUse();
      await refusing(() => repo.deleteArea(businessId, id), { [FOREIGN_KEY_VIOLATION]: inUse });
    },

    async storeRole(businessId: number, body: { area_id: number; name: string }): Promise<AreaRoleRecord> {
      await findArea(businessId, body.area_id);
      if (await repo.roleNameTaken(businessId, body.area_id, body.name)) {
        throw AppError.field("name", MESSAGES.roleNameTaken);
      }
      return presentRole(await refusing(() => repo.insertRole(businessId, body.area_id, body.name), roleNameRace));
    },

    async updateRole(businessId: number, id: number, body: { name: string }): Promise<AreaRoleRecord> {
      const role = await findRole(businessId, id);
      if (await repo.roleNameTaken(businessId, role.areaId, body.name, id)) {
        throw AppError.field("name", MESSAGES.roleNameTaken);
      }
      await refusing(() => repo.renameRole(businessId, id, body.name), roleNameRace);
      return presentRole({ ...role, name: body.name });
    },

    async destroyRole(businessId: number, id: number): Promise<void> {
      await findRole(businessId, id);
      const inUse = () => AppError.conflict(MESSAGES.roleInUse);
      if (await repo.roleInUse(businessId, id)) throw inUse();
      // A team member or shift given the role meanwhile is caught by the foreign key, with the same answer.
      await refusing(() => repo.deleteRole(businessId, id), { [FOREIGN_KEY_VIOLATION]: inUse });
    },
  };
}
export type AreaService = ReturnType<typeof makeAreaService>;
