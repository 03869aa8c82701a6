import type { LabourCostPayload } from "@brigade/contract/labour-cost";
import { formatAmount } from "@brigade/contract/money";
import { type ComponentProps, useState } from "react";
import { useLabourCost } from "../../features/labour/api/labour";
import { EmployeeTimeline } from "../../features/timelines/components/employee-timeline";
import { currentLocale } from "../../i18n";

type Props = Omit<ComponentProps<typeof EmployeeTimeline>, "onPeriodChange" | "money"> & {
  /** The one location shown (its week's cost is priced), or null under Show All (hours only). */
  locationId: number | null;
};

/**
 * The Employees view with each person's cost for the week beside their hours, for those who see money (the labour
 * cost's own answer, per employee, at the location shown); hours only for the others, for a day, or for all locations.
 */
export function EmployeeWeek({ locationId, ...timeline }: Props) {
  const [period, setPeriod] = useState<{ from: string; to: string; span: string } | null>(null);
  const priced = locationId !== null && period?.span === "week";
  const cost = useLabourCost({ location_id: locationId ?? 0, from: period?.from ?? "", to: period?.to ?? "" }, priced);
  return (
    <EmployeeTimeline
      {...timeline}
      onPeriodChange={setPeriod}
      money={priced && cost.data ? weekMoney(cost.data) : undefined}
    />
  );
}

/** Each employee's and everyone's scheduled cost, in the business's currency and the app's language. */
function weekMoney(data: LabourCostPayload) {
  const format = (amount: string) => formatAmount(amount, data.currency, currentLocale());
  const byEmployee = new Map(data.employees.map((e) => [e.employee_id, format(e.scheduled_cost)]));
  return { of: (employeeId: number) => byEmployee.get(employeeId), total: format(data.totals.scheduled_cost) };
}
