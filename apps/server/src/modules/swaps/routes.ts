import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  SWAP_MESSAGES as M,
  SWAP_LIST_MAX,
  SWAP_NOTIFY_MAX,
  SWAP_RECENT_DAYS,
  swapBookingParams,
  swapCandidate,
  swapDecisionBody,
  swapItem,
  swapOfferBody,
  swapsPayload,
} from "@brigade/contract/swaps";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { SwapListService } from "./list-service";
import type { SwapService } from "./service";

const tags = ["Swaps"];
// Any signed-in user of the business; what a member may touch is decided by their part in the swap.
const members = { access: "authenticated" as const };
const managers = { access: "manager" as const };
const rules =
  "The taker must be an active employee with the booking's area role, have no request or position in the slot, " +
  "hold nothing overlapping it, and pass the hard work rules for it, read on the location's clock: no approved " +
  "time off, not unavailable, within their weekly maximum, the rest between days and the shifts per day " +
  "(docs/swaps.md); else 409 with the reason.";
const own =
  "The booking must be the caller's own, of a published shift (else 404, as for another business's), Accepted and " +
  `not started (else 409).`;
const notFound = "404 for a swap of another business (or none).";
const errors = { 403: errorBody, 404: errorBody, 409: errorBody, 422: validationError };

/** Swaps: offer an Accepted shift to a colleague, accept, approve or deny, cancel. Mounted under /api. */
export function swapRoutes(service: SwapService, lists: SwapListService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/shift/employee/swap/:booking_id",
      {
        config: members,
        schema: {
          tags,
          summary: "Offer one's own Accepted shift to a named colleague, or to anyone who could take it: 201, Offered",
          description:
            `${own} One open swap per booking: 409 ("${M.alreadyOffered}"). With to_employee_id, ${rules} ` +
            `Naming oneself is 422; a colleague of another business 404. Told with swap_offered: the named ` +
            `colleague, or (open offer) up to ${SWAP_NOTIFY_MAX} colleagues who could take it.`,
          params: swapBookingParams,
          body: swapOfferBody,
          response: { 201: envelope(swapItem), ...errors },
        },
      },
      async (request, reply) => {
        const payload = await service.offer(authOf(request), request.params.booking_id, request.body);
        return reply.code(201).send({ message: M.offered, payload });
      },
    );

    r.get(
      "/shift/employee/swap/:booking_id/candidates",
      {
        config: members,
        schema: {
          tags,
          summary: "The colleagues who could take one's own Accepted shift now, by name",
          description: `${own} Each listed colleague passes the checks an offer naming them makes (${rules}) At most ${SWAP_NOTIFY_MAX}.`,
          params: swapBookingParams,
          response: { 200: envelope(z.array(swapCandidate)), ...errors },
        },
      },
      async (request) => ({ payload: await lists.candidates(authOf(request), request.params.booking_id) }),
    );

    r.get(
      "/shift/employee/swaps",
      {
        config: members,
        schema: {
          tags,
          summary:
            "Swaps: offered by me, offered to me, open to me; and, for owners and managers, those awaiting approval",
          description:
            "offered_by_me and offered_to_me (named, or accepted by me) list swaps in every status of shifts that " +
            "have not ended; open_to_me the Offered swaps to anyone of shifts that have not started that the caller " +
            "could take now (the offer's rules). Owners and managers also get awaiting_approval (Accepted by " +
            `colleague, not started) and recent (decided or cancelled in the last ${SWAP_RECENT_DAYS} days, latest ` +
            `first); team members get both empty. Soonest shift first; each list at most ${SWAP_LIST_MAX}. ` +
            "needs_approval is the business's swaps_need_approval rule.",
          response: { 200: envelope(swapsPayload) },
        },
      },
      async (request) => ({ payload: await lists.list(authOf(request)) }),
    );

    r.post(
      "/shift/employee/swaps/:id/accept",
      {
        config: members,
        schema: {
          tags,
          summary: "Accept a swap offered to the caller (or to anyone): it waits for approval, or completes at once",
          description:
            `Only the named colleague, or for an open offer anyone but the offerer: else 403. Only an Offered swap ` +
            `(else 409). ${rules} If the offered booking is no longer the offerer's Accepted one (released, leave ` +
            `asked for), the swap becomes Cancelled and the answer is 409 ("${M.bookingChanged}"). With the work ` +
            "rule swaps_need_approval the swap becomes Accepted by colleague (the offerer is told); without, it " +
            "completes in the same transaction: the offerer's booking becomes Released and the taker gets an " +
            "Accepted booking of the same slot and role; remaining_slots does not change. Both are told " +
            `(swap_decided). ${notFound}`,
          params: idParams,
          response: { 200: envelope(swapItem), ...errors },
        },
      },
      async (request) => service.accept(authOf(request), request.params.id),
    );

    r.post(
      "/shift/employee/swaps/:id/decision",
      {
        config: managers,
        schema: {
          tags,
          summary: "Approve or deny a swap accepted by a colleague (owners and managers who are neither party)",
          description:
            "A party to the swap (offerer, named colleague or taker) gets 403. Only a swap Accepted by colleague can " +
            `be decided (else 409), also when swaps_need_approval was turned off after it was accepted. Approving ` +
            `re-checks the offered booking (else the swap becomes Cancelled and 409) and the taker (${rules}) and ` +
            "completes the swap in one transaction as accept does without approval. Both parties are told. " +
            notFound,
          params: idParams,
          body: swapDecisionBody,
          response: { 200: envelope(swapItem), ...errors },
        },
      },
      async (request) => service.decide(authOf(request), request.params.id, request.body),
    );

    r.post(
      "/shift/employee/swaps/:id/cancel",
      {
        config: members,
        schema: {
          tags,
          summary: "Take back one's own offer before it completes",
          description:
            `Only the offerer: anyone else 403 ("${M.cancelOnlyOwn}"). Only while Offered or Accepted by colleague: ` +
            `else 409. The named colleague or the taker is told (swap_decided). ${notFound}`,
          params: idParams,
          response: { 200: envelope(swapItem), ...errors },
        },
      },
      async (request) => ({ message: M.cancelled, payload: await service.cancel(authOf(request), request.params.id) }),
    );
  };
}
