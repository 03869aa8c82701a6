import type { AutoFillRules, HeldSpan } from "./instance";
import type { LocalClock } from "./local-time";

// One employee's positions (held and proposed) and the hard rules a further position must keep: the single
// definition auto-fill uses to leave out candidates, to fill greedily and to say why a position stayed open.

export const BLOCKERS = ["timeOff", "unavailable", "busy", "overMax", "restAfter", "restBefore", "dayShifts"] as const;
export type Blocker = (typeof BLOCKERS)[number];

const HOUR = 3_600_000;

type PlacedSpan = HeldSpan & { day: number; week: number };

export class EmployeeSchedule {
  private readonly spans: PlacedSpan[] = [];
  private readonly weekHours = new Map<number, number>();
  private readonly dayCounts = new Map<number, number>();

  constructor(
    private readonly clock: LocalClock,
    private readonly rules: AutoFillRules,
    /** Their weekly maximum in hours (their own, else the business's). */
    readonly maxWeekHours: number,
    held: readonly HeldSpan[],
  ) {
    for (const span of held) this.add(span);
  }

  add(span: HeldSpan): void {
    const { day, week } = this.clock(span.from);
    this.spans.push({ ...span, day, week });
    this.weekHours.set(week, this.hoursInWeek(week) + (span.to - span.from) / HOUR);
    this.dayCounts.set(day, (this.dayCounts.get(day) ?? 0) + 1);
  }

  /** Gives back a span added before (the same object), as a swap of the improving search needs. */
  remove(span: HeldSpan): void {
    const index = this.spans.findIndex((s) => s.from === span.from && s.to === span.to);
    const placed = this.spans[index];
    if (!placed) return;
    this.spans.splice(index, 1);
    this.weekHours.set(placed.week, this.hoursInWeek(placed.week) - (span.to - span.from) / HOUR);
    this.dayCounts.set(placed.day, (this.dayCounts.get(placed.day) ?? 0) - 1);
  }

  /** Positions starting on the local day (LocalPlace.day). */
  positionsOnDay(day: number): number {
    return this.dayCounts.get(day) ?? 0;
  }

  /** Hours of positions starting in the local week (its Monday's instant, LocalPlace.week). */
  hoursInWeek(week: number): number {
    return this.weekHours.get(week) ?? 0;
  }

  /**
   * The first work rule taking `span` would break, given what is held so far: an overlap, the weekly
   * maximum (positions belong to the week and day they start in), the rest between local days (from the
   * end of one day's last position to the start of the next day's first), or the positions per day.
   */
  blocker(span: HeldSpan): Blocker | null {
    const { day, week } = this.clock(span.from);
    const restMs = this.rules.min_rest_hours * HOUR;
    for (const other of this.spans) {
      if (other.from < span.to && span.from < other.to) return "busy";
    }
    if (this.hoursInWeek(week) + (span.to - span.from) / HOUR > this.maxWeekHours + 1e-9) return "overMax";
    if (restMs > 0) {
      for (const other of this.spans) {
        if (other.day === day - 1 && span.from - other.to < restMs) return "restAfter";
        if (other.day === day + 1 && other.from - span.to < restMs) return "restBefore";
      }
    }
    if ((this.dayCounts.get(day) ?? 0) + 1 > this.rules.max_shifts_per_day) return "dayShifts";
    return null;
  }
}
