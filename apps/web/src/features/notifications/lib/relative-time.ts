import { dayLabelIn } from "@brigade/contract/dates";
import { relativeTimeFormat } from "@brigade/contract/intl";
import { isLocale } from "@brigade/contract/locales";

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];
const WEEK_S = 7 * 24 * 60 * 60;

/**
 * How long ago a notification came, as people say it: "just now", "5 minutes ago", "yesterday"; a week or more
 * back, its day (in the language's format, in the browser's zone, as the list shows times where the reader is).
 */
export function relativeTime(
  at: string,
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  { locale = "en", justNow = "just now" }: { locale?: string; justNow?: string } = {},
) {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 45) return justNow;
  if (seconds >= WEEK_S) return dayLabelIn(at, timeZone, isLocale(locale) ? locale : "en");
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, s] of STEPS) if (seconds >= s) [unit, size] = [name, s];
  return relativeTimeFormat(locale, { numeric: "auto" }).format(-Math.max(1, Math.round(seconds / size)), unit);
}
