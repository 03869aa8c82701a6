import type { InjectOptions } from "fastify";
import { registerOwner, type TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { addMember } from "../../member/test/support";
import { book, createPlace, createShift, storeBody } from "../../shifts/test/support";
import { offered } from "./support";

type Setup = { bookingId: number; colleagueId: number; outsider: string; ownBooking: number };

/**
 * Business A's swap (a member's shift offered to a colleague), asked about by a team member of another business
 * with a booking of their own (so the 404 is the tenant's, not "no employee record"), and decided by business B's
 * owner.
 */
export const swapTenantCases = (app: () => TestApp): TenantCase[] => {
  const setups = new Map<number, Setup>();
  const of = (swapId: number) => {
    const setup = setups.get(swapId);
    if (!setup) throw new Error("no setup for this swap");
    return setup;
  };
  return [
    {
      name: "a swap, its booking and its colleague",
      create: async (ownerA) => {
        const t = app();
        const place = await createPlace(t, ownerA);
        const [memberA, colleagueA] = [
          await addMember(t, ownerA, [place.roleA]),
          await addMember(t, ownerA, [place.roleA]),
        ];
        const shift = await createShift(
          ownerA,
          storeBody(place, { from: "2027-02-01T22:00:00Z", to: "2027-02-02T04:00:00Z" }),
        );
        const bookingId = await book(t, place, shift, { employeeId: memberA.employeeId });
        const swap = await offered(memberA, bookingId, { to_employee_id: colleagueA.employeeId });
        const ownerC = await registerOwner(t.app, "Business C");
        const placeC = await createPlace(t, ownerC);
        const outsider = await addMember(t, ownerC, [placeC.roleA]);
        const ownBooking = await book(t, placeC, await createShift(ownerC, storeBody(placeC)), {
          employeeId: outsider.employeeId,
        });
        setups.set(swap.id, { bookingId, colleagueId: colleagueA.employeeId, outsider: outsider.token, ownBooking });
        return swap.id;
      },
      requests: (id) => {
        const s = of(id);
        const asOutsider = (req: InjectOptions): InjectOptions => ({
          ...req,
          headers: { authorization: `Bearer ${s.outsider}` },
        });
        return [
          { method: "POST", url: `/api/shift/employee/swaps/${id}/decision`, payload: { status: "Approved" } },
          ...[
            { method: "POST", url: `/api/shift/employee/swaps/${id}/accept` },
            { method: "POST", url: `/api/shift/employee/swaps/${id}/cancel` },
            { method: "POST", url: `/api/shift/employee/swap/${s.bookingId}`, payload: {} },
            // The outsider's own booking, offered to business A's employee.
            {
              method: "POST",
              url: `/api/shift/employee/swap/${s.ownBooking}`,
              payload: { to_employee_id: s.colleagueId },
            },
          ].map((req) => asOutsider(req as InjectOptions)),
        ];
      },
    },
  ];
};
