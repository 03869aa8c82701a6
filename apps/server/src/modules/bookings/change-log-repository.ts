import type { UserRole } from "@brigade/contract/enums";
import type { ChangeNote } from "@brigade/contract/fair-workweek/change-note";
import type { ChangePreview } from "@brigade/contract/fair-workweek/changes";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { type PostedChangeKind, predictabilityPay } from "@brigade/contract/fair-workweek/pay";
import { rateOn } from "@brigade/contract/labour-hours";
import { dateIn } from "@brigade/contract/local-time";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { scheduleChanges } from "../../db/schema/compliance";
import { locations } from "../../db/schema/locations";
import { shifts } from "../../db/schema/shifts";
import { wageVersionsFromJson, wageVersionsJson } from "../wages";

// The change log (fair-workweek.md, "Posting and the change log"), written by the ledger's own statements: each one
// that gives, takes or moves a position of a posted shift carries `changeRows`, so a change and its rows commit or
// fail together, and the common case (a location under no rule pack) costs no round trip of its own. Only a location
// under a pack sends its rows back here to be priced (pay.ts) and written.

/** What the employer's change says of itself: a reason, or an exemption the pack may allow. */
export type ChangeMeta = ChangeNote;
export const NO_META: ChangeMeta = { reason: null, exempt: null };
/** A change the employee asked for: a pickup, a swap, their own time off or leave. */
export const ASKED: ChangeMeta = { reason: null, exempt: "employee_request" };

/** A changed position under a rule pack, as the statement computed it, to be priced. */
export type ToPrice = {
  booking_id: number;
  employee_id: number;
  shift_id: number;
  area_role_id: number;
  location_id: number;
  jurisdiction: string;
  time_zone: string;
  kind: PostedChangeKind;
  starts_at: string;
  minutes_before: number;
  minutes_after: number;
  minutes_shifted: number;
  moved: boolean;
  notice_minutes: number;
  /** The employee's wage versions (wageVersionsJson), read by the same statement. */
  wages: unknown;
};

const COLUMNS = sql`(business_id, location_id, employee_id, shift_id, booking_id, area_role_id, kind,
  shift_starts_at, minutes_before, minutes_after, notice_minutes, made_by, reason, exempt_reason, pack_id, rate_cents,
  pay_cents, pay_basis)`;

const minutesOf = (range: SQL) => sql`coalesce(extract(epoch from upper(${range}) - lower(${range}))::int / 60, 0)`;

/**
 * Common table expressions that log `source`, a relation of changed positions (booking_id, employee_id, shift_id,
 * area_role_id, and the position's range before and after: null where it held none), for a posted shift only:
 * - `change_facts`: each real change (its range differs) with its kind, minutes, notice and start, counted from now
 *   (the transaction's start) to the changed position's start before the change (after, for a new one; the
 *   earlier of the two for a move, which leaves the least notice);
 * - `change_logged`: the rows of locations under no pack, written here (pay 0, `no_rules`).
 * The statement answers `toPrice(...)` for the rest.
 */
export function changeRows(businessId: number, source: SQL, actorUserId: number, meta: ChangeMeta): SQL {
  return sql`change_source as (${source}),
  change_facts as (
    select c.booking_id, c.employee_id, c.shift_id, c.area_role_id, s.location_id, l.jurisdiction,
      l.time_zone, m.starts_at, m.minutes_before, m.minutes_after,
      case when m.minutes_after < m.minutes_before then 'reduced' else 'added' end as kind,
      coalesce(greatest(abs(extract(epoch from lower(c.after_range) - lower(c.before_range))),
        abs(extract(epoch from upper(c.after_range) - upper(c.before_range))))::int / 60, 0) as minutes_shifted,
      coalesce(lower(c.after_range) <> lower(c.before_range), false) as moved,
      floor(extract(epoch from m.starts_at - now()) / 60)::int as notice_minutes
    from change_source c
    cross join lateral (select least(lower(c.before_range), lower(c.after_range)) as starts_at,
      ${minutesOf(sql`c.before_range`)} as minutes_before, ${minutesOf(sql`c.after_range`)} as minutes_after) m
    join ${shifts} s on s.business_id = ${businessId} and s.id = c.shift_id and s.published_at is not null
    join ${locations} l on l.id = s.location_id
    where c.before_range is distinct from c.after_range
  ),
  change_logged as (
    insert into ${scheduleChanges} ${COLUMNS}
    select ${businessId}, location_id, employee_id, shift_id, booking_id, area_role_id, kind, starts_at, minutes_before,
      minutes_after, notice_minutes, ${actorUserId}, ${meta.reason}, ${meta.exempt}, null, null, 0, 'no_rules'
    from change_facts where jurisdiction is null
  )`;
}

/** A source of positions newly taken: the rows of `booked` (a relation with the bookings table's columns). */
export const takenPositions = (booked: SQL) => sql`select id as booking_id, employee_id, shift_id, area_role_id,
  null::tstzrange as before_range, during as after_range from ${booked}`;

/**
 * The statement's column of the rows left to price (JSON), each with the employee's wage versions, read back by
 * `recordPriced`: pricing then needs no read of its own.
 */
export const toPrice = (businessId: number) => sql`(select coalesce(json_agg(json_build_object('row', f,
    'wages', ${wageVersionsJson(businessId, sql`f.employee_id`)})), '[]'::json)
  from change_facts f where f.jurisdiction is not null) as "toPrice"`;

/** Reads the column, whichever way the driver gave the JSON. */
export const toPriceOf = (value: unknown): ToPrice[] =>
  ((typeof value === "string" ? JSON.parse(value) : (value ?? [])) as { row: ToPrice; wages: unknown }[]).map(
    ({ row, wages }) => ({ ...row, wages }),
  );

/** Prices the rows of locations under a pack (each employee's rate on the shift's local day) and writes them. */
export async function recordPriced(
  db: Db,
  businessId: number,
  rows: readonly ToPrice[],
  actorUserId: number,
  meta: ChangeMeta,
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => {
    const pack = packById(r.jurisdiction) ?? null;
    const startsAt = new Date(r.starts_at);
    const rate = rateOn(wageVersionsFromJson(r.wages), dateIn(startsAt, r.time_zone).toString(), r.area_role_id);
    const pay = predictabilityPay(pack, {
      kind: r.kind,
      moved: r.moved,
      minutes_before: r.minutes_before,
      minutes_after: r.minutes_after,
      minutes_shifted: r.minutes_shifted,
      notice_hours: r.notice_minutes / 60,
      rate_cents: rate,
      exempt_reason: meta.exempt,
    });
    return sql`(${businessId}, ${r.location_id}, ${r.employee_id}, ${r.shift_id}, ${r.booking_id}, ${r.area_role_id},
      ${r.kind}, ${startsAt.toISOString()}::timestamptz, ${r.minutes_before}, ${r.minutes_after}, ${r.notice_minutes},
      ${actorUserId}, ${meta.reason}, ${meta.exempt}, ${pack ? pack.id : null}, ${rate}, ${pay.cents}, ${pay.basis})`;
  });
  await db.execute(sql`insert into ${scheduleChanges} ${COLUMNS} values ${sql.join(values, sql`, `)}`);
}

/** A change-log row as written (the columns a client reads), with the employee's name. */
export type LoggedChange = {
  id: number;
  location_id: number;
  employee_id: number;
  employee_name: string | null;
  shift_id: number;
  booking_id: number;
  area_role_id: number;
  kind: PostedChangeKind;
  shift_starts_at: string | Date;
  minutes_before: number;
  minutes_after: number;
  notice_minutes: number;
  made_by: number | null;
  made_at: string | Date;
  reason: string | null;
  exempt_reason: string | null;
  pack_id: string | null;
  pay_cents: number | null;
  pay_basis: string;
};

/** Presents a dry run's rows to its caller (the compliance module's, handed to the routes that change positions). */
export type ChangePreviewer = (
  caller: { businessId: number; role: UserRole },
  rows: LoggedChange[],
) => Promise<ChangePreview>;

/** The columns of a change-log row as read (`c`), with the employee's name (`u`). */
export const loggedChangeColumns = sql`c.id, c.location_id, c.employee_id, u.name as employee_name, c.shift_id,
  c.booking_id, c.area_role_id, c.kind, c.shift_starts_at, c.minutes_before, c.minutes_after, c.notice_minutes,
  c.made_by, c.made_at, c.reason, c.exempt_reason, c.pack_id, c.pay_cents, c.pay_basis`;

/** The rows this transaction has logged so far (xmin: the transaction that wrote a row), for a dry run. */
export async function changesWrittenHere(db: Db, businessId: number): Promise<LoggedChange[]> {
  const result = await db.execute(sql`select ${loggedChangeColumns}
    from ${scheduleChanges} c
    left join employees e on e.business_id = ${businessId} and e.id = c.employee_id
    left join users u on u.id = e.user_id
    where c.business_id = ${businessId} and c.xmin = pg_current_xact_id()::xid
    order by c.id`);
  return (result as unknown as { rows: LoggedChange[] }).rows;
}
