import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { requiredMessage } from "@brigade/contract/messages";
import {
  earliestToday,
  type TimeOffBody,
  type TimeOffItem,
  timeOffBody,
  timeOffIsOver,
} from "@brigade/contract/time-off";
import { Temporal } from "temporal-polyfill";
import { currentLocale, i18next } from "../../../i18n";
import { translated } from "../../../i18n/messages";

// The request dialog's values, what they become for POST /api/employee/time-off, and the contract's checks
// on them, so the dialog says what the server would say.

export type TimeOffFormValues = {
  /** Part of one day: one day with from/to times, instead of a run of whole days. */
  partDay: boolean;
  /** "YYYY-MM-DD" as a date field gives it, or "" when empty. */
  fromDay: string;
  toDay: string;
  /** "HH:mm" or "". */
  fromTime: string;
  toTime: string;
  reason: string;
};

export type TimeOffField = keyof Omit<TimeOffFormValues, "partDay">;
export type TimeOffFormErrors = Partial<Record<TimeOffField, string>>;

/** The first day one may still ask for: today where the day started last (the server's "ended" rule). */
export const firstDayToAsk = (now: Date): string => earliestToday(now).toString();

export const emptyTimeOff = (now: Date): TimeOffFormValues => {
  const day = firstDayToAsk(now);
  return { partDay: false, fromDay: day, toDay: day, fromTime: "", toTime: "", reason: "" };
};

/** "2026-11-23" (a date field) as "23-11-2026" (the API); anything else is sent as it is, for its message. */
function apiDay(isoDay: string): string {
  try {
    return formatDayMonthYear(Temporal.PlainDate.from(isoDay));
  } catch {
    return isoDay;
  }
}

export function bodyOf(values: TimeOffFormValues): TimeOffBody {
  const fromDay = apiDay(values.fromDay);
  return {
    from_day: fromDay,
    // Part of a day is a single day: the contract asks for the same from and to day.
    to_day: values.partDay ? fromDay : apiDay(values.toDay),
    from_time: values.partDay ? values.fromTime || null : null,
    to_time: values.partDay ? values.toTime || null : null,
    reason: values.reason.trim() || null,
  };
}

const FIELDS: Record<string, TimeOffField> = {
  from_day: "fromDay",
  to_day: "toDay",
  from_time: "fromTime",
  to_time: "toTime",
  reason: "reason",
};

/** Field errors by API field name (a 422's or the contract's), put on the dialog's fields. */
export function formErrorsOf(apiErrors: Record<string, string | undefined>, partDay: boolean): TimeOffFormErrors {
  const errors: TimeOffFormErrors = {};
  for (const [apiField, message] of Object.entries(apiErrors)) {
    let field = FIELDS[apiField.split(".")[0] ?? ""];
    if (!field || !message) continue;
    // With part of a day the one day field stands for both days.
    if (partDay && field === "toDay") field = "fromDay";
    errors[field] ??= message;
  }
  return errors;
}

/** What the contract refuses in these values, or null when they may be sent. */
export function timeOffFormErrors(values: TimeOffFormValues): TimeOffFormErrors | null {
  const apiErrors: Record<string, string> = {};
  // Part of a day needs both times: without them the request would silently become a whole day.
  if (values.partDay && !values.fromTime) apiErrors.from_time = translated(requiredMessage.said("from time"));
  if (values.partDay && !values.toTime) apiErrors.to_time = translated(requiredMessage.said("to time"));
  const parsed = timeOffBody.safeParse(bodyOf(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      apiErrors[field] ??= translated(issue.message);
    }
  const errors = formErrorsOf(apiErrors, values.partDay);
  return Object.keys(errors).length > 0 ? errors : null;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Mon 23 Nov 2026" in English (its own words, whatever the browser's data); the language's own form otherwise. */
function dayText(day: Temporal.PlainDate, withYear: boolean): string {
  const locale = currentLocale();
  if (locale === "en")
    return `${WEEKDAYS[day.dayOfWeek - 1]} ${day.day} ${MONTHS[day.month - 1]}${withYear ? ` ${day.year}` : ""}`;
  return day.toLocaleString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: withYear ? "numeric" : undefined,
  });
}

/** "Mon 23 Nov 2026", "Mon 23 Nov – Wed 25 Nov 2026" or "Mon 23 Nov 2026, 09:00 – 13:00". */
export function periodLabel(item: Pick<TimeOffItem, "from_day" | "to_day" | "from_time" | "to_time">): string {
  const from = parseDayMonthYear(item.from_day);
  const to = parseDayMonthYear(item.to_day);
  if (!from || !to) return `${item.from_day} – ${item.to_day}`;
  if (item.from_time && item.to_time) return `${dayText(from, true)}, ${item.from_time} – ${item.to_time}`;
  if (from.equals(to)) return dayText(from, true);
  return `${dayText(from, from.year !== to.year)} – ${dayText(to, true)}`;
}

/** "1 day", "3 days", or "4 hours 30 minutes" for part of a day. */
export function lengthLabel(item: Pick<TimeOffItem, "from_day" | "to_day" | "from_time" | "to_time">): string {
  const from = parseDayMonthYear(item.from_day);
  const to = parseDayMonthYear(item.to_day);
  if (!from || !to) return "";
  if (item.from_time && item.to_time) {
    const minutes = Temporal.PlainTime.from(item.from_time)
      .until(Temporal.PlainTime.from(item.to_time))
      .total("minutes");
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const hoursText = i18next.t("member:timeOff.hours", { count: hours });
    const minutesText = i18next.t("member:timeOff.minutes", { count: rest });
    if (hours && rest) return i18next.t("member:timeOff.hoursAndMinutes", { hours: hoursText, minutes: minutesText });
    return hours ? hoursText : rest ? minutesText : "";
  }
  const days = from.until(to).days + 1;
  return i18next.t("member:timeOff.days", { count: days });
}

/** Whether the requester may still cancel it: pending or approved, and not over (the server's rule). */
export function canCancel(item: Pick<TimeOffItem, "status" | "to_day">, now: Date): boolean {
  const toDay = parseDayMonthYear(item.to_day);
  return (item.status === "Pending" || item.status === "Approved") && toDay !== null && !timeOffIsOver(toDay, now);
}
