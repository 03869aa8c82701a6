import { copiedTimes } from "@brigade/contract/copy-week";
import type { Temporal } from "temporal-polyfill";
import type { SlotValues } from "../shifts";
import { slotValues } from "../shifts";

// Which copies a copy makes, decided before anything is written: pure, so a dry run and a real run plan alike.

export type SourceShift = { id: number; name: string; startsAt: Date; endsAt: Date; chunk: number };

export type PlannedCopy<S extends SourceShift> = {
  source: S;
  from: Date;
  to: Date;
  slots: SlotValues[];
};

export type CopyPlan<S extends SourceShift> = {
  copies: PlannedCopy<S>[];
  skippedDuplicates: number;
  skippedPast: number;
};

const keyOf = (name: string, startsAt: Date) => `${startsAt.getTime()}\u0000${name}`;

/**
 * Each source shift once per target week, at the same wall-clock times (copiedTimes), its slots split as the
 * shift store splits them. A copy is skipped when a shift of that name already starts then at the location, or
 * when it would start by `now` (no shift is made in the past). Duplicates count as a multiset: a week with two
 * identical "Dinner 17:00" copies both the first time and neither the second, so running a copy twice makes
 * nothing the second time.
 */
export function planCopies<S extends SourceShift>(input: {
  source: readonly S[];
  timeZone: string;
  fromMonday: Temporal.PlainDate;
  targetMondays: readonly Temporal.PlainDate[];
  existing: readonly { name: string; startsAt: Date }[];
  now: Date;
}): CopyPlan<S> {
  const left = new Map<string, number>();
  for (const e of input.existing) left.set(keyOf(e.name, e.startsAt), (left.get(keyOf(e.name, e.startsAt)) ?? 0) + 1);
  const plan: CopyPlan<S> = { copies: [], skippedDuplicates: 0, skippedPast: 0 };
  for (const monday of input.targetMondays) {
    const days = input.fromMonday.until(monday, { largestUnit: "days" }).days;
    for (const source of input.source) {
      const { from, to } = copiedTimes(source.startsAt, source.endsAt, input.timeZone, days);
      const key = keyOf(source.name, from);
      const existing = left.get(key) ?? 0;
      if (existing > 0) {
        left.set(key, existing - 1);
        plan.skippedDuplicates++;
      } else if (from.getTime() <= input.now.getTime()) plan.skippedPast++;
      else plan.copies.push({ source, from, to, slots: slotValues(from, to, source.chunk) });
    }
  }
  return plan;
}
