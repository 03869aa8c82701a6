import { windowMinutes } from "@brigade/contract/availability-time";
import { candidateFit, type HeldPosition, selfServiceRefusal } from "@brigade/contract/fit";
import { weekStartIn } from "@brigade/contract/local-time";
import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import type { Tx } from "../db/client";
import { availabilityWindows, timeOff } from "../db/schema/week-building";
import { DEMO_AVAILABILITY, DEMO_LOCATIONS, DEMO_TIME_OFF } from "./demo-data";

// The demo's availability patterns and time off, so the week-building screens have something to show.

/**
 * Hours under the weekly maximum that the seed leaves everyone: filled to the maximum, the demo team member had no
 * open shift they could pick up from Sunday morning until Monday (this week's last shifts begun, next week full).
 */
const PICKUP_HEADROOM_HOURS = 8;

/**
 * Whether an employee holding `held` could take the slot themselves under the demo business's work rules (the
 * defaults), keeping PICKUP_HEADROOM_HOURS free in the week: the seed fills positions this way, so pickups and
 * "who fits" have honest candidates to show on any day.
 */
export function withinWorkRules(held: HeldPosition[], slot: HeldPosition, timeZone: string): boolean {
  const maxWeekHours = WORK_RULE_DEFAULTS.max_week_hours - PICKUP_HEADROOM_HOURS;
  const facts = { rules: [], timeOff: [], held, maxWeekHours };
  const fit = candidateFit(slot, timeZone, facts, WORK_RULE_DEFAULTS);
  return selfServiceRefusal(fit, WORK_RULE_DEFAULTS, maxWeekHours) === null;
}

/** Weekly patterns and time off, days counted from this week's Monday in the first location's zone. */
export async function seedAvailability(
  tx: Tx,
  { businessId, ownerId }: { businessId: number; ownerId: number },
  idsByEmail: Map<string, number>,
  now: Date,
): Promise<void> {
  const employeeOf = (email: string) => {
    const id = idsByEmail.get(email);
    if (!id) throw new Error(`seed: unknown employee ${email}`);
    return id;
  };
  for (const [email, windows] of Object.entries(DEMO_AVAILABILITY)) {
    const employeeId = employeeOf(email);
    await tx.insert(availabilityWindows).values(
      windows.map((w) => {
        const { start, end } = windowMinutes(w);
        return { businessId, employeeId, weekday: w.weekday, startMinute: start, endMinute: end, kind: w.kind };
      }),
    );
  }
  const zone = DEMO_LOCATIONS[0].timeZone;
  const monday = weekStartIn(now, zone);
  for (const request of DEMO_TIME_OFF) {
    const approved = request.status === "Approved";
    await tx.insert(timeOff).values({
      businessId,
      employeeId: employeeOf(request.email),
      fromDay: monday.add({ days: request.fromDay }).toString(),
      toDay: monday.add({ days: request.toDay }).toString(),
      reason: request.reason,
      status: request.status,
      decidedBy: approved ? ownerId : null,
      decidedAt: approved ? now : null,
    });
  }
}
