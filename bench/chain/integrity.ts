// After the assignment load: the counts of open positions still agree with the bookings, and nobody is double booked.
import pg from "pg";

export type Integrity = { ok: boolean; badPositions: number; overlaps: number; seconds: number };

/** Positions whose remaining is negative or is not capacity minus the holding bookings of that slot and role. */
const BAD_POSITIONS = `
  select count(*)::int as n
    from slot_positions sp
    left join (select slot_id, area_role_id, count(*)::int as held from bookings where holds
                group by slot_id, area_role_id) h
      on h.slot_id = sp.slot_id and h.area_role_id = sp.area_role_id
   where sp.remaining < 0 or sp.remaining <> sp.capacity - coalesce(h.held, 0)`;

/**
 * Holding bookings of one employee that overlap: in start order, a booking that starts before the latest end of
 * the employee's earlier ones overlaps one of them (one pass, no pairwise join).
 */
const OVERLAPS = `
  select count(*)::int as n from (
    select during, max(upper(during)) over (partition by employee_id order by lower(during), id
                                             rows between unbounded preceding and 1 preceding) as latest_end
      from bookings where holds) b
   where b.latest_end > lower(b.during)`;

export async function checkIntegrity(databaseUrl: string): Promise<Integrity> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const bad = await client.query<{ n: number }>(BAD_POSITIONS);
    const overlaps = await client.query<{ n: number }>(OVERLAPS);
    const badPositions = bad.rows[0]?.n ?? -1;
    const overlapping = overlaps.rows[0]?.n ?? -1;
    return {
      ok: badPositions === 0 && overlapping === 0,
      badPositions,
      overlaps: overlapping,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
