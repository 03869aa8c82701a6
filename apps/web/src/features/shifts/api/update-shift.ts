import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { type shiftEditBody, shiftItem } from "@brigade/contract/shifts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { DRY_RUN_QUERY } from "../../../lib/change-pay";
import { shiftKeys } from "./shift-keys";

/** The body of Create Shift and, on a posted shift, what the manager says of the change (a reason, an exemption). */
export type ShiftEdit = { id: number; body: z.input<typeof shiftEditBody> };

/** Edits every field of a shift (PUT /api/shift/{id}); the body is that of Create Shift. */
export function updateShift({ id, body }: ShiftEdit) {
  return apiRequest(`/shift/${id}`, shiftItem, { method: "PUT", body });
}

/** The same edit's dry run: the change log's rows it would write on a posted shift, and their pay; nothing changes. */
export async function previewUpdateShift({ id, body }: ShiftEdit) {
  const { payload } = await apiRequest(`/shift/${id}`, changePreview, { method: "PUT", body, query: DRY_RUN_QUERY });
  return payload;
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
