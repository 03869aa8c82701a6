import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { mondayOf, todayIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";
import { LabourCostPanel } from "../../features/labour/components/labour-cost-panel";

type Props = { locationId: number; monday: string; owner: boolean; timeZone?: string };

/** The labour cost panel of the week starting `monday` (DD-MM-YYYY; when empty, this week in `timeZone`). */
export function WeekLabourCost({ locationId, monday, owner, timeZone }: Props) {
  const today = todayIn(timeZone ?? Temporal.Now.timeZoneId());
  const first = parseDayMonthYear(monday) ?? mondayOf(today);
  return (
    <LabourCostPanel
      locationId={locationId}
      from={formatDayMonthYear(first)}
      to={formatDayMonthYear(first.add({ days: 6 }))}
      canSetBudget={owner}
    />
  );
}
