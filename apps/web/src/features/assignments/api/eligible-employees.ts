import { ASSIGN_EMPLOYEE_PAGE_LENGTH, eligibleEmployeeItem } from "@brigade/contract/assignments";
import { paginatedPayload } from "@brigade/contract/pagination";
import { api } from "../../../lib/api-client";

const eligiblePage = paginatedPayload(eligibleEmployeeItem);

export type EligibleQuery = { slotId: number; locationId: number; areaRoleId: number; page: number; search: string };

/** One page of the employees who could take the slot (GET /api/employee/team-member/area-role), six at a time. */
export async function fetchEligibleEmployees(query: EligibleQuery, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/employee/team-member/area-role",
    eligiblePage,
    {
      slot_id: query.slotId,
      location_id: query.locationId,
      area_role_id: query.areaRoleId,
      length: ASSIGN_EMPLOYEE_PAGE_LENGTH,
      employee_status: "active_employee",
      page: query.page,
      search: query.search.trim(),
    },
    signal,
  );
  return payload.paginated;
}
