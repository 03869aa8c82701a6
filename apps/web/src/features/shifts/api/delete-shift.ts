import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, noPayload } from "../../../lib/api-client";
import { type ChangeNote, changeNoteQuery, NO_NOTE } from "../../../lib/change-pay";
import { shiftKeys } from "./shift-keys";

/**
 * Removes a shift and its bookings. On a posted shift, `note` is what the manager says of the positions it cancels
 * (a reason, an exemption): a delete takes them in its query.
 */
export function deleteShift({ id, note = NO_NOTE }: { id: number; note?: ChangeNote }) {
  return apiRequest(`/shift/${id}`, noPayload, { method: "DELETE", query: changeNoteQuery(note, false) });
}

/** The same delete's dry run: the change log's rows it would write, and their pay; nothing is removed. */
export async function previewDeleteShift(id: number, note: ChangeNote) {
  const { payload } = await apiRequest(`/shift/${id}`, changePreview, {
    method: "DELETE",
    query: changeNoteQuery(note, true),
  });
  return payload;
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
