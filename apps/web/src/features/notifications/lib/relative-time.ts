import { dayMonthYearIn } from "@brigade/contract/dates";
import { relativeTimeFormat } from "@brigade/contract/intl";

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];
const WEEK_S = 7 * 24 * 60 * 60;

/**
 * How long ago a notification came, as people say it: "just now", "5 minutes ago", "yesterday"; a week or more
 * back, its day (DD-MM-YYYY in the browser's zone, as the list shows times where the reader is).
 */
export function relativeTime(
  at: string,
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  { locale = "en", justNow = "just now" }: { locale?: string; justNow?: string } = {},
) {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 45) return justNow;
  if (seconds >= WEEK_S) return dayMonthYearIn(new Date(at), timeZone);
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, s] of STEPS) if (seconds >= s) [unit, size] = [name, s];
  return relativeTimeFormat(locale, { numeric: "auto" }).format(-Math.max(1, Math.round(seconds / size)), unit);
}
