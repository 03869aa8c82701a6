import { clockOfMinutes } from "@brigade/contract/availability";
import type { TimeOffDays } from "@brigade/contract/time-off";
import { Temporal } from "temporal-polyfill";

// A stored time off (days as 'YYYY-MM-DD', times as minutes) as the contract's rules read it: shared by the
// time-off endpoints, who-fits and auto-fill, and apart from the repository so those can use it without it.

/** The stored columns of a time off that say when it is. */
export type StoredTimeOff = { fromDay: string; toDay: string; fromMinute: number | null; toMinute: number | null };

const clockOrNull = (minutes: number | null) => (minutes === null ? null : clockOfMinutes(minutes));

/** The request's days and times as the contract's rules (timeOffSpan, overlapsTimeOff) take them. */
export function timeOffDays(row: StoredTimeOff): TimeOffDays {
  return {
    fromDay: Temporal.PlainDate.from(row.fromDay),
    toDay: Temporal.PlainDate.from(row.toDay),
    fromTime: clockOrNull(row.fromMinute),
    toTime: clockOrNull(row.toMinute),
  };
}
