import { type AutoFillApplyBody, type AutoFillApplyPayload, autoFillApplyPayload } from "@brigade/contract/auto-fill";
import { api } from "../../../lib/api-client";
import { parsePayload } from "./parse-payload";

/** Books the chosen proposals, each on its own (POST /api/schedule/auto-fill/apply); taken ones come back skipped. */
export async function applyAutoFill(
  body: AutoFillApplyBody,
): Promise<{ message?: string; result: AutoFillApplyPayload }> {
  const { message, payload } = await api.post<unknown>("/schedule/auto-fill/apply", body);
  return { message, result: parsePayload(autoFillApplyPayload, payload) };
}
