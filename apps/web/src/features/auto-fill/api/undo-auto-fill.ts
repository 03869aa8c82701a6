import { type AutoFillUndoBody, type AutoFillUndoPayload, autoFillUndoPayload } from "@brigade/contract/auto-fill";
import { api } from "../../../lib/api-client";

/** Releases the bookings an apply made, unless they changed since (POST /api/schedule/auto-fill/undo). */
export async function undoAutoFill(body: AutoFillUndoBody): Promise<{ message?: string; result: AutoFillUndoPayload }> {
  const { message, payload } = await api.post("/schedule/auto-fill/undo", autoFillUndoPayload, body);
  return { message, result: payload };
}
