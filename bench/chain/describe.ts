// What a generated chain holds: its owner login, locations, row counts, and open future positions with employees
// free to take them (the assignment load's material). Read from the database, so --reuse gets it too.
import pg from "pg";

export const OWNER_EMAIL = "owner@chain.bench";
export const PASSWORD = "chain-bench";
export const BUSINESS_NAME = "Chain Group";

export type OpenPosition = {
  shiftId: number;
  locationId: number;
  slotId: number;
  areaRoleId: number;
  remaining: number;
  startsAt: string;
  endsAt: string;
  /** Active employees with the role, holding nothing that overlaps the slot and with no request in it. */
  employeeIds: number[];
};

export type ChainInfo = {
  databaseUrl: string;
  businessId: number;
  ownerEmail: string;
  password: string;
  locationIds: number[];
  locations: { id: number; name: string; timeZone: string }[];
  openPositions: OpenPosition[];
  /** Rows per table, and bookings per status as `bookings: <status>`. */
  counts: Record<string, number>;
  /** Seconds the generation took (0 when an existing database was reused). */
  seconds: number;
};

export const TABLES = [
  "businesses",
  "users",
  "sessions",
  "employees",
  "employee_area_roles",
  "locations",
  "areas",
  "area_roles",
  "shift_names",
  "shifts",
  "shift_area_roles",
  "shift_slots",
  "slot_positions",
  "bookings",
  "booking_events",
  "employee_wages",
  "location_budgets",
  "punches",
] as const;

/**
 * The sample comes in clusters (every open position of a few future location-days) so the load has contention:
 * the same employees are eligible for overlapping slots, and several of them for each position.
 */
const SAMPLE_SQL = `
  with day as (
    select s.location_id, (s.starts_at at time zone l.time_zone)::date as local_date
      from shifts s join locations l on l.id = s.location_id
     where s.business_id = $1 and s.starts_at > now() + interval '2 hours'
     group by 1, 2 order by random() limit $2),
  pos as (
    select sp.slot_id, sp.area_role_id, sp.remaining, ss.shift_id, ss.starts_at, ss.ends_at, s.location_id
      from day
      join locations l on l.id = day.location_id
      join shifts s on s.location_id = day.location_id and s.business_id = $1
                   and s.starts_at >= day.local_date::timestamp at time zone l.time_zone
                   and s.starts_at < (day.local_date + 1)::timestamp at time zone l.time_zone
      join shift_slots ss on ss.shift_id = s.id
      join slot_positions sp on sp.slot_id = ss.id and sp.remaining > 0)
  select pos.shift_id, pos.location_id, pos.slot_id, pos.area_role_id, pos.remaining, pos.starts_at, pos.ends_at,
         array(select ear.employee_id from employee_area_roles ear join employees e on e.id = ear.employee_id
                where ear.area_role_id = pos.area_role_id and e.status = 'active_employee'
                  and not exists (select 1 from bookings b where b.employee_id = ear.employee_id and b.holds
                                    and b.during && tstzrange(pos.starts_at, pos.ends_at, '[)'))
                  and not exists (select 1 from bookings b where b.employee_id = ear.employee_id
                                    and b.slot_id = pos.slot_id and (b.holds or b.status = 'Pending'))
                order by random() limit 4) as employee_ids
    from pos order by pos.starts_at, pos.slot_id, pos.area_role_id`;

/** Reads the chain of the database at `databaseUrl`; null when it holds none. */
export async function describeChain(databaseUrl: string, sampleDays: number, seconds = 0): Promise<ChainInfo | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const business = await client.query<{ id: number }>("select id from businesses where name = $1", [BUSINESS_NAME]);
    const businessId = business.rows[0]?.id;
    if (businessId === undefined) return null;
    const locations = await client.query<{ id: number; name: string; time_zone: string }>(
      "select id, name, time_zone from locations where business_id = $1 order by id",
      [businessId],
    );
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      // A "before" checkout may not have the newer tables.
      const present = await client.query("select to_regclass($1) is not null as present", [table]);
      if (!present.rows[0]?.present) continue;
      const r = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(r.rows[0]?.n ?? 0);
    }
    const statuses = await client.query<{ status: string; n: string }>(
      "select status, count(*) as n from bookings group by status order by count(*) desc",
    );
    for (const r of statuses.rows) counts[`bookings: ${r.status}`] = Number(r.n);
    const open = await client.query<{ n: string }>(
      `select count(*) as n from slot_positions sp join shift_slots ss on ss.id = sp.slot_id
        where sp.remaining > 0 and ss.starts_at > now()`,
    );
    counts["open future positions"] = Number(open.rows[0]?.n ?? 0);
    const sample = await client.query<{
      shift_id: number;
      location_id: number;
      slot_id: number;
      area_role_id: number;
      remaining: number;
      starts_at: Date;
      ends_at: Date;
      employee_ids: number[];
    }>(SAMPLE_SQL, [businessId, sampleDays]);
    return {
      databaseUrl,
      businessId,
      ownerEmail: OWNER_EMAIL,
      password: PASSWORD,
      locationIds: locations.rows.map((l) => l.id),
      locations: locations.rows.map((l) => ({ id: l.id, name: l.name, timeZone: l.time_zone })),
      openPositions: sample.rows.map((r) => ({
        shiftId: r.shift_id,
        locationId: r.location_id,
        slotId: r.slot_id,
        areaRoleId: r.area_role_id,
        remaining: r.remaining,
        startsAt: r.starts_at.toISOString(),
        endsAt: r.ends_at.toISOString(),
        employeeIds: r.employee_ids,
      })),
      counts,
      seconds,
    };
  } finally {
    await client.end();
  }
}
