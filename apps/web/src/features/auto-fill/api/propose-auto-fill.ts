import { type AutoFillBody, type AutoFillPayload, autoFillPayload } from "@brigade/contract/auto-fill";
import { api } from "../../../lib/api-client";

/** A proposal for the location's open positions in the period (POST /api/schedule/auto-fill); books nothing. */
export async function proposeAutoFill(body: AutoFillBody, signal?: AbortSignal): Promise<AutoFillPayload> {
  return (await api.post("/schedule/auto-fill", autoFillPayload, body, { signal })).payload;
}
