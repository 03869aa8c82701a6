import { type AutoFillBody, type AutoFillPayload, autoFillPayload } from "@brigade/contract/auto-fill";
import { api } from "../../../lib/api-client";
import { parsePayload } from "./parse-payload";

/** A proposal for the location's open positions in the period (POST /api/schedule/auto-fill); books nothing. */
export async function proposeAutoFill(body: AutoFillBody, signal?: AbortSignal): Promise<AutoFillPayload> {
  const { payload } = await api.post<unknown>("/schedule/auto-fill", body, { signal });
  return parsePayload(autoFillPayload, payload);
}
