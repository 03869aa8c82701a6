import {
  type AutoFillApplyBody,
  type AutoFillApplyItem,
  type AutoFillApplyPayload,
  autoFillApplyPayload,
} from "@brigade/contract/auto-fill";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DRY_RUN_QUERY } from "../../../lib/change-pay";

/** Books the chosen proposals, each on its own (POST /api/schedule/auto-fill/apply); taken ones come back skipped. */
export async function applyAutoFill(
  body: AutoFillApplyBody,
): Promise<{ message?: string; result: AutoFillApplyPayload }> {
  const { message, payload } = await api.post("/schedule/auto-fill/apply", autoFillApplyPayload, body);
  return { message, result: payload };
}

/**
 * The same apply's dry run (`?dry_run=true`): each proposal booked and rolled back as apply would, and the change log's
 * rows it would write on posted shifts, with their predictability pay (fair-workweek.md). Nothing is written.
 */
export async function previewApplyPay(body: AutoFillApplyBody, signal?: AbortSignal) {
  const { payload } = await api.post("/schedule/auto-fill/apply", changePreview, body, {
    query: DRY_RUN_QUERY,
    signal,
  });
  return payload;
}

/**
 * The predictability pay of applying these proposals, asked again as they change; null (a location under no rules,
 * or nothing ticked) asks nothing. Not under the schedule key: an apply refreshes the schedule, and the pay of an
 * apply just made is not wanted again.
 */
export function useApplyPay(items: AutoFillApplyItem[] | null) {
  return useQuery({
    queryKey: ["auto-fill", "apply-pay", items],
    queryFn: ({ signal }) => previewApplyPay({ assignments: items ?? [] }, signal),
    enabled: items !== null && items.length > 0,
    // While the next answer loads, the last one stays (dimmed) instead of the line emptying.
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
