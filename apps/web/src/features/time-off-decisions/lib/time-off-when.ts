import { parseDayMonthYear } from "@brigade/contract/dates";
import { dateIn } from "@brigade/contract/local-time";
import type { TimeOffConflict, TimeOffItem } from "@brigade/contract/time-off";
import { ianaName, timeZoneAbbr } from "@brigade/contract/time-zones";
import type { Temporal } from "temporal-polyfill";
import { i18next } from "../../../i18n";
import { clockIn, formatClock, formatDay } from "../../../lib/formats";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** "Mon 15-06-2026" ("lun 15/06/2026"): a manager plans by weekday, both in the language's words and format. */
const withWeekday = (date: Temporal.PlainDate) =>
  i18next.t("requests:timeOff.withWeekday", {
    weekday: i18next.t(`requests:weekdays.short.${WEEKDAYS[date.dayOfWeek - 1] ?? "mon"}`),
    date: formatDay(date),
  });

const dayLabel = (text: string) => {
  const date = parseDayMonthYear(text);
  return date ? withWeekday(date) : text;
};

const clockLabel = (time: string) => {
  const [hour, minute] = time.split(":").map(Number);
  return formatClock(hour ?? 0, minute ?? 0);
};

/** The days a request covers, both included: one day or "from – to". */
export const timeOffDays = (item: Pick<TimeOffItem, "from_day" | "to_day">): string =>
  item.from_day === item.to_day ? dayLabel(item.from_day) : `${dayLabel(item.from_day)} – ${dayLabel(item.to_day)}`;

/**
 * The part of the day, or "Whole day(s)". Time off has no zone of its own: it is read on the clock of each
 * shift's location (week-building.md, "Local time, one rule"), so no abbreviation is shown.
 */
export const timeOffTimes = (item: Pick<TimeOffItem, "from_day" | "to_day" | "from_time" | "to_time">): string => {
  if (item.from_time && item.to_time) return `${clockLabel(item.from_time)} - ${clockLabel(item.to_time)}`;
  return i18next.t(item.from_day === item.to_day ? "requests:timeOff.wholeDay" : "requests:timeOff.wholeDays");
};

/** A conflicting shift's day and times on its location's clock, with the abbreviation in force that day. */
export function conflictWhen(conflict: Pick<TimeOffConflict, "from" | "to" | "location">) {
  const zone = ianaName(conflict.location.time_zone);
  return {
    day: withWeekday(dateIn(new Date(conflict.from), zone)),
    times: `${clockIn(conflict.from, zone)} - ${clockIn(conflict.to, zone)} ${timeZoneAbbr(zone, new Date(conflict.from))}`,
  };
}
