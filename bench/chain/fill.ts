// The chain's structure as set-based SQL: people, locations with areas and roles, shifts with their roles, slots
// and positions. Ids are given explicitly (the database is fresh), so each statement can compute the ids of the
// rows it refers to instead of looking them up; the identity sequences are moved past them at the end.
import type pg from "pg";
import { type ChainSizes, ZONES } from "./sizes";

export type Step = (label: string, text: string, values?: unknown[]) => Promise<number>;

const FIRST = (
  "Ada Ben Cara Dan Eve Finn Gia Hugo Ivy Jon Kai Lea Max Nia Omar Pia Quin Rosa Sam Tara Uma Vic Wes Xena Yara " +
  "Zoe Alma Bo Cruz Dina Eli Flor Gus Hana Igor Jade Kofi Lina Milo Noor"
).split(" ");
const LAST = (
  "Abbott Baker Chen Diaz Evans Fischer Garcia Haddad Ito Jensen Kowalski Lopez Moreau Nakamura Okafor Patel " +
  "Quinn Rossi Silva Tanaka Ueda Varga Weber Xu Yilmaz Zimmer Alvarez Brandt Costa Dubois Eriksen Ferreira " +
  "Gupta Hansen Ibrahim Jovanovic Kim Larsen Meyer Novak Olsen Petrov Reyes Santos Torres Ulrich Vogel Wong " +
  "Young Zhang"
).split(" ");
const AREAS: [string, string[]][] = [
  ["Kitchen", ["Line Cook", "Prep Cook", "Dishwasher"]],
  ["Floor", ["Server", "Host", "Runner"]],
  ["Bar", ["Bartender", "Barback", "Sommelier"]],
];

/** Weeks of shifts before the Monday of this week: half of them, but none for a short run (this week and on). */
export const weeksBefore = (weeks: number): number => (weeks >= 4 ? Math.floor(weeks / 2) : 0);

/** The owner (user 1), a manager per location, then the employees; employee id = user id - 1. */
export async function fillPeople(step: Step, businessId: number, hash: string, sizes: ChainSizes) {
  const { locations: L, employees: E } = sizes;
  await step(
    "users",
    `insert into users (id, business_id, name, email, password_hash, role, active) overriding system value
     select 1, $1::int, 'Olivia Owner', 'owner@chain.bench', $2::text, 'owner', true
     union all
     select 1 + m, $1::int, 'Manager ' || m, 'manager' || m || '@chain.bench', $2::text, 'manager', true
       from generate_series(1, $3::int) m
     union all
     select 1 + $3::int + k, $1::int, ($5::text[])[1 + k % 40] || ' ' || ($6::text[])[1 + (k / 40) % 50],
            'staff' || k || '@chain.bench', $2::text, 'team_member', k % 50 <> 7
       from generate_series(1, $4::int) k`,
    [businessId, hash, L, E, FIRST, LAST],
  );
  // 94 % active; availability half FullTime, 30 % PartTime, 20 % ThreeDay.
  await step(
    "employees",
    `insert into employees (id, business_id, user_id, availability, status) overriding system value
     select m, $1::int, m + 1, 'Manager', 'active_employee' from generate_series(1, $2::int) m
     union all
     select $2::int + k, $1::int, $2::int + k + 1,
            case when k % 10 < 5 then 'FullTime' when k % 10 < 8 then 'PartTime' else 'ThreeDay' end,
            case k % 50 when 7 then 'inactive' when 17 then 'waiting_for_approval' when 27 then 'rejected'
                 else 'active_employee' end
       from generate_series(1, $3::int) k`,
    [businessId, L, E],
  );
}

/** Locations round the ten zones; per location 3 areas of 3 roles (area role id = (location - 1) * 9 + 1..9). */
export async function fillLocations(step: Step, businessId: number, sizes: ChainSizes) {
  const zones = ZONES.map((z) => z.zone);
  const cities = ZONES.map((z) => z.city);
  await step(
    "locations",
    `insert into locations (id, business_id, name, time_zone, lock_day) overriding system value
     select n, $1::int, ($3::text[])[1 + (n - 1) % 10] || ' ' || (1 + (n - 1) / 10), ($2::text[])[1 + (n - 1) % 10],
            case when n % 7 = 0 then 'Friday' end
       from generate_series(1, $4::int) n`,
    [businessId, zones, cities, sizes.locations],
  );
  const areaNames = AREAS.map(([a]) => a);
  const roleNames = AREAS.flatMap(([, roles]) => roles);
  await step(
    "areas",
    `insert into areas (id, business_id, location_id, name) overriding system value
     select (l - 1) * 3 + a, $1::int, l, ($2::text[])[a] from generate_series(1, $3::int) l, generate_series(1, 3) a`,
    [businessId, areaNames, sizes.locations],
  );
  await step(
    "area_roles",
    `insert into area_roles (id, business_id, area_id, name) overriding system value
     select (ar - 1) * 3 + r, $1::int, ar, ($2::text[])[((ar - 1) % 3) * 3 + r]
       from generate_series(1, $3::int * 3) ar, generate_series(1, 3) r`,
    [businessId, roleNames, sizes.locations],
  );
  // Employee k works at location 1 + (k - 1) mod L; every role of a location gets someone; half have a second role.
  await step(
    "employee_area_roles",
    `insert into employee_area_roles (business_id, employee_id, area_role_id)
     select $1::int, $2 + k, (l - 1) * 9 + 1 + r1 from (
       select k, 1 + (k - 1) % $2 as l, ((k - 1) / $2) % 9 as r1, ((k - 1) / $2 / 9) % 8 as r2
         from generate_series(1, $3::int) k) e
     union all
     select $1::int, $2 + k, (l - 1) * 9 + 1 + (r1 + 1 + r2) % 9 from (
       select k, 1 + (k - 1) % $2 as l, ((k - 1) / $2) % 9 as r1, ((k - 1) / $2 / 9) % 8 as r2
         from generate_series(1, $3::int) k) e where k % 2 = 0`,
    [businessId, sizes.locations, sizes.employees],
  );
  await step(
    "shift_names",
    `insert into shift_names (business_id, name) select $1::int, unnest(array['Breakfast', 'Lunch', 'Dinner', 'Late'])`,
    [businessId],
  );
}

/**
 * Shifts spread evenly over locations and days, each within one local day (06:00-13:30 start, 4-10 h), its
 * instants computed from the local date and time in the location's zone, so right across DST changes.
 */
export async function fillShifts(step: Step, businessId: number, sizes: ChainSizes) {
  const days = sizes.weeks * 7;
  await step(
    "plan shifts (temp)",
    `create temp table gen_shift as
     select s as id, 1 + (s - 1) % $1 as location_id, ((s - 1) / $1) % $2 as day_index,
            360 + 30 * floor(random() * 16)::int as start_min, 240 + 30 * floor(random() * 13)::int as dur_min,
            case when random() < 0.15 then 2 else 1 end as chunk, random() < 0.5 as two_roles,
            floor(random() * 9)::int as ra, floor(random() * 8)::int as rb_step,
            1 + floor(random() * 3)::int as ca, 1 + floor(random() * 3)::int as cb
       from generate_series(1, $3::int) s`,
    [sizes.locations, days, sizes.shifts],
  );
  await step(
    "shifts",
    `insert into shifts (id, business_id, location_id, name, description, shift_type, bonus, label_color,
                         starts_at, ends_at, day, chunk, created_by) overriding system value
     select g.id, $1::int, g.location_id,
            case when g.start_min < 600 then 'Breakfast' when g.start_min < 720 then 'Lunch' else 'Dinner' end,
            case when g.id % 4 = 0 then 'Bench shift ' || g.id end,
            case when g.id % 10 = 3 then 'Premium' else 'Non_Premium' end,
            case when g.id % 10 = 3 then 5 + g.id % 4 * 5 else 0 end,
            (array['#0a0a0a', '#1d4ed8', '#15803d', '#b45309', '#7e22ce'])[1 + g.id % 5],
            (d.local_date + make_interval(mins => g.start_min)) at time zone l.time_zone,
            (d.local_date + make_interval(mins => g.start_min + g.dur_min)) at time zone l.time_zone,
            to_char(d.local_date, 'FMDay'), g.chunk, 1
       from gen_shift g
       join locations l on l.id = g.location_id
       cross join lateral (select date_trunc('week', now() at time zone l.time_zone)::date - $2::int * 7
                                  + g.day_index as local_date) d
      order by g.id`,
    [businessId, weeksBefore(sizes.weeks)],
  );
  await step(
    "shift_area_roles",
    `insert into shift_area_roles (business_id, shift_id, area_role_id, role_count)
     select $1::int, id, (location_id - 1) * 9 + 1 + ra, ca from gen_shift
     union all
     select $1::int, id, (location_id - 1) * 9 + 1 + (ra + 1 + rb_step) % 9, cb from gen_shift where two_roles`,
    [businessId],
  );
  // Chunk 1: one Full slot; chunk 2: two Half slots of equal elapsed time (as splitIntoSlots).
  await step(
    "shift_slots",
    `insert into shift_slots (business_id, shift_id, seq, starts_at, ends_at, type)
     select $1::int, s.id, n,
            case when n = 1 then s.starts_at else s.starts_at + (s.ends_at - s.starts_at) / 2 end,
            case when n = s.chunk then s.ends_at else s.starts_at + (s.ends_at - s.starts_at) / 2 end,
            case when s.chunk = 1 then 'Full' else 'Half' end
       from shifts s cross join lateral generate_series(1, s.chunk) n
      order by s.id, n`,
    [businessId],
  );
  await step(
    "slot_positions",
    `insert into slot_positions (business_id, slot_id, area_role_id, capacity, remaining)
     select $1::int, ss.id, sar.area_role_id, sar.role_count, sar.role_count
       from shift_slots ss join shift_area_roles sar on sar.shift_id = ss.shift_id`,
    [businessId],
  );
}

/** Moves every identity sequence past the ids given explicitly. */
export async function resetSequences(client: pg.Client) {
  for (const table of ["users", "employees", "locations", "areas", "area_roles", "shifts"]) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
}
