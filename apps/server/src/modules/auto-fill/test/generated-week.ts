import type { AvailabilityRule } from "@brigade/contract/availability";
import { Temporal } from "temporal-polyfill";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "../instance";

// A restaurant week made up from a seed, for the benchmark and the tests: shifts of the day parts a
// restaurant runs (opening, lunch, dinner, closing past midnight) in each role, and a team with patterns,
// time off and some positions already held. Deterministic for a seed.

export type WeekSize = { employees: number; positions: number; seed: number; timeZone?: string; monday?: string };

/** Xorshift32: numbers in [0, 1) that a seed repeats. */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const DAY_PARTS = [
  { name: "Opening", from: "07:00", hours: 8 },
  { name: "Lunch", from: "11:00", hours: 5 },
  { name: "Dinner", from: "17:00", hours: 6 },
  { name: "Closing", from: "18:00", hours: 8 },
] as const;

export function generatedWeek(size: WeekSize): AutoFillInstance {
  const rand = random(size.seed);
  const timeZone = size.timeZone ?? "America/New_York";
  const monday = Temporal.PlainDate.from(size.monday ?? "2027-03-08");
  // About one role for every 12 people, as a kitchen and a floor divide their work.
  const roles = Math.max(3, Math.round(size.employees / 12));
  const at = (date: Temporal.PlainDate, clock: string, plusHours = 0) =>
    Temporal.PlainDateTime.from(`${date.toString()}T${clock}`).toZonedDateTime(timeZone).add({ hours: plusHours })
      .epochMilliseconds;

  const positions: OpenPosition[] = [];
  let slotId = 1;
  let total = 0;
  while (total < size.positions) {
    for (let d = 0; d < 7 && total < size.positions; d++) {
      const date = monday.add({ days: d });
      for (const part of DAY_PARTS) {
        if (total >= size.positions) break;
        const shiftId = slotId;
        const role = 1 + Math.floor(rand() * roles);
        const open = Math.min(size.positions - total, 1 + Math.floor(rand() * 3));
        positions.push({
          shiftId,
          shiftName: part.name,
          slotId: slotId++,
          areaRoleId: role,
          roleName: `Role ${role}`,
          from: at(date, part.from),
          to: at(date, part.from, part.hours),
          open,
          bonus: rand() < 0.1 ? 20 : 0,
        });
        total += open;
      }
    }
  }

  const employees: AutoFillEmployee[] = [];
  for (let i = 0; i < size.employees; i++) {
    const first = 1 + (i % roles);
    const roleIds = rand() < 0.4 ? [first, 1 + Math.floor(rand() * roles)] : [first];
    const availability: AvailabilityRule[] = [];
    if (rand() < 0.6) {
      for (let weekday = 1; weekday <= 7; weekday++) {
        const draw = rand();
        if (draw < 0.15) availability.push({ weekday, from: "00:00", to: "00:00", kind: "unavailable" });
        else if (draw < 0.45) availability.push({ weekday, from: "16:00", to: "02:00", kind: "preferred" });
        else availability.push({ weekday, from: "06:00", to: "02:00", kind: "available" });
      }
    }
    const timeOff =
      rand() < 0.05
        ? [
            {
              fromDay: monday.add({ days: Math.floor(rand() * 6) }),
              toDay: monday.add({ days: 6 }),
              fromTime: null,
              toTime: null,
            },
          ]
        : [];
    employees.push({
      id: i + 1,
      name: `Employee ${String(i + 1).padStart(4, "0")}`,
      roleIds: [...new Set(roleIds)],
      maxWeekHours: rand() < 0.2 ? 24 : null,
      held: [],
      slotsTaken: [],
      availability,
      timeOff,
      // A rate from $15 to $25 (not drawn, so the rest of the week stays as it was): the cost term takes part.
      wages: [{ effectiveFrom: "2000-01-01", hourlyRateCents: 1500 + ((i * 37) % 1000), roleRates: new Map() }],
    });
  }
  return { timeZone, rules: { max_week_hours: 40, min_rest_hours: 10, max_shifts_per_day: 2 }, positions, employees };
}
