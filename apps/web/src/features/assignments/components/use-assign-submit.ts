import { ASSIGN_MESSAGES, hoursBetween, overtimeConfirmation } from "@brigade/contract/assignments";
import type { ShiftItem } from "@brigade/contract/shifts";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SCHEDULE_KEY } from "../../../lib/schedule-key";
import { assignmentKeys } from "../api/assignment-keys";
import { fetchHeldHours } from "../api/held-hours";
import { selectShift } from "../api/select-shift";
import { confirmOvertime } from "../lib/confirm-overtime";

export type AssignRequest = {
  shift: ShiftItem;
  areaRoleId: number;
  slot: { id: number; from: string; to: string };
  employees: { id: number; name: string }[];
};

/**
 * The spec's assign flow, one employee after another: check the week's hours, ask before going over
 * the limit (in words true to the hours: see overtimeConfirmation), then assign. Each failure is reported with the employee's name; a second submit while
 * one runs is ignored. Resolves once every employee has been tried.
 */
export function useAssignSubmit() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  async function assignOne(request: AssignRequest, employee: { id: number; name: string }): Promise<boolean> {
    const { shift, slot, areaRoleId } = request;
    try {
      const held = await fetchHeldHours(employee.id, shift.id);
      const slotHours = hoursBetween(slot.from, slot.to);
      const ask = overtimeConfirmation(held, slotHours);
      if (ask && !(await confirmOvertime(ask, { name: employee.name, weekHours: held + slotHours }))) return false;
      await selectShift({ employee_id: employee.id, shift_id: shift.id, area_role_id: areaRoleId, slot_id: slot.id });
      return true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      notifyError(new ApiError(status, `${employee.name}: ${errorMessage(error)}`));
      return false;
    }
  }

  async function submit(request: AssignRequest): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      let assigned = 0;
      for (const employee of request.employees) if (await assignOne(request, employee)) assigned++;
      if (assigned > 0) notifySuccess(ASSIGN_MESSAGES.assigned);
    } finally {
      // Remaining counts, the calendar's titles and who is still free all change with an assignment.
      void queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
      running.current = false;
      setPending(false);
    }
  }

  return { submit, pending };
}
