import { type AutoFillApplyBody, type AutoFillApplyPayload, autoFillApplyPayload } from "@brigade/contract/auto-fill";
import { api } from "../../../lib/api-client";

/** Books the chosen proposals, each on its own (POST /api/schedule/auto-fill/apply); taken ones come back skipped. */
export async function applyAutoFill(
  body: AutoFillApplyBody,
): Promise<{ message?: string; result: AutoFillApplyPayload }> {
  const { message, payload } = await api.post("/schedule/auto-fill/apply", autoFillApplyPayload, body);
  return { message, result: payload };
}
