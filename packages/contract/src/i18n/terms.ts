import { BOOKING_STATUSES, WEEKDAYS } from "../enums";
import { SWAP_STATUSES } from "../swaps";
import { TIME_OFF_STATUSES } from "../time-off";

// The product's words that go into a message's placeholders: field labels ("The {0} field is required."),
// statuses and weekday names. A template passes one as a term (template.ts's `term`), which translateMessage
// looks up here; any other text value (a person's, shift's or location's name, a date) stays as it is.

/**
 * The labels the contract and the apps pass to requiredMessage and the other label messages. A label used in
 * the code and missing here fails terms.test.ts.
 */
export const FIELD_LABELS = [
  "action detail",
  "allow unscheduled punches",
  "amount",
  "apply",
  "area",
  "area role",
  "assignments",
  "auto close hours",
  "availability",
  "booking",
  "business name",
  "change reason",
  "confirm week hours",
  "current password",
  "day",
  "description",
  "draft weeks",
  "early clock in minutes",
  "effective from",
  "email",
  "employee",
  "employee id",
  "from",
  "from day",
  "from time",
  "from week",
  "hourly rate",
  "id",
  "ids",
  "join code",
  "kind",
  "late grace minutes",
  "location",
  "managers see wages",
  "max shifts per day",
  "max week hours",
  "min rest hours",
  "name",
  "no show minutes",
  "note",
  "overtime multiplier",
  "overtime week hours",
  "paid break minutes",
  "password",
  "password confirmation",
  "phone",
  "pin",
  "reason",
  "role",
  "role search",
  "roster type",
  "rules",
  "search",
  "shift",
  "slot",
  "status",
  "swaps need approval",
  "time slot",
  "time zone",
  "to",
  "to day",
  "to time",
  "to week",
  "week",
  "weekday",
] as const;

export const STATUS_TERMS = [...new Set([...BOOKING_STATUSES, ...SWAP_STATUSES, ...TIME_OFF_STATUSES])];

export type Term =
  | (typeof FIELD_LABELS)[number]
  | (typeof BOOKING_STATUSES)[number]
  | (typeof SWAP_STATUSES)[number]
  | (typeof TIME_OFF_STATUSES)[number]
  | (typeof WEEKDAYS)[number];

export const TERMS: readonly Term[] = [...FIELD_LABELS, ...STATUS_TERMS, ...WEEKDAYS];

/** A language's words for the terms, each as it reads inside a sentence. */
export type TermDictionary = Readonly<Record<Term, string>>;
