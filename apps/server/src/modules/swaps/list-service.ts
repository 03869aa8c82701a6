import {
  SWAP_MESSAGES as M,
  SWAP_LIST_MAX,
  type SwapCandidate,
  type SwapsPayload,
  swapRefusal,
} from "@brigade/contract/swaps";
import { AppError } from "../../lib/app-error";
import { presentSwap } from "./present";
import type { SwapRepository } from "./repository";
import type { Caller } from "./service";
import { eligibleColleagues, offerableBooking } from "./swap-rules";

// What a person sees of swaps: their own lists, the managers' queue, and who could take a shift they offer.

export function makeSwapListService(repo: SwapRepository, clock: () => Date = () => new Date()) {
  /** Open offers to anyone that the employee could take now under the work rules, at most SWAP_LIST_MAX. */
  async function openToMe(businessId: number, employeeId: number, now: Date) {
    const rows = await repo.openOffers(businessId, employeeId, now);
    if (rows.length === 0) return [];
    const slotOf = (r: (typeof rows)[number]) => ({ from: r.startsAt, to: r.endsAt, timeZone: r.timeZone });
    const fits = await repo.loadFits(businessId, [employeeId], rows.map(slotOf));
    const max = fits.factsOf(employeeId).maxWeekHours;
    return rows
      .filter((r) => swapRefusal(fits.fit(employeeId, slotOf(r)), fits.rules, max, true) === null)
      .slice(0, SWAP_LIST_MAX);
  }

  return {
    /** A member's lists (none without an employee record); owners and managers also get the queue and the recent. */
    async list(caller: Caller): Promise<SwapsPayload> {
      const { businessId } = caller;
      const now = clock();
      const me = await repo.employeeOfUser(businessId, caller.userId);
      const manager = caller.role !== "team_member";
      const rules = await repo.workRules(businessId);
      const [offeredBy, offeredTo, openTo, awaiting, recent] = await Promise.all([
        me ? repo.offeredBy(businessId, me.id, now) : [],
        me ? repo.offeredTo(businessId, me.id, now) : [],
        me?.active ? openToMe(businessId, me.id, now) : [],
        manager ? repo.awaitingApproval(businessId, now) : [],
        manager ? repo.recent(businessId, now) : [],
      ]);
      return {
        needs_approval: rules.swaps_need_approval,
        offered_by_me: offeredBy.map(presentSwap),
        offered_to_me: offeredTo.map(presentSwap),
        open_to_me: openTo.map(presentSwap),
        awaiting_approval: awaiting.map(presentSwap),
        recent: recent.map(presentSwap),
      };
    },

    /** Who could take the caller's own Accepted future booking now, by name: the choice of the offer dialog. */
    async candidates(caller: Caller, bookingId: number): Promise<SwapCandidate[]> {
      const { businessId } = caller;
      const me = await repo.employeeOfUser(businessId, caller.userId);
      if (!me) throw AppError.notFound(M.noEmployeeRecord);
      const booking = await offerableBooking(repo, businessId, me.id, bookingId, clock());
      const colleagues = await eligibleColleagues(repo, businessId, me.id, booking);
      return colleagues.map((c) => ({ id: c.id, name: c.name }));
    },
  };
}
export type SwapListService = ReturnType<typeof makeSwapListService>;
