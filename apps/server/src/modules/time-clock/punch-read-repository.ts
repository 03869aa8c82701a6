import { type Attendance, PUNCH_FLAGS, type PunchFlag, type PunchItem } from "@brigade/contract/time-clock";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

// A punch as the routes answer it, read in one query: its breaks (a tstzmultirange) as a list of instants.

export type StoredPunch = {
  id: number;
  employeeId: number;
  bookingId: number | null;
  locationId: number;
  inAt: Date;
  outAt: Date | null;
  breaks: { startAt: Date; endAt: Date | null }[];
  flags: PunchFlag[];
  offline: boolean;
  source: PunchItem["source"];
};

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

type Raw = {
  id: number;
  employee_id: number;
  booking_id: number | null;
  location_id: number;
  in_at: number;
  out_at: number | null;
  breaks: unknown;
  flags: string[];
  offline: boolean;
  source: PunchItem["source"];
};

/** Punches of the business matching `where` (over `p`), oldest first; FOR UPDATE when `lock`. */
export async function readPunches(db: Db, businessId: number, where: SQL, lock = false): Promise<StoredPunch[]> {
  const result = (await db.execute(sql`select p.id, p.employee_id, p.booking_id, p.location_id,
      ${ms("p.in_at")} as in_at, case when p.out_at is null then null else ${ms("p.out_at")} end as out_at,
      coalesce((select json_agg(json_build_array(${ms("lower(r)")},
          case when upper_inf(r) then null else ${ms("upper(r)")} end) order by lower(r))
        from unnest(p.breaks) r), '[]'::json) as breaks,
      p.flags, p.offline, p.source
    from punches p where p.business_id = ${businessId} and (${where})
    order by p.in_at, p.id ${lock ? sql`for update` : sql``}`)) as unknown as { rows: Raw[] };
  return result.rows.map(toStored);
}

function toStored(row: Raw): StoredPunch {
  const pairs = (typeof row.breaks === "string" ? JSON.parse(row.breaks) : row.breaks) as [number, number | null][];
  return {
    id: row.id,
    employeeId: row.employee_id,
    bookingId: row.booking_id,
    locationId: row.location_id,
    inAt: new Date(row.in_at),
    outAt: row.out_at === null ? null : new Date(row.out_at),
    breaks: pairs.map(([a, b]) => ({ startAt: new Date(a), endAt: b === null ? null : new Date(b) })),
    flags: row.flags.filter((f): f is PunchFlag => (PUNCH_FLAGS as readonly string[]).includes(f)),
    offline: row.offline,
    source: row.source,
  };
}

export const onBreak = (p: StoredPunch): boolean => p.breaks.some((b) => b.endAt === null);

export function presentPunch(p: StoredPunch, attendance: Attendance | null): PunchItem {
  return {
    id: p.id,
    employee_id: p.employeeId,
    booking_id: p.bookingId,
    location_id: p.locationId,
    in_at: p.inAt.toISOString(),
    out_at: p.outAt?.toISOString() ?? null,
    breaks: p.breaks.map((b) => ({ start_at: b.startAt.toISOString(), end_at: b.endAt?.toISOString() ?? null })),
    flags: p.flags,
    offline: p.offline,
    source: p.source,
    attendance,
  };
}
