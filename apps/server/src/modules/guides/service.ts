import { GUIDE_MESSAGES, type GuideItem, type GuideUpdateBody } from "@brigade/contract/guides";
import { AppError } from "../../lib/app-error";
import type { GuideRepository } from "./repository";

type Caller = { businessId: number; userId: number };

export function makeGuideService(repo: GuideRepository) {
  /**
   * Creates the caller's guides on first read, then ticks (and keeps ticked) each one whose thing the
   * business already has, so a user who set things up without the checklist sees it done.
   */
  async function current({ businessId, userId }: Caller): Promise<GuideItem[]> {
    await repo.ensure(businessId, userId);
    await repo.tickKeys(businessId, userId, await repo.doneInBusiness(businessId, userId));
    return repo.list(businessId, userId);
  }

  return {
    current,

    /** Ticks one guide by key, or by id (another user's id is a 404); returns the updated list. */
    async tick(caller: Caller, body: GuideUpdateBody): Promise<GuideItem[]> {
      await repo.ensure(caller.businessId, caller.userId);
      if (body.key !== undefined) await repo.tickKeys(caller.businessId, caller.userId, [body.key]);
      else if (body.id !== undefined && !(await repo.tickId(caller.businessId, caller.userId, body.id)))
        throw AppError.notFound(GUIDE_MESSAGES.notFound);
      return current(caller);
    },
  };
}
export type GuideService = ReturnType<typeof makeGuideService>;
