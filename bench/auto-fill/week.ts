// The benchmark's week as pure data: the lead's generated week (test/generated-week.ts, the solver's own test data)
// plus what only a database holds: named areas and roles, and positions some employees already hold (Accepted
// bookings on extra seats of the generated slots, so the open positions stay the generated ones).
import { Temporal } from "temporal-polyfill";
import type {
  AutoFillEmployee,
  AutoFillInstance,
  OpenPosition,
} from "../../apps/server/src/modules/auto-fill/instance";
import { generatedWeek, random } from "../../apps/server/src/modules/auto-fill/test/generated-week";
import type { AutoFillSize } from "./sizes";

export type Area = { id: number; name: string };
export type Role = { id: number; areaId: number; name: string };
/** employees[employee] holds one seat of positions[position]. */
export type HeldSeat = { employee: number; position: number };

export type BenchWeek = {
  monday: Temporal.PlainDate;
  /** The generated instance with the held seats as each employee's `held` and `slotsTaken`. */
  instance: AutoFillInstance;
  areas: Area[];
  roles: Role[];
  held: HeldSeat[];
};

const AREAS: [string, string[]][] = [
  ["Kitchen", ["Line Cook", "Prep Cook", "Dishwasher", "Sous Chef", "Pastry Cook"]],
  ["Floor", ["Server", "Host", "Runner", "Busser"]],
  ["Bar", ["Bartender", "Barback", "Sommelier"]],
];

/** Role n (1-based, as the generated week numbers them) is in area 1 + (n - 1) mod 3, named uniquely there. */
export function roleOf(n: number): Role {
  const areaId = 1 + ((n - 1) % AREAS.length);
  const names = AREAS[areaId - 1]?.[1] ?? [];
  const k = Math.floor((n - 1) / AREAS.length);
  const round = Math.floor(k / names.length);
  return { id: n, areaId, name: `${names[k % names.length]}${round ? ` ${round + 1}` : ""}` };
}

const localDay = (ms: number, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();

/**
 * A tenth of the employees hold 1-2 positions of their roles, on days at least two apart (no overlap, full
 * rest) when they are neither on time off nor unavailable.
 */
function heldSeats(instance: AutoFillInstance, seed: number): HeldSeat[] {
  const rand = random(seed ^ 0x5eed);
  const days = instance.positions.map((p) => localDay(p.from, instance.timeZone));
  const held: HeldSeat[] = [];
  // A tenth of the team, picked at random (at least one, so the smallest week has some too).
  const order = instance.employees.map((_, e) => ({ e, key: rand() })).sort((a, b) => a.key - b.key);
  const holders = order.slice(0, Math.max(1, Math.round(instance.employees.length / 10))).map((o) => o.e);
  for (const e of holders.sort((a, b) => a - b)) {
    const employee = instance.employees[e] as AutoFillEmployee;
    const wanted = rand() < 0.5 ? 1 : 2;
    const unavailable = new Set(employee.availability.filter((r) => r.kind === "unavailable").map((r) => r.weekday));
    const fits = (p: OpenPosition, i: number) => {
      const day = days[i] as Temporal.PlainDate;
      return (
        employee.roleIds.includes(p.areaRoleId) &&
        !unavailable.has(day.dayOfWeek) &&
        !employee.timeOff.some(
          (t) => Temporal.PlainDate.compare(t.fromDay, day) <= 0 && Temporal.PlainDate.compare(day, t.toDay) <= 0,
        )
      );
    };
    const options = instance.positions.flatMap((p, i) => (fits(p, i) ? [i] : []));
    const chosen: number[] = [];
    for (let tries = 0; tries < 50 && chosen.length < wanted && options.length; tries++) {
      const i = options[Math.floor(rand() * options.length)] as number;
      const day = days[i] as Temporal.PlainDate;
      const apart = chosen.every((c) => Math.abs(day.since(days[c] as Temporal.PlainDate).days) >= 2);
      if (apart) chosen.push(i);
    }
    for (const position of chosen) held.push({ employee: e, position });
  }
  return held;
}

export function benchWeek(size: AutoFillSize, seed: number, monday: Temporal.PlainDate, timeZone: string): BenchWeek {
  const generated = generatedWeek({
    employees: size.employees,
    positions: size.positions,
    seed,
    timeZone,
    monday: monday.toString(),
  });
  const held = heldSeats(generated, seed);
  const employees = generated.employees.map((employee, e) => {
    const mine = held.filter((h) => h.employee === e).map((h) => generated.positions[h.position] as OpenPosition);
    return {
      ...employee,
      held: mine.map((p) => ({ from: p.from, to: p.to })),
      slotsTaken: mine.map((p) => p.slotId),
    };
  });
  const roleCount = Math.max(
    ...generated.employees.flatMap((e) => e.roleIds),
    ...generated.positions.map((p) => p.areaRoleId),
  );
  const roles = Array.from({ length: roleCount }, (_, i) => roleOf(i + 1));
  const positions = generated.positions.map((p) => ({ ...p, roleName: roleOf(p.areaRoleId).name }));
  return {
    monday,
    instance: { ...generated, employees, positions },
    areas: AREAS.map(([name], i) => ({ id: i + 1, name })),
    roles,
    held,
  };
}
