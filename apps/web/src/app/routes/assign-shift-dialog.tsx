import { useEffect } from "react";
import { AssignShiftModal, type AssignShiftPreset } from "../../features/assignments/components/assign-shift-modal";
import { useShift } from "../../features/shifts/api/shift-show";
import { notifyError } from "../../lib/notify";

/** What an Assign button asks for: a shift (by id, as rosters and timelines only carry ids) and what is known. */
export type AssignRequest = { shiftId: number; preset?: AssignShiftPreset };

/** The Assign Shift modal for a shift known by id: it opens once the shift has loaded. */
export function AssignShiftDialog({ request, onClose }: { request: AssignRequest | null; onClose: () => void }) {
  const shift = useShift(request?.shiftId ?? null);
  const failed = request !== null && shift.isError;
  useEffect(() => {
    if (!failed) return;
    notifyError(shift.error);
    onClose();
  }, [failed, shift.error, onClose]);
  return (
    <AssignShiftModal
      opened={request !== null && shift.isSuccess}
      onClose={onClose}
      shift={shift.data ?? null}
      preset={request?.preset}
    />
  );
}
