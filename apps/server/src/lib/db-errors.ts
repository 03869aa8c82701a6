/** The SQLSTATE of a database error, also when Drizzle wraps the driver's error in `cause`. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";
export const CHECK_VIOLATION = "23514";
export const EXCLUSION_VIOLATION = "23P01";
export const QUERY_CANCELED = "57014";
export const SERIALIZATION_FAILURE = "40001";
export const DEADLOCK_DETECTED = "40P01";
export const UNDEFINED_TABLE = "42P01";
/** Raised by migration 0011's trigger: a punch of an approved timesheet day was to change. */
export const TIMESHEET_LOCKED = "BR001";
