import { BUILD_DEFAULTS, type BuildShiftsBody, buildShiftsBody } from "@brigade/contract/build-shifts";
import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { mondayOf } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { translated } from "../../../i18n/messages";

// The dialog's fields, what they become for POST /api/schedule/build-shifts, and the contract's checks on them, so
// the dialog says what the server would say before asking it.

export type StartEvery = "15" | "30" | "60";

export type BuildShiftsValues = {
  locationId: number | null;
  /** "YYYY-MM-DD" as a date field gives it, or "" when empty. */
  from: string;
  to: string;
  /** As a number field gives them: a number, or "" while empty. */
  minHours: number | string;
  maxHours: number | string;
  startEvery: StartEvery;
};

export type BuildShiftsField = "location_id" | "from" | "to" | "min_hours" | "max_hours" | "start_every_min";
export type BuildShiftsErrors = Partial<Record<BuildShiftsField, string>>;
/** In the order the dialog shows them: the first with an error takes the keyboard. */
export const FIELD_ORDER: readonly BuildShiftsField[] = [
  "location_id",
  "from",
  "to",
  "min_hours",
  "max_hours",
  "start_every_min",
];
/** The fields under the "Options" disclosure: an error in one opens it. */
export const OPTION_FIELDS: readonly BuildShiftsField[] = ["min_hours", "max_hours", "start_every_min"];

/** Each field's element id in the dialog. */
export const fieldId = (field: BuildShiftsField) => `build-shifts-${field}`;

/**
 * The days built at first: the week the calendar shows (its Monday, DD-MM-YYYY) unless it is over by `today`
 * (the location's), else next week. Monday to Sunday, "YYYY-MM-DD".
 */
export function initialPeriod(shownMonday: string, today: Temporal.PlainDate): { from: string; to: string } {
  const shown = parseDayMonthYear(shownMonday);
  const monday =
    shown && Temporal.PlainDate.compare(shown.add({ days: 6 }), today) >= 0 ? shown : mondayOf(today).add({ weeks: 1 });
  return { from: monday.toString(), to: monday.add({ days: 6 }).toString() };
}

export function initialValues(
  locationId: number | null,
  shownMonday: string,
  today: Temporal.PlainDate,
): BuildShiftsValues {
  return {
    locationId,
    ...initialPeriod(shownMonday, today),
    minHours: BUILD_DEFAULTS.minHours,
    maxHours: BUILD_DEFAULTS.maxHours,
    startEvery: String(BUILD_DEFAULTS.startEveryMin) as StartEvery,
  };
}

/** "2026-11-23" (a date field) as "23-11-2026" (the API); anything else is sent as it is, for its message. */
function apiDay(isoDay: string): string {
  try {
    return formatDayMonthYear(Temporal.PlainDate.from(isoDay));
  } catch {
    return isoDay;
  }
}

/** The request; a field left empty is sent as it is (or left out), so the contract's own message comes back. */
export function bodyOf(values: BuildShiftsValues, dryRun: boolean): BuildShiftsBody {
  const hours = (v: number | string) => (v === "" ? undefined : v);
  return {
    location_id: values.locationId ?? undefined,
    from: apiDay(values.from),
    to: apiDay(values.to),
    min_hours: hours(values.minHours),
    max_hours: hours(values.maxHours),
    start_every_min: Number(values.startEvery),
    dry_run: dryRun,
  } as BuildShiftsBody;
}

/** A 422's errors (field -> messages), or the contract's, as the dialog's: the first message of each known field. */
export function errorsByField(entries: Iterable<[string, readonly string[] | string | undefined]>): BuildShiftsErrors {
  const errors: BuildShiftsErrors = {};
  for (const [apiField, messages] of entries) {
    const field = FIELD_ORDER.find((f) => f === apiField.split(".")[0]);
    const message = typeof messages === "string" ? messages : messages?.[0];
    if (field && message) errors[field] ??= message;
  }
  return errors;
}

/** What the contract refuses in these values (in the app's language), or null when the server may be asked. */
export function formErrors(values: BuildShiftsValues): BuildShiftsErrors | null {
  // An empty hours field: the contract would default it, but the person emptied it on purpose.
  const parsed = buildShiftsBody.safeParse({
    ...bodyOf(values, true),
    min_hours: values.minHours === "" ? null : values.minHours,
    max_hours: values.maxHours === "" ? null : values.maxHours,
  });
  if (parsed.success) return null;
  const errors = errorsByField(parsed.error.issues.map((i) => [String(i.path[0] ?? ""), translated(i.message)]));
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The first field with an error, in the dialog's order. */
export const firstErrorField = (errors: BuildShiftsErrors): BuildShiftsField | undefined =>
  FIELD_ORDER.find((f) => errors[f]);
