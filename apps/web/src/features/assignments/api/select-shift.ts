import type { SelectShiftBody } from "@brigade/contract/assignments";
import { shiftBookingItem } from "@brigade/contract/shifts";
import { api } from "../../../lib/api-client";

/** Assigns an employee to a slot for a role (POST /api/shift/employee/select-shift); always Accepted. */
export function selectShift(body: Omit<SelectShiftBody, "status">) {
  return api.post("/shift/employee/select-shift", shiftBookingItem, { ...body, status: "Accepted" });
}
