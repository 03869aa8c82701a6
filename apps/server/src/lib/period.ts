import { type PeriodBound, parsePeriodBound } from "@brigade/contract/periods";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { AppError } from "./app-error";

/** A `from` or `to` filter as sent: absent, a date or an instant; anything else is a 422 on that field. */
export function readPeriodBound(field: "from" | "to", value: string | undefined): PeriodBound | undefined {
  if (!value) return undefined;
  const bound = parsePeriodBound(value);
  if (!bound) throw AppError.field(field, SHIFT_MESSAGES.dateFilterInvalid);
  return bound;
}
