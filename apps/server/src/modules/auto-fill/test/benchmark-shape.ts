import type { AvailabilityRule } from "@brigade/contract/availability";
import { Temporal } from "temporal-polyfill";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "../instance";
import { random } from "./generated-week";

// Instances of a public nurse-rostering benchmark's shape (INRC-II: skills, three 8-hour shifts a day, demand
// per day, shift and skill, weekly patterns and requests not to work), for the solver bench: work areas whose
// staff share skills, nearly independent of each other but for a few cross-trained people; demand close to
// what the staff can cover, above it in some areas, so filling the maximum is a real search. Deterministic.

export type ShapeSize = {
  name: string;
  employees: number;
  areas: number;
  days: 7 | 14 | 28;
  /** Open positions wanted over the period (the count generated is exactly this). */
  positions: number;
  /** The first day, a Monday. */
  monday: string;
};

export const SHAPE_SIZES: readonly ShapeSize[] = [
  { name: "15x14", employees: 15, areas: 2, days: 14, positions: 138, monday: "2027-03-08" },
  // Four weeks over the March 2027 clock change (Sunday the 14th): one night is 7 hours long.
  { name: "50x28", employees: 50, areas: 4, days: 28, positions: 1_000, monday: "2027-03-01" },
  // The group: 200 employees in 28 work areas, about 970 shifts.
  { name: "200x7", employees: 200, areas: 28, days: 7, positions: 1_000, monday: "2027-03-08" },
  { name: "1000x7", employees: 1_000, areas: 100, days: 7, positions: 5_000, monday: "2027-03-08" },
];

/** The instance and the period asked for (the owner is adding `period` to AutoFillInstance). */
export type ShapeInstance = AutoFillInstance & { period: { from: number; to: number } };

const SHIFTS = [
  { name: "Day", from: "07:00", to: "15:00", weight: 1.2 },
  { name: "Evening", from: "15:00", to: "23:00", weight: 1 },
  { name: "Night", from: "23:00", to: "07:00", weight: 0.8 },
] as const;
const SKILLS = ["Nurse", "Caretaker", "Head Nurse"] as const;
/** Demand of each skill against the first: head nurses are few. */
const SKILL_WEIGHT = [1, 0.6, 0.35];
const TIME_ZONE = "America/New_York";

export function benchmarkShape(size: ShapeSize, seed = 7): ShapeInstance {
  const rand = random(seed * 7919 + size.employees);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const first = Temporal.PlainDate.from(size.monday);
  const at = (date: Temporal.PlainDate, clock: string) =>
    Temporal.PlainDateTime.from(`${date.toString()}T${clock}`).toZonedDateTime(TIME_ZONE).epochMilliseconds;

  // Areas of 2 or 3 skills (every third one has head nurses); role ids are area * 10 + skill.
  const rolesOf = (area: number) => (area % 3 === 2 ? [0, 1, 2] : [0, 1]).map((skill) => area * 10 + skill + 1);

  // Staff: an even share of each area, a tenth part-time (24 h), 1-3 skills of their area, a few cross-trained
  // into the next area.
  const employees: AutoFillEmployee[] = [];
  const areaOf: number[] = [];
  for (let i = 0; i < size.employees; i++) {
    const area = i % size.areas;
    const roles = rolesOf(area);
    // A main skill as often as it is in demand, a second of the area for about half, a third for some.
    const main = weightedIndex(
      roles.map((_, k) => SKILL_WEIGHT[k] ?? 1),
      rand(),
    );
    const skills = new Set([roles[main] as number]);
    const others = roles.filter((r) => !skills.has(r));
    if (rand() < 0.55) skills.add(others.splice(Math.floor(rand() * others.length), 1)[0] as number);
    if (others.length > 0 && rand() < 0.4) skills.add(pick(others));
    if (size.areas > 1 && skills.size < 3 && rand() < 0.04) skills.add(pick(rolesOf((area + 1) % size.areas)));
    areaOf.push(area);
    employees.push({
      id: i + 1,
      name: `Nurse ${String(i + 1).padStart(4, "0")}`,
      roleIds: [...skills],
      maxWeekHours: rand() < 0.1 ? 24 : null,
      held: [],
      slotsTaken: [],
      availability: weeklyPattern(rand),
      timeOff: [],
      wages: [{ effectiveFrom: "2000-01-01", hourlyRateCents: 2500 + ((i * 53) % 1500), roleRates: new Map() }],
    });
  }

  // Demand per area: its staff's share of the total, times 0.9-1.1, so some areas ask for more than they can give.
  const weights = Array.from({ length: size.areas }, (_, a) => {
    const capacity = employees.filter((_, i) => areaOf[i] === a).reduce((sum, e) => sum + (e.maxWeekHours ?? 40), 0);
    return capacity * (0.9 + 0.2 * rand());
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const demand = weights.map((w) => Math.floor((size.positions * w) / totalWeight));
  for (let left = size.positions - demand.reduce((a, b) => a + b, 0), a = 0; left > 0; left--, a++)
    demand[a % size.areas] = (demand[a % size.areas] ?? 0) + 1;

  // Each area's demand is dealt out in units over its (day, shift, skill) cells by weight, at most 3 a cell;
  // a cell left without any has no position.
  const positions: OpenPosition[] = [];
  let slotId = 1;
  for (let area = 0; area < size.areas; area++) {
    const roles = rolesOf(area);
    const cells: { day: number; shift: number; skill: number; weight: number; open: number }[] = [];
    for (let day = 0; day < size.days; day++)
      for (let shift = 0; shift < SHIFTS.length; shift++)
        for (let skill = 0; skill < roles.length; skill++)
          cells.push({ day, shift, skill, weight: (SHIFTS[shift]?.weight ?? 1) * (SKILL_WEIGHT[skill] ?? 1), open: 0 });
    for (let units = demand[area] ?? 0; units > 0; ) {
      const room = cells.filter((c) => c.open < 3);
      if (room.length === 0) break;
      const cell = room[
        weightedIndex(
          room.map((c) => c.weight),
          rand(),
        )
      ] as (typeof room)[number];
      cell.open++;
      units--;
    }
    for (let day = 0; day < size.days; day++) {
      const date = first.add({ days: day });
      SHIFTS.forEach((shift, s) => {
        const open = cells.filter((c) => c.day === day && c.shift === s && c.open > 0);
        if (open.length === 0) return;
        const id = slotId++;
        const from = at(date, shift.from);
        const to = at(shift.to < shift.from ? date.add({ days: 1 }) : date, shift.to);
        const bonus = shift.name === "Night" && rand() < 0.2 ? 20 : 0;
        for (const cell of open)
          positions.push({
            shiftId: id,
            shiftName: `Area ${area + 1} ${shift.name}`,
            slotId: id,
            areaRoleId: roles[cell.skill] as number,
            roleName: `Area ${area + 1} ${SKILLS[cell.skill]}`,
            from,
            to,
            open: cell.open,
            bonus,
          });
      });
    }
  }

  return {
    timeZone: TIME_ZONE,
    rules: { min_rest_hours: 10, max_shifts_per_day: 1, max_week_hours: 40 },
    positions,
    employees,
    period: { from: at(first, "00:00"), to: at(first.add({ days: size.days }), "00:00") },
  };
}

/** The index a draw in [0, 1) falls on when each index takes its weight's share. */
function weightedIndex(weights: readonly number[], draw: number): number {
  let left = draw * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < weights.length; k++) {
    left -= weights[k] ?? 0;
    if (left <= 0) return k;
  }
  return weights.length - 1;
}

const SHIFT_WINDOWS = SHIFTS.map((s) => ({ from: s.from, to: s.to }));

/**
 * A weekly pattern: each weekday about 10 % unavailable all day, 10 % prefer-not (all day or one shift's
 * hours), 15 % a preferred shift (with the other two shifts' hours available, since a preferred window alone
 * would make the day's other hours unavailable), else nothing said.
 */
function weeklyPattern(rand: () => number): AvailabilityRule[] {
  const rules: AvailabilityRule[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const draw = rand();
    const which = Math.floor(rand() * SHIFT_WINDOWS.length);
    const shift = SHIFT_WINDOWS[which] ?? { from: "07:00", to: "15:00" };
    if (draw < 0.1) rules.push({ weekday, from: "00:00", to: "00:00", kind: "unavailable" });
    else if (draw < 0.15) rules.push({ weekday, from: "00:00", to: "00:00", kind: "prefer_not" });
    else if (draw < 0.2) rules.push({ weekday, ...shift, kind: "prefer_not" });
    else if (draw < 0.35) {
      rules.push({ weekday, ...shift, kind: "preferred" });
      for (const other of SHIFT_WINDOWS.filter((_, k) => k !== which))
        rules.push({ weekday, ...other, kind: "available" });
    }
  }
  return rules;
}
