import type { InjectOptions } from "fastify";
import { registerOwner, type TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { book, createPlace, createShift, storeBody } from "../../shifts/test/support";
import { addMember, pickupOf } from "./support";

type Setup = { slotId: number; areaRoleId: number; accepted: number; pending: number; outsider: string; own: object };

/**
 * Business A's shift and a member's bookings in it, asked about by a team member of another business
 * (who, unlike business B's owner, has an employee record, so the 404 is the tenant's and not "no record").
 */
export const memberTenantCases = (app: () => TestApp): TenantCase[] => {
  const setups = new Map<number, Setup>();
  const of = (shiftId: number) => {
    const setup = setups.get(shiftId);
    if (!setup) throw new Error("no setup for this shift");
    return setup;
  };
  return [
    {
      name: "shifts, slots and bookings a team member acts on",
      create: async (ownerA) => {
        const t = app();
        const place = await createPlace(t, ownerA);
        const shift = await createShift(ownerA, storeBody(place));
        const memberA = await addMember(t, ownerA, [place.roleA]);
        const accepted = await book(t, place, shift, { employeeId: memberA.employeeId });
        const later = await createShift(
          ownerA,
          storeBody(place, { from: "2027-01-13T22:00:00Z", to: "2027-01-14T04:00:00Z" }),
        );
        const pending = await book(t, place, later, { employeeId: memberA.employeeId, status: "Pending" });
        const ownerC = await registerOwner(t.app, "Business C");
        const placeC = await createPlace(t, ownerC);
        const shiftC = await createShift(ownerC, storeBody(placeC));
        const outsider = await addMember(t, ownerC, [placeC.roleA]);
        setups.set(shift.id, {
          slotId: shift.shift_time_slots[0]?.id ?? 0,
          areaRoleId: place.roleA,
          accepted,
          pending,
          outsider: outsider.token,
          own: pickupOf(shiftC, placeC.roleA),
        });
        return shift.id;
      },
      requests: (id) => {
        const s = of(id);
        const headers = { authorization: `Bearer ${s.outsider}` };
        const asOutsider = (req: InjectOptions): InjectOptions => ({ ...req, headers });
        return [
          {
            method: "POST",
            url: "/api/shift/employee/pickup",
            payload: { shift_id: id, slot_id: s.slotId, area_role_id: s.areaRoleId },
          },
          // The outsider's own shift and role, with business A's slot.
          { method: "POST", url: "/api/shift/employee/pickup", payload: { ...s.own, slot_id: s.slotId } },
          {
            method: "POST",
            url: `/api/shift/employee/apply-for-leave/${s.accepted}`,
            payload: { action_detail: "Sick" },
          },
          { method: "POST", url: `/api/shift/employee/withdraw/${s.pending}` },
        ].map((req) => asOutsider(req as InjectOptions));
      },
    },
  ];
};
