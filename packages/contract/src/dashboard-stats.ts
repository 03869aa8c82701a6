import { z } from "zod";
import { id } from "./fields";
import { dateIn, startOfDayIn } from "./local-time";

// GET /api/dashboard/stats-counts (api-contract.md, Dashboard): the statistic cards of one location.

export const statsCountsQuery = z.object({ location_id: id("location") });
export type StatsCountsQuery = z.output<typeof statsCountsQuery>;

const count = z.number().int().min(0);

/** Field names as the contract's table spells them (mixed case included): clients already read these. */
export const statsCounts = z.object({
  total_locations: count,
  active_Shifts: count,
  progress_shift_counts: count,
  bonus_shifts_count: count,
  current_month_shifts_count: count,
  leavesApplied: count,
  open_shifts_count_for_month: count,
  released_shifts_count_in_month: count,
  open_shifts_count: count,
  released_and_rejected_in_week: count,
  released_shifts: count,
  registered_users: count,
  wait_for_approval: count,
});
export type StatsCounts = z.infer<typeof statsCounts>;

/** The calendar month (in `timeZone`) containing the instant `at`: [from, to). */
export function monthContaining(at: Date, timeZone: string): { from: Date; to: Date } {
  const day = dateIn(at, timeZone);
  const first = day.with({ day: 1 });
  return { from: startOfDayIn(first, timeZone), to: startOfDayIn(first.add({ months: 1 }), timeZone) };
}
