import { Temporal } from "temporal-polyfill";

// The one definition of a location's local day and week (api-contract.md): a day begins at 00:00 on the location's
// clock, a week runs Monday 00:00 to the next Monday 00:00 there. The contract, the server and the web app all take
// them from here; the server's SQL that groups by local day or week (apps/server/src/db/local-time.ts) is pinned to
// these by tests across DST changes in several zones.

/** The calendar day an instant (a Date or epoch milliseconds) falls on in a zone. */
export const dateIn = (at: Date | number, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(typeof at === "number" ? at : at.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();

/** The instant a day begins in a zone: its first moment, 00:00, or later on a day whose midnight a DST jump skips. */
export function startOfDayIn(date: Temporal.PlainDate, timeZone: string): Date {
  return new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
}

/** The Monday that starts the week of a day (weeks start on Monday). */
export const mondayOf = (date: Temporal.PlainDate): Temporal.PlainDate => date.subtract({ days: date.dayOfWeek - 1 });

/** The Monday of the local week an instant falls in, in a zone. */
export const weekStartIn = (at: Date | number, timeZone: string): Temporal.PlainDate => mondayOf(dateIn(at, timeZone));

/** The week (Monday start, in `timeZone`) containing the instant `at`: [from, to), 167 or 169 hours across DST. */
export function weekContaining(at: Date | number, timeZone: string): { from: Date; to: Date } {
  const monday = weekStartIn(at, timeZone);
  return { from: startOfDayIn(monday, timeZone), to: startOfDayIn(monday.add({ days: 7 }), timeZone) };
}

/** The local day and its week's Monday of an instant in a zone, as YYYY-MM-DD keys (what the SQL writes). */
export function localDayAndWeek(at: Date | number, timeZone: string): { day: string; week: string } {
  const day = dateIn(at, timeZone);
  return { day: day.toString(), week: mondayOf(day).toString() };
}

/** Today on a zone's calendar (`now` for tests). */
export const todayIn = (timeZone: string, now: Date = new Date()): Temporal.PlainDate => dateIn(now, timeZone);

/**
 * The first instant of the local hour an instant falls in, in a zone: on the hour there, so at :30 UTC in a zone
 * half an hour off. Across a DST fall-back the repeated local hour is two hours, each its own.
 */
export function hourStartIn(at: Date | number, timeZone: string): Date {
  const ms = typeof at === "number" ? at : at.getTime();
  const local = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  return new Date(ms - (local.minute * 60 + local.second) * 1000 - local.millisecond);
}

/** An instant as a payroll file writes it: the local day and time with the zone's UTC offset, "2027-02-01 09:00 -05:00". */
export function offsetTimeIn(at: Date | number, timeZone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(typeof at === "number" ? at : at.getTime()).toZonedDateTimeISO(
    timeZone,
  );
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${z.toPlainDate()} ${pad(z.hour)}:${pad(z.minute)} ${z.offset}`;
}
