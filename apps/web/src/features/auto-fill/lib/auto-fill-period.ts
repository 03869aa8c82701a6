import { type AutoFillBody, autoFillBody } from "@brigade/contract/auto-fill";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { mondayOf } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { translated } from "../../../i18n/messages";
import { dayText } from "./day-text";

// The dialog's choice of location and period, what it becomes for POST /api/schedule/auto-fill, and the
// contract's checks on it, so the dialog says what the server would say.

export type PeriodChoice = "this_week" | "next_week" | "custom";

/** The choices in the order shown; their words are the catalogue's (autoFill.period.choices). */
export const PERIOD_CHOICES: readonly PeriodChoice[] = ["this_week", "next_week", "custom"];

export type AutoFillFormValues = {
  locationId: number | null;
  choice: PeriodChoice;
  /** "YYYY-MM-DD" as a date field gives it, or "" when empty: used with the custom choice. */
  from: string;
  to: string;
};

export type AutoFillField = "location_id" | "from" | "to";
export type AutoFillFormErrors = Partial<Record<AutoFillField, string>>;

/** Monday to Sunday of the week `weeks` after the one holding `today`. */
export function weekFrom(
  today: Temporal.PlainDate,
  weeks: number,
): { from: Temporal.PlainDate; to: Temporal.PlainDate } {
  const monday = mondayOf(today).add({ weeks });
  return { from: monday, to: monday.add({ days: 6 }) };
}

/** The period the values stand for: a week, or the custom days as typed. */
export function chosenPeriod(values: AutoFillFormValues, today: Temporal.PlainDate): { from: string; to: string } {
  if (values.choice === "custom") return { from: values.from, to: values.to };
  const week = weekFrom(today, values.choice === "next_week" ? 1 : 0);
  return { from: week.from.toString(), to: week.to.toString() };
}

/** "2026-11-23" (a date field) as "23-11-2026" (the API); anything else is sent as it is, for its message. */
function apiDay(isoDay: string): string {
  try {
    return formatDayMonthYear(Temporal.PlainDate.from(isoDay));
  } catch {
    return isoDay;
  }
}

export function bodyOf(values: AutoFillFormValues, today: Temporal.PlainDate): AutoFillBody {
  const period = chosenPeriod(values, today);
  // No location chosen: left out, so the contract's required message is the one shown.
  return { location_id: values.locationId ?? undefined, from: apiDay(period.from), to: apiDay(period.to) };
}

const FIELDS: readonly AutoFillField[] = ["location_id", "from", "to"];

/** Field errors by API field name (a 422's or the contract's), the first message of each. */
export function formErrorsOf(apiErrors: Record<string, readonly string[] | string | undefined>): AutoFillFormErrors {
  const errors: AutoFillFormErrors = {};
  for (const [apiField, messages] of Object.entries(apiErrors)) {
    const field = FIELDS.find((f) => f === apiField.split(".")[0]);
    const message = typeof messages === "string" ? messages : messages?.[0];
    if (field && message) errors[field] ??= message;
  }
  return errors;
}

/** What the contract refuses in these values, or null when they may be sent. */
export function autoFillFormErrors(values: AutoFillFormValues, today: Temporal.PlainDate): AutoFillFormErrors | null {
  const parsed = autoFillBody.safeParse(bodyOf(values, today));
  if (parsed.success) return null;
  const apiErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) apiErrors[String(issue.path[0] ?? "")] ??= translated(issue.message);
  const errors = formErrorsOf(apiErrors);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** "Mon 16 Mar – Sun 22 Mar 2026" (in the app's language), or "" while a custom day is missing or not a date. */
export function periodLabel(period: { from: string; to: string }): string {
  try {
    const from = Temporal.PlainDate.from(period.from);
    const to = Temporal.PlainDate.from(period.to);
    return `${dayText(from, { year: from.year !== to.year })} – ${dayText(to, { year: true })}`;
  } catch {
    return "";
  }
}
