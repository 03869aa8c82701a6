import { mondayOf } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { i18next } from "../../../i18n";
import { clockIn } from "../../../lib/formats";

// The employee timeline and the vacant-employee week move through periods of days: a week from Monday,
// or one day. Days are plain dates; times are shown in the zone of each shift's location.

export type TimelineSpan = "week" | "day";

export type Period = { from: Temporal.PlainDate; to: Temporal.PlainDate };

/** The week (Monday to Sunday) or the day holding `anchor`. */
export function periodOf(span: TimelineSpan, anchor: Temporal.PlainDate): Period {
  if (span === "day") return { from: anchor, to: anchor };
  const from = mondayOf(anchor);
  return { from, to: from.add({ days: 6 }) };
}

/** The anchor one week or one day before (-1) or after (+1). */
export const step = (span: TimelineSpan, anchor: Temporal.PlainDate, direction: 1 | -1): Temporal.PlainDate =>
  anchor.add(span === "week" ? { weeks: direction } : { days: direction });

/** Every day of a period, in order. */
export function daysOf(period: Period): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  for (let d = period.from; Temporal.PlainDate.compare(d, period.to) <= 0; d = d.add({ days: 1 })) days.push(d);
  return days;
}

/** The API's date-only form, DD-MM-YYYY. */
export const toServerDate = (day: Temporal.PlainDate): string => day.toString().split("-").reverse().join("-");

// Weekday and month names are words of the language; the spec's layout of the dates stays (English: "Mon 05").
const WEEKDAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const MONTH = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
const pad = (n: number) => String(n).padStart(2, "0");
const weekdayOf = (day: Temporal.PlainDate) =>
  i18next.t(`rosters:calendar.weekdays.${WEEKDAY[day.dayOfWeek - 1] ?? "mon"}`);

/** A week column's label, e.g. "Mon 05". */
export const columnLabel = (day: Temporal.PlainDate): string =>
  i18next.t("rosters:calendar.column", { weekday: weekdayOf(day), day: pad(day.day) });

/** A header date, e.g. "Mon, 05 Jan 2026". */
export const longDate = (day: Temporal.PlainDate): string =>
  i18next.t("rosters:calendar.longDate", {
    weekday: weekdayOf(day),
    day: pad(day.day),
    month: i18next.t(`rosters:calendar.months.${MONTH[day.month - 1] ?? "jan"}`),
    year: day.year,
  });

/** An hour column's label: 12am, 01am ... 11am, 12pm, 01pm ... 11pm. */
export const hourLabel = (hour: number): string => `${pad(hour % 12 === 0 ? 12 : hour % 12)}${hour < 12 ? "am" : "pm"}`;

const zoned = (at: string, timeZone: string) => Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);

/** The date (YYYY-MM-DD) and hour an instant falls on in a zone. */
export const localDate = (at: string, timeZone: string): string => zoned(at, timeZone).toPlainDate().toString();
export const localHour = (at: string, timeZone: string): number => zoned(at, timeZone).hour;

/** A time range as "hh:mm A to hh:mm A" in a zone. */
export const timeRange = (from: string, to: string, timeZone: string): string =>
  i18next.t("rosters:calendar.timeRange", { from: clockIn(from, timeZone), to: clockIn(to, timeZone) });
