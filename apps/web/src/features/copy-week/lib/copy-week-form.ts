import { type CopyWeekBody, copyWeekBody } from "@brigade/contract/copy-week";
import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { dateTimeFormat } from "@brigade/contract/intl";
import { mondayOf } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { currentLocale } from "../../../i18n";
import { translated } from "../../../i18n/messages";

// The dialog's fields, what they become for POST /api/shift/copy-week, and the contract's checks on them, so the
// dialog says what the server would say before asking it.

export type CopyWeekValues = {
  locationId: number | null;
  /** Any day of each week, "YYYY-MM-DD" as a date field gives it ("" when empty). */
  fromWeek: string;
  toWeek: string;
  /** As the number field gives it: a number, or "" while empty. */
  weeks: number | string;
  withPeople: boolean;
};

export type CopyWeekField = "location_id" | "from_week" | "to_week" | "weeks" | "with_assignments";
export type CopyWeekErrors = Partial<Record<CopyWeekField, string>>;
export const FIELD_ORDER: CopyWeekField[] = ["location_id", "from_week", "to_week", "weeks"];

const isoDay = (text: string): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from(text);
  } catch {
    return null;
  }
};

/**
 * The first values: the location chosen on the calendar (if any), the week shown (its Monday, DD-MM-YYYY) copied
 * into the next one, one week, without the people.
 */
export function initialValues(locationId: number | null, shownMonday: string): CopyWeekValues {
  const monday = parseDayMonthYear(shownMonday) ?? mondayOf(Temporal.Now.plainDateISO());
  return {
    locationId,
    fromWeek: monday.toString(),
    toWeek: monday.add({ days: 7 }).toString(),
    weeks: 1,
    withPeople: false,
  };
}

/** The request; a field left empty is left out (or sent as typed), so the contract's own message comes back. */
export function bodyOf(values: CopyWeekValues, dryRun: boolean): CopyWeekBody {
  const day = (text: string) => {
    const d = isoDay(text);
    return d ? formatDayMonthYear(d) : text;
  };
  return {
    location_id: values.locationId ?? undefined,
    from_week: day(values.fromWeek),
    to_week: day(values.toWeek),
    // An empty number field is sent as it is: the contract's message says what it needs.
    weeks: values.weeks,
    with_assignments: values.withPeople,
    dry_run: dryRun,
  } as CopyWeekBody;
}

/** The contract's complaints about the values, one per field, or null when the server may be asked. */
export function formErrors(values: CopyWeekValues): CopyWeekErrors | null {
  const parsed = copyWeekBody.safeParse(bodyOf(values, true));
  return parsed.success
    ? null
    : errorsByField(parsed.error.issues.map((i) => [String(i.path[0]), translated(i.message)]));
}

/** A 422's errors (field -> messages) as the dialog's, the first message of each known field. */
export function errorsByField(entries: Iterable<[string, string | string[] | undefined]>): CopyWeekErrors {
  const errors: CopyWeekErrors = {};
  for (const [field, messages] of entries) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    const key = field.split(".")[0] as CopyWeekField;
    if (message && [...FIELD_ORDER, "with_assignments"].includes(key) && !errors[key]) errors[key] = message;
  }
  return errors;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 18 Jan 2027" in English (Intl's en-GB would say "Sept"), the language's own form otherwise: "lun. 18 janv. 2027". */
function dayText(d: Temporal.PlainDate): string {
  const locale = currentLocale();
  if (locale === "en") return `${WEEKDAYS[d.dayOfWeek - 1]} ${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
  const options = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
  return dateTimeFormat(locale, options).format(Date.UTC(d.year, d.month - 1, d.day));
}

/** "Mon 18 Jan 2027 – Sun 24 Jan 2027": the local week a day belongs to, or null for no date. */
export function weekLabel(text: string, weeks = 1): string | null {
  const day = isoDay(text);
  if (!day) return null;
  const monday = mondayOf(day);
  const n = Math.min(Math.max(Math.trunc(weeks) || 1, 1), 52);
  return `${dayText(monday)} – ${dayText(monday.add({ days: 7 * n - 1 }))}`;
}
