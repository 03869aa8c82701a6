import type { AppError } from "./app-error";
import { sqlState } from "./db-errors";

/**
 * Runs a write and turns the named constraint failures (by SQLSTATE) into the service's own errors.
 * Services check first for a clear message; this keeps the same message when a concurrent request
 * slips between that check and the write, instead of the error handler's generic 409.
 */
export async function refusing<T>(run: () => Promise<T>, refusals: Record<string, () => AppError>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const state = sqlState(error);
    const refusal = state ? refusals[state] : undefined;
    throw refusal ? refusal() : error;
  }
}
