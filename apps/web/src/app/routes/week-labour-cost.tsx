import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { mondayOf, todayIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { LabourCostPanel } from "../../features/labour/components/labour-cost-panel";
import { LabourPercentPanel } from "../../features/labour-percent/components/labour-percent-panel";

type Props = {
  locationId: number;
  monday: string;
  owner: boolean;
  timeZone?: string;
  /** The labour % of sales beside it: the week's with each day's (the calendar), or in short with last week's. */
  percent?: "week" | "dashboard";
};

/**
 * The labour cost panel of the week starting `monday` (DD-MM-YYYY; when empty, this week in `timeZone`), and that
 * week's labour cost as a share of sales against the location's target.
 */
export function WeekLabourCost({ locationId, monday, owner, timeZone, percent = "week" }: Props) {
  const today = todayIn(timeZone ?? Temporal.Now.timeZoneId());
  const first = parseDayMonthYear(monday) ?? mondayOf(today);
  return (
    <>
      <LabourCostPanel
        locationId={locationId}
        from={formatDayMonthYear(first)}
        to={formatDayMonthYear(first.add({ days: 6 }))}
        canSetBudget={owner}
      />
      <LabourPercentPanel locationId={locationId} monday={first} variant={percent} seesMoney={owner} />
    </>
  );
}
