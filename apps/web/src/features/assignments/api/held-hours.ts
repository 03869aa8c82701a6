import { z } from "zod";
import { api } from "../../../lib/api-client";

const heldHours = z.number();

/** Hours the employee already holds in the week of the shift (GET /api/counts-stats/index). */
export async function fetchHeldHours(employeeId: number, shiftId: number): Promise<number> {
  const { payload } = await api.get("/counts-stats/index", heldHours, { employee_id: employeeId, shift_id: shiftId });
  return payload;
}
