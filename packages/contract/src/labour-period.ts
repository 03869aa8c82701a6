import { Temporal } from "temporal-polyfill";
import { formatDayMonthYear } from "./dates";
import { mondayOf, startOfDayIn } from "./local-time";

// The whole local weeks a labour read covers: overtime is counted per local week, so a period that cuts a week
// still reads all of it, then reports only its own days.

const PAD_MS = 2 * 86_400_000;

export type LabourPeriod = {
  /** The period's days, YYYY-MM-DD, in order. */
  days: string[];
  /** The Mondays of the weeks the period touches, YYYY-MM-DD. */
  weeks: string[];
  firstWeek: string;
  lastWeek: string;
  /** Instants to read, padded by two days each side: every zone's local weeks of the period lie within. */
  window: { from: Date; to: Date };
};

export function labourPeriod(from: Temporal.PlainDate, to: Temporal.PlainDate, timeZone: string): LabourPeriod {
  const first = mondayOf(from);
  const last = mondayOf(to);
  const days: string[] = [];
  for (let d = from; Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 1 })) days.push(d.toString());
  const weeks: string[] = [];
  for (let w = first; Temporal.PlainDate.compare(w, last) <= 0; w = w.add({ weeks: 1 })) weeks.push(w.toString());
  return {
    days,
    weeks,
    firstWeek: first.toString(),
    lastWeek: last.toString(),
    window: {
      from: new Date(startOfDayIn(first, timeZone).getTime() - PAD_MS),
      to: new Date(startOfDayIn(last.add({ days: 7 }), timeZone).getTime() + PAD_MS),
    },
  };
}

/** Whether a week key (a Monday, YYYY-MM-DD) is one of the period's. */
export const inWeeks = (period: LabourPeriod, week: string) => week >= period.firstWeek && week <= period.lastWeek;

/** YYYY-MM-DD as the API writes days, DD-MM-YYYY. */
export const apiDay = (iso: string): string => {
  // By hand for the usual YYYY-MM-DD: a month's timesheet writes a thousand days, and Temporal parses each slowly.
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : formatDayMonthYear(Temporal.PlainDate.from(iso));
};
