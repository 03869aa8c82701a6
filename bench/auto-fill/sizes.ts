// The auto-fill benchmark's sizes (employees and open positions of one location's week), and where it runs.
import { Temporal } from "temporal-polyfill";

export type AutoFillSize = {
  /** Employees; also the size's name and part of its database's name. */
  employees: number;
  /** Open positions over the week. */
  positions: number;
  /** Timed requests after the warm-ups; their median is reported. */
  runs: number;
};

// The goals: 200 employees and about 1,000 positions (a group's week) in under 2 s end to end, 1,000
// and 5,000 in under 10 s; 20 employees is a single restaurant.
export const SIZES: readonly AutoFillSize[] = [
  { employees: 20, positions: 100, runs: 3 },
  { employees: 200, positions: 1_000, runs: 3 },
  { employees: 1_000, positions: 5_000, runs: 2 },
];

/** The size whose proposal is applied once at the end of its runs (or the only size chosen). */
export const APPLY_SIZE = 200;

/** The admin database the bench creates its own beside (--url overrides it). */
export const DEFAULT_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TIME_ZONE = "America/New_York";
export const DEFAULT_SEED = 13;

/** brigade_autofill_20, brigade_autofill_200, ... */
export const databaseName = (size: AutoFillSize): string => `brigade_autofill_${size.employees}`;

/** The Monday after today in `timeZone` (a week later when today is Monday): a week wholly in the future. */
export function nextMonday(timeZone: string, now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  return today.add({ days: 8 - today.dayOfWeek });
}

/** The sizes of `--size` (one of 20, 200, 1000; all by default). */
export function sizesOf(flag: string | undefined): AutoFillSize[] {
  if (flag === undefined || flag === "all") return [...SIZES];
  const size = SIZES.find((s) => String(s.employees) === flag.replaceAll(",", "").replaceAll("_", ""));
  if (!size) throw new Error(`--size must be one of ${SIZES.map((s) => s.employees).join(", ")} or all, not ${flag}`);
  return [size];
}
