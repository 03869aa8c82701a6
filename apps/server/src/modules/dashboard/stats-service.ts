import type { StatsCounts, StatsCountsQuery } from "@brigade/contract/dashboard-stats";
import { monthContaining } from "@brigade/contract/dashboard-stats";
import { weekContaining } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import type { StatsRepository } from "./stats-repository";

type Caller = { businessId: number };

/** The dashboard's statistic cards; `now` is a parameter so tests can fix the clock. */
export function makeStatsService(repo: StatsRepository, now: () => Date = () => new Date()) {
  return {
    /** This week and this month are read in the location's own time zone (weeks from Monday). */
    async statsCounts(caller: Caller, query: StatsCountsQuery): Promise<StatsCounts> {
      const location = await repo.findLocation(caller.businessId, query.location_id);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const at = now();
      const c = await repo.counts(caller.businessId, {
        locationId: location.id,
        now: at,
        week: weekContaining(at, location.timeZone),
        month: monthContaining(at, location.timeZone),
      });
      return {
        total_locations: c.totalLocations,
        active_Shifts: c.weekShifts,
        progress_shift_counts: c.weekUpcoming,
        bonus_shifts_count: c.weekPremium,
        current_month_shifts_count: c.monthShifts,
        leavesApplied: c.weekLeaves,
        // Each pair sums to the open positions; the second term is the released (and rejected) part.
        open_shifts_count_for_month: c.monthOpen - c.monthReleased,
        released_shifts_count_in_month: c.monthReleased,
        open_shifts_count: c.weekOpen - c.weekReleasedRejected,
        released_and_rejected_in_week: c.weekReleasedRejected,
        released_shifts: c.weekReleased,
        registered_users: c.activeEmployees,
        wait_for_approval: c.waitingEmployees,
      };
    },
  };
}
export type StatsService = ReturnType<typeof makeStatsService>;
