import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { hoursOf } from "@brigade/contract/labour-hours";
import { apiDay, labourPeriod } from "@brigade/contract/labour-period";
import { mondayOf, todayIn } from "@brigade/contract/local-time";
import { MEMBER_MESSAGES } from "@brigade/contract/member";
import { formatCents } from "@brigade/contract/money";
import type { MyHoursPayload } from "@brigade/contract/time-clock";
import { AppError } from "../../lib/app-error";
import type { LabourReads } from "../labour";
import type { ClockRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/**
 * A team member's own hours of a week and the one before (the Clock tab's "My hours"): every position and punch at
 * every location, each counted in its own location's local week, as timesheets count them. The week is the phone's:
 * the caller names it; without it, today's week in UTC.
 */
export function makeMyHours(
  labour: Pick<LabourReads, "pricedLabour" | "currency">,
  repo: Pick<ClockRepository, "employeeOfUser" | "workRules">,
) {
  return async (caller: Caller, week: string | undefined, now = new Date()): Promise<MyHoursPayload> => {
    const employee = await repo.employeeOfUser(caller.businessId, caller.userId);
    if (!employee) throw AppError.notFound(MEMBER_MESSAGES.noEmployeeRecord);
    // Only which two weeks to show is chosen here (the phone's day, else UTC's: the caller's locations may lie in
    // several zones); each punch and position is put in its own location's local week by the rows it comes from,
    // and the period's window, padded two days each side, holds those weeks in every zone.
    const thisMonday = mondayOf((week ? parseDayMonthYear(week) : null) ?? todayIn("UTC", now));
    const lastMonday = thisMonday.subtract({ weeks: 1 });
    const period = labourPeriod(lastMonday, thisMonday.add({ days: 6 }), "UTC");
    const [rules, currency] = await Promise.all([
      repo.workRules(caller.businessId),
      labour.currency(caller.businessId),
    ]);
    const { positions, punches } = await labour.pricedLabour(
      caller.businessId,
      period,
      rules,
      // A member never sees a draft shift: its hours are not scheduled for them yet.
      { employeeIds: [employee.id], publishedOnly: true },
      now,
    );
    const weeks = [thisMonday, lastMonday].map((monday) => {
      const key = monday.toString();
      const worked = punches.filter((p) => p.week === key);
      const sum = (pick: (p: (typeof worked)[number]) => number) => worked.reduce((n, p) => n + pick(p), 0);
      return {
        week: apiDay(key),
        scheduled_hours: hoursOf(positions.filter((p) => p.week === key).reduce((n, p) => n + p.paidSeconds, 0)),
        paid_hours: hoursOf(sum((p) => p.paidSeconds)),
        overtime_hours: hoursOf(sum((p) => p.overtimeSeconds)),
        cost: formatCents(sum((p) => p.wageCents)),
      };
    });
    return { currency, weeks };
  };
}

export type MyHours = ReturnType<typeof makeMyHours>;
