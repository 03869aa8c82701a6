import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace, createShift, storeBody } from "../../shifts/test/support";
import { addEmployee } from "./support";

type Setup = { employeeId: number; slotId: number; locationId: number; areaRoleId: number };

/**
 * Business A's shift with an employee who could take it; every assignment endpoint asked by business B
 * about them is a 404 (and, asked by A, a 200). The other ids of A's setup are kept by shift id.
 */
export const assignmentTenantCases = (app: () => TestApp): TenantCase[] => {
  const setups = new Map<number, Setup>();
  const of = (shiftId: number) => {
    const setup = setups.get(shiftId);
    if (!setup) throw new Error("no setup for this shift");
    return setup;
  };
  return [
    {
      name: "shifts, slots, roles and employees of an assignment",
      create: async (ownerA) => {
        const place = await createPlace(app(), ownerA);
        const shift = await createShift(ownerA, storeBody(place));
        const employee = await addEmployee(app(), place.businessId, { areaRoleIds: [place.roleA] });
        const slotId = shift.shift_time_slots[0]?.id;
        if (!slotId) throw new Error("the shift has no slot");
        setups.set(shift.id, {
          employeeId: employee.id,
          slotId,
          locationId: place.locationId,
          areaRoleId: place.roleA,
        });
        return shift.id;
      },
      requests: (id) => {
        const s = of(id);
        return [
          { method: "GET", url: `/api/counts-stats/index?employee_id=${s.employeeId}&shift_id=${id}` },
          {
            method: "GET",
            url: `/api/employee/team-member/area-role?slot_id=${s.slotId}&location_id=${s.locationId}&area_role_id=${s.areaRoleId}`,
          },
          {
            method: "POST",
            url: "/api/shift/employee/select-shift",
            payload: { employee_id: s.employeeId, shift_id: id, area_role_id: s.areaRoleId, slot_id: s.slotId },
          },
        ];
      },
    },
  ];
};
