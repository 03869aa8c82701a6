import { mondayOf } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";

// A datetime-local field shows a location's wall clock; the API speaks instants. These convert one to the other in
// the location's zone, whatever zone the manager's laptop is in.

/** An instant as "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone`. */
export function toLocalInput(instant: string, timeZone: string): string {
  const z = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  return z.toPlainDateTime().toString({ smallestUnit: "minute" });
}

/** "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` as an ISO instant; null when it is not a time. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  try {
    return Temporal.PlainDateTime.from(value).toZonedDateTime(timeZone).toInstant().toString();
  } catch {
    return null;
  }
}

/** The Monday of the week of `day`, and the Sunday after it. */
export function weekOf(day: Temporal.PlainDate): { from: Temporal.PlainDate; to: Temporal.PlainDate } {
  const from = mondayOf(day);
  return { from, to: from.add({ days: 6 }) };
}
