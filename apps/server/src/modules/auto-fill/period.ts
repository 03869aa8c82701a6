import { startOfDayIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import type { AutoFillInstance, HeldSpan } from "./instance";
import type { LocalClock } from "./local-time";

// The period auto-fill was asked for, over which fairness is measured (a 14-day call balances both weeks): the
// instance's own, else the local days of its first and last open positions.

export type FillPeriod = {
  from: number;
  to: number;
  /** Local days in the period (a DST day counts as one). */
  days: number;
  /** Hours of the spans that start inside the period. */
  heldHours: (held: readonly HeldSpan[]) => number;
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

export function periodOf(instance: AutoFillInstance, clock: LocalClock): FillPeriod {
  let { from, to } = instance.period ?? { from: 0, to: 0 };
  if (!instance.period) {
    const starts = instance.positions.map((p) => p.from);
    const dayOf = (at: number) => Temporal.PlainDate.from(new Date(clock(at).day * DAY).toISOString().slice(0, 10));
    from = starts.length ? startOfDayIn(dayOf(Math.min(...starts)), instance.timeZone).getTime() : 0;
    to = starts.length ? startOfDayIn(dayOf(Math.max(...starts)).add({ days: 1 }), instance.timeZone).getTime() : 0;
  }
  const days = to > from ? Math.max(1, clock(to - 1).day - clock(from).day + 1) : 7;
  return {
    from,
    to,
    days,
    heldHours: (held) => held.reduce((sum, h) => sum + (h.from >= from && h.from < to ? (h.to - h.from) / HOUR : 0), 0),
  };
}
