import type { UserRole } from "@brigade/contract/enums";
import { LABOUR_MODEL_MESSAGES, type LabourModelBody, type LabourModelPayload } from "@brigade/contract/labour-model";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import type { LabourModelRepository } from "./labour-model-repository";
import type { SalesRepository } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/** A location's labour model (demand.md, "Labour model"): its rules read, and replaced whole. */
export function makeLabourModelService(repo: LabourModelRepository, sales: SalesRepository) {
  const place = async (caller: Caller, locationId: number) => {
    if (!(await sales.location(caller.businessId, locationId))) throw AppError.notFound(MESSAGES.locationNotFound);
  };
  const modelOf = async (caller: Caller, locationId: number): Promise<LabourModelPayload> => {
    const [rules, target] = await Promise.all([
      repo.rules(caller.businessId, locationId),
      repo.target(caller.businessId, locationId),
    ]);
    return { rules, labour_target_percent: target };
  };
  return {
    async read(caller: Caller, locationId: number): Promise<LabourModelPayload> {
      await place(caller, locationId);
      return modelOf(caller, locationId);
    },

    /** Each rule's role must be one of the location's own work areas' (else a 422 on that rule). */
    async replace(caller: Caller, locationId: number, body: LabourModelBody): Promise<LabourModelPayload> {
      await place(caller, locationId);
      const here = await repo.rolesOf(
        caller.businessId,
        locationId,
        body.rules.map((rule) => rule.area_role_id),
      );
      const stranger = body.rules.findIndex((rule) => !here.has(rule.area_role_id));
      if (stranger >= 0) {
        throw new AppError("validation", LABOUR_MODEL_MESSAGES.roleNotHere, {
          [`rules.${stranger}.area_role_id`]: [LABOUR_MODEL_MESSAGES.roleNotHere],
        });
      }
      await repo.replace(caller.businessId, locationId, body.rules, body.labour_target_percent);
      return modelOf(caller, locationId);
    },
  };
}

export type LabourModelService = ReturnType<typeof makeLabourModelService>;
