// Writes a bench week into a fresh, migrated database: one statement per table, each unnesting arrays built
// from the pure data (week.ts). Ids are the instance's own (employees 1..n, area roles 1..r, shifts and slots
// by slot id), given explicitly on a fresh database; the identity sequences are moved past them at the end.
import { windowMinutes } from "@brigade/contract/availability-time";
import type pg from "pg";
import { Temporal } from "temporal-polyfill";
import type { OpenPosition } from "../../apps/server/src/modules/auto-fill/instance";
import type { BenchWeek } from "./week";

export const OWNER_EMAIL = "owner@autofill.bench";
export const PASSWORD = "autofill-bench";
export const BUSINESS_ID = 1;
export const LOCATION_ID = 1;
const OWNER_USER = 1;

export type Step = (label: string, text: string, values?: unknown[]) => Promise<number>;

const COLORS: Record<string, string> = { Opening: "#b45309", Lunch: "#15803d", Dinner: "#1d4ed8", Closing: "#7e22ce" };
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const iso = (ms: number) => new Date(ms).toISOString();

export async function fillWeek(step: Step, week: BenchWeek, passwordHash: string): Promise<void> {
  const { instance, roles, areas, held } = week;
  const { rules, employees, positions, timeZone } = instance;
  await step(
    "business",
    `insert into businesses (id, name, join_code, max_week_hours, min_rest_hours, max_shifts_per_day)
     overriding system value values ($1, 'Auto-fill Bench', 'AUTOFILLBNCH', $2, $3, $4)`,
    [BUSINESS_ID, rules.max_week_hours, rules.min_rest_hours, rules.max_shifts_per_day],
  );
  // The owner is user 1; employee n is user n + 1.
  await step(
    "users",
    `insert into users (id, business_id, name, email, password_hash, role, active) overriding system value
     select 1, $1::int, 'Olivia Owner', $2::text, $3::text, 'owner', true
     union all
     select id + 1, $1::int, name, 'staff' || id || '@autofill.bench', $3::text, 'team_member', true
       from unnest($4::int[], $5::text[]) as e(id, name)`,
    [BUSINESS_ID, OWNER_EMAIL, passwordHash, employees.map((e) => e.id), employees.map((e) => e.name)],
  );
  await step(
    "employees",
    `insert into employees (id, business_id, user_id, availability, status, max_week_hours) overriding system value
     select id, $1::int, id + 1, 'FullTime', 'active_employee', max from unnest($2::int[], $3::numeric[]) as e(id, max)`,
    [BUSINESS_ID, employees.map((e) => e.id), employees.map((e) => e.maxWeekHours)],
  );
  await step(
    "location",
    `insert into locations (id, business_id, name, time_zone) overriding system value
     values ($1, $2, 'Bench Bistro', $3)`,
    [LOCATION_ID, BUSINESS_ID, timeZone],
  );
  await step(
    "areas",
    `insert into areas (id, business_id, location_id, name) overriding system value
     select id, $1::int, $2::int, name from unnest($3::int[], $4::text[]) as a(id, name)`,
    [BUSINESS_ID, LOCATION_ID, areas.map((a) => a.id), areas.map((a) => a.name)],
  );
  await step(
    "area_roles",
    `insert into area_roles (id, business_id, area_id, name) overriding system value
     select id, $1::int, area_id, name from unnest($2::int[], $3::int[], $4::text[]) as r(id, area_id, name)`,
    [BUSINESS_ID, roles.map((r) => r.id), roles.map((r) => r.areaId), roles.map((r) => r.name)],
  );
  const employeeRoles = employees.flatMap((e) => e.roleIds.map((roleId) => [e.id, roleId] as const));
  await step(
    "employee_area_roles",
    `insert into employee_area_roles (business_id, employee_id, area_role_id)
     select $1::int, e, r from unnest($2::int[], $3::int[]) as x(e, r)`,
    [BUSINESS_ID, employeeRoles.map(([e]) => e), employeeRoles.map(([, r]) => r)],
  );
  // Windows stored as the availability module stores them: minutes from 00:00 of the weekday, past 1440 after midnight.
  const windows = employees.flatMap((e) =>
    e.availability.map((rule) => ({
      employeeId: e.id,
      weekday: rule.weekday,
      kind: rule.kind,
      ...windowMinutes(rule),
    })),
  );
  await step(
    "availability_windows",
    `insert into availability_windows (business_id, employee_id, weekday, start_minute, end_minute, kind)
     select $1::int, e, d, s, n, k from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[]) as w(e, d, s, n, k)`,
    [
      BUSINESS_ID,
      windows.map((w) => w.employeeId),
      windows.map((w) => w.weekday),
      windows.map((w) => w.start),
      windows.map((w) => w.end),
      windows.map((w) => w.kind),
    ],
  );
  // Every employee's rate (generatedWeek's): the objective's cost term and the preview's added cost take part.
  const wages = employees.flatMap((e) => e.wages.map((w) => ({ employeeId: e.id, ...w })));
  await step(
    "employee_wages",
    `insert into employee_wages (business_id, employee_id, effective_from, hourly_rate)
     select $1::int, e, f, r / 100.0 from unnest($2::int[], $3::date[], $4::int[]) as w(e, f, r)`,
    [
      BUSINESS_ID,
      wages.map((w) => w.employeeId),
      wages.map((w) => w.effectiveFrom),
      wages.map((w) => w.hourlyRateCents),
    ],
  );
  const timeOff = employees.flatMap((e) => e.timeOff.map((t) => ({ employeeId: e.id, ...t })));
  await step(
    "time_off (approved)",
    `insert into time_off (business_id, employee_id, from_day, to_day, reason, status, decided_by, decided_at)
     select $1::int, e, f, t, 'Vacation', 'Approved', $2::int, now() from unnest($3::int[], $4::date[], $5::date[]) as o(e, f, t)`,
    [
      BUSINESS_ID,
      OWNER_USER,
      timeOff.map((t) => t.employeeId),
      timeOff.map((t) => t.fromDay.toString()),
      timeOff.map((t) => t.toDay.toString()),
    ],
  );
  await step("shift_names", `insert into shift_names (business_id, name) select $1::int, unnest($2::text[])`, [
    BUSINESS_ID,
    Object.keys(COLORS),
  ]);
  await fillShifts(step, positions, timeZone);
  // The seats held are extra capacity: every generated position stays open (remaining = open).
  const heldBySlot = new Map<number, number>();
  for (const h of held) {
    const slotId = (positions[h.position] as OpenPosition).slotId;
    heldBySlot.set(slotId, (heldBySlot.get(slotId) ?? 0) + 1);
  }
  await step(
    "slot_positions",
    `insert into slot_positions (business_id, slot_id, area_role_id, capacity, remaining)
     select $1::int, s, r, c, o from unnest($2::int[], $3::int[], $4::int[], $5::int[]) as p(s, r, c, o)`,
    [
      BUSINESS_ID,
      positions.map((p) => p.slotId),
      positions.map((p) => p.areaRoleId),
      positions.map((p) => p.open + (heldBySlot.get(p.slotId) ?? 0)),
      positions.map((p) => p.open),
    ],
  );
  await step(
    "shift_area_roles",
    `insert into shift_area_roles (business_id, shift_id, area_role_id, role_count)
     select business_id, slot_id, area_role_id, capacity from slot_positions`,
  );
  // The trigger bookings_during_from_slot sets `during` from the slot, as for the app's own bookings.
  await step(
    "bookings (Accepted, held)",
    `insert into bookings (business_id, shift_id, slot_id, area_role_id, employee_id, status)
     select $1::int, s, s, r, e, 'Accepted' from unnest($2::int[], $3::int[], $4::int[]) as b(s, r, e)`,
    [
      BUSINESS_ID,
      held.map((h) => (positions[h.position] as OpenPosition).slotId),
      held.map((h) => (positions[h.position] as OpenPosition).areaRoleId),
      held.map((h) => (employees[h.employee] as { id: number }).id),
    ],
  );
}

/** One shift per generated position (its slot id), one Full slot, one role; Premium when it has a bonus. */
async function fillShifts(step: Step, positions: readonly OpenPosition[], timeZone: string) {
  const day = (ms: number) =>
    WEEKDAYS[Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).dayOfWeek - 1] as string;
  const ids = positions.map((p) => p.slotId);
  if (new Set(ids).size !== ids.length) throw new Error("the generated week has two positions in one slot");
  await step(
    "shifts",
    `insert into shifts (id, business_id, location_id, name, shift_type, bonus, label_color, starts_at, ends_at, day,
                         chunk, created_by) overriding system value
     select id, $1::int, $2::int, name, case when bonus > 0 then 'Premium' else 'Non_Premium' end, bonus, color,
            f, t, d, 1, $3::int
       from unnest($4::int[], $5::text[], $6::numeric[], $7::text[], $8::timestamptz[], $9::timestamptz[], $10::text[])
            as s(id, name, bonus, color, f, t, d)`,
    [
      BUSINESS_ID,
      LOCATION_ID,
      OWNER_USER,
      ids,
      positions.map((p) => p.shiftName),
      positions.map((p) => p.bonus),
      positions.map((p) => COLORS[p.shiftName] ?? "#0a0a0a"),
      positions.map((p) => iso(p.from)),
      positions.map((p) => iso(p.to)),
      positions.map((p) => day(p.from)),
    ],
  );
  await step(
    "shift_slots",
    `insert into shift_slots (id, business_id, shift_id, seq, starts_at, ends_at, type) overriding system value
     select id, $1::int, id, 1, starts_at, ends_at, 'Full' from shifts order by id`,
    [BUSINESS_ID],
  );
}

/** Moves every identity sequence past the ids given explicitly. */
export async function resetSequences(client: pg.Client): Promise<void> {
  for (const table of ["businesses", "users", "employees", "locations", "areas", "area_roles", "shifts", "shift_slots"])
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}
