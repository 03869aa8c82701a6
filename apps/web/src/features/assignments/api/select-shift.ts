import type { SelectShiftBody } from "@brigade/contract/assignments";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { shiftBookingItem } from "@brigade/contract/shifts";
import { api } from "../../../lib/api-client";
import { type ChangeNote, changeNoteFields, DRY_RUN_QUERY, NO_NOTE } from "../../../lib/change-pay";

type Assignment = Omit<SelectShiftBody, "status" | "change_reason" | "exempt_reason">;

/**
 * Assigns an employee to a slot for a role (POST /api/shift/employee/select-shift); always Accepted. On a posted
 * shift, `note` is what the manager says of the change (its reason, an exemption).
 */
export function selectShift(body: Assignment, note: ChangeNote = NO_NOTE) {
  return api.post("/shift/employee/select-shift", shiftBookingItem, {
    ...body,
    status: "Accepted",
    ...changeNoteFields(note),
  });
}

/** The same assignment's dry run: what it would log on a posted shift, and its pay; nothing is written. */
export async function previewSelectShift(body: Assignment, note: ChangeNote) {
  const { payload } = await api.post(
    "/shift/employee/select-shift",
    changePreview,
    { ...body, status: "Accepted", ...changeNoteFields(note) },
    { query: DRY_RUN_QUERY },
  );
  return payload;
}
