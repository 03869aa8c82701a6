import type { UserRole } from "@brigade/contract/enums";
import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { dateIn } from "@brigade/contract/local-time";
import type { PunchItem } from "@brigade/contract/time-clock";
import {
  TIMESHEET_MESSAGES as M,
  type PunchAddBody,
  type PunchEditBody,
  type PunchEditItem,
} from "@brigade/contract/timesheets";
import { and, desc, eq, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { multirangeLiteral, type Range } from "../../db/multirange";
import { users } from "../../db/schema/accounts";
import { punchEdits } from "../../db/schema/time-and-cost";
import { AppError } from "../../lib/app-error";
import { presentPunch, readPunches, type StoredPunch } from "../time-clock";

// A manager's changes to punches (time-and-cost.md, "Timesheets"): never their own, always with a reason, every
// change kept (who, when, before, after), and never on an approved day (the database refuses that too).

type Caller = { userId: number; businessId: number; role: UserRole };
type Times = { inAt: Date; outAt: Date | null; breaks: Range[] };
const MAX_HISTORY = 200;

const snapshot = (t: Times) => ({
  in_at: t.inAt.toISOString(),
  out_at: t.outAt?.toISOString() ?? null,
  breaks: t.breaks.map((b) => ({ start_at: b.startAt.toISOString(), end_at: b.endAt?.toISOString() ?? null })),
});

function queries(db: Db) {
  type Rows<T> = { rows: T[] };
  return {
    async punch(businessId: number, id: number, lock: boolean) {
      const [row] = await readPunches(db, businessId, sql`p.id = ${id}`, lock);
      return row;
    },
    /** The user and the location's zone of an employee's punch. */
    async context(businessId: number, employeeId: number, locationId: number) {
      const result = (await db.execute(sql`select e.user_id as "userId", l.time_zone as "timeZone"
        from employees e, locations l where e.business_id = ${businessId} and e.id = ${employeeId}
          and l.business_id = ${businessId} and l.id = ${locationId}`)) as unknown as Rows<{
        userId: number;
        timeZone: string;
      }>;
      return result.rows[0];
    },
    async booking(businessId: number, bookingId: number) {
      const result = (await db.execute(sql`select b.employee_id as "employeeId", s.location_id as "locationId",
          b.status in ${sql.raw(`(${HOLDING_STATUSES.map((x) => `'${x}'`).join(", ")})`)} as holds
        from bookings b join shifts s on s.id = b.shift_id
        where b.business_id = ${businessId} and b.id = ${bookingId}`)) as unknown as Rows<{
        employeeId: number;
        locationId: number;
        holds: boolean;
      }>;
      return result.rows[0];
    },
    async approved(businessId: number, locationId: number, employeeId: number, day: string) {
      const result = (await db.execute(sql`select 1 from timesheet_approvals where business_id = ${businessId}
        and location_id = ${locationId} and employee_id = ${employeeId} and day = ${day}::date`)) as unknown as Rows<unknown>;
      return result.rows.length > 0;
    },
    /** Another punch of the employee overlapping [inAt, outAt). */
    async overlaps(businessId: number, employeeId: number, exceptId: number, t: Times) {
      const result = (await db.execute(sql`select 1 from punches where business_id = ${businessId}
        and employee_id = ${employeeId} and id <> ${exceptId}
        and tstzrange(in_at, out_at) && tstzrange(${t.inAt}, ${t.outAt})`)) as unknown as Rows<unknown>;
      return result.rows.length > 0;
    },
    async write(businessId: number, id: number, t: Times) {
      await db.execute(sql`update punches set in_at = ${t.inAt}, out_at = ${t.outAt},
          breaks = ${multirangeLiteral(t.breaks)}::tstzmultirange,
          flags = case when 'edited' = any(flags) then flags else flags || '{edited}'::text[] end
        where business_id = ${businessId} and id = ${id}`);
    },
    async insert(businessId: number, p: { employeeId: number; bookingId: number; locationId: number } & Times) {
      const result = (await db.execute(sql`insert into punches
          (business_id, employee_id, booking_id, location_id, in_at, out_at, breaks, flags, source)
        values (${businessId}, ${p.employeeId}, ${p.bookingId}, ${p.locationId}, ${p.inAt}, ${p.outAt},
          ${multirangeLiteral(p.breaks)}::tstzmultirange, '{edited}', 'manager') returning id`)) as unknown as Rows<{
        id: number;
      }>;
      const id = result.rows[0]?.id;
      if (!id) throw new Error("punch insert returned nothing");
      return id;
    },
    async record(
      businessId: number,
      punchId: number,
      actor: number,
      reason: string,
      before: Times | null,
      after: Times,
    ) {
      await db.insert(punchEdits).values({
        businessId,
        punchId,
        actorUserId: actor,
        reason,
        before: before && snapshot(before),
        after: snapshot(after),
      });
    },
    history(businessId: number, punchId: number) {
      return db
        .select({
          id: punchEdits.id,
          actor: users.name,
          at: punchEdits.at,
          reason: punchEdits.reason,
          before: punchEdits.before,
          after: punchEdits.after,
        })
        .from(punchEdits)
        .leftJoin(users, eq(users.id, punchEdits.actorUserId))
        .where(and(eq(punchEdits.businessId, businessId), eq(punchEdits.punchId, punchId)))
        .orderBy(desc(punchEdits.id))
        .limit(MAX_HISTORY);
    },
  };
}

export function makePunchEditRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
type Repo = ReturnType<typeof queries>;

/** The checks every new version of a punch passes: order, breaks inside and apart, not in the future. */
function checkTimes(t: Times, now: Date) {
  if (t.outAt && t.outAt.getTime() <= t.inAt.getTime()) throw AppError.field("out_at", M.outAfterIn);
  if ((t.outAt ?? t.inAt).getTime() > now.getTime()) throw AppError.field(t.outAt ? "out_at" : "in_at", M.future);
  const sorted = [...t.breaks].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  let last = t.inAt.getTime();
  for (const b of sorted) {
    const end = b.endAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (b.startAt.getTime() < last || (t.outAt && end > t.outAt.getTime()))
      throw AppError.field("breaks", M.breakInside);
    last = end;
  }
}

export function makePunchEditService(
  repo: ReturnType<typeof makePunchEditRepository>,
  clock: () => Date = () => new Date(),
) {
  async function guard(tx: Repo, caller: Caller, employeeId: number, locationId: number, days: Date[]) {
    const context = await tx.context(caller.businessId, employeeId, locationId);
    if (!context) throw AppError.notFound(M.punchNotFound);
    if (context.userId === caller.userId) throw AppError.forbidden(M.ownTime);
    for (const at of days)
      if (await tx.approved(caller.businessId, locationId, employeeId, dateIn(at, context.timeZone).toString()))
        throw AppError.conflict(M.approved);
  }

  const present = (p: StoredPunch | undefined): PunchItem => {
    if (!p) throw new Error("the punch is gone");
    return presentPunch(p, null);
  };

  return {
    async edit(caller: Caller, id: number, body: PunchEditBody): Promise<PunchItem> {
      return repo.transaction(async (tx) => {
        const punch = await tx.punch(caller.businessId, id, true);
        if (!punch) throw AppError.notFound(M.punchNotFound);
        const before: Times = { inAt: punch.inAt, outAt: punch.outAt, breaks: punch.breaks };
        const after: Times = {
          inAt: body.in_at ?? punch.inAt,
          outAt: body.out_at ?? punch.outAt,
          breaks: body.breaks?.map((b) => ({ startAt: b.start_at, endAt: b.end_at })) ?? punch.breaks,
        };
        await guard(tx, caller, punch.employeeId, punch.locationId, [before.inAt, after.inAt]);
        checkTimes(after, clock());
        if (await tx.overlaps(caller.businessId, punch.employeeId, punch.id, after))
          throw AppError.conflict(M.overlapsPunch);
        await tx.write(caller.businessId, punch.id, after);
        await tx.record(caller.businessId, punch.id, caller.userId, body.reason, before, after);
        return present(await tx.punch(caller.businessId, punch.id, false));
      });
    },

    async add(caller: Caller, body: PunchAddBody): Promise<PunchItem> {
      return repo.transaction(async (tx) => {
        const booking = await tx.booking(caller.businessId, body.booking_id);
        if (!booking) throw AppError.notFound(M.punchNotFound);
        if (!booking.holds) throw AppError.conflict(M.bookingNotHolding);
        const times: Times = {
          inAt: body.in_at,
          outAt: body.out_at,
          breaks: (body.breaks ?? []).map((b) => ({ startAt: b.start_at, endAt: b.end_at })),
        };
        await guard(tx, caller, booking.employeeId, booking.locationId, [times.inAt]);
        checkTimes(times, clock());
        if (await tx.overlaps(caller.businessId, booking.employeeId, 0, times))
          throw AppError.conflict(M.overlapsPunch);
        const id = await tx.insert(caller.businessId, {
          ...times,
          employeeId: booking.employeeId,
          bookingId: body.booking_id,
          locationId: booking.locationId,
        });
        await tx.record(caller.businessId, id, caller.userId, body.reason, null, times);
        return present(await tx.punch(caller.businessId, id, false));
      });
    },

    /** Every change of a punch, newest first: managers, and the punch's own employee. */
    async history(caller: Caller, id: number): Promise<PunchEditItem[]> {
      const punch = await repo.punch(caller.businessId, id, false);
      if (!punch) throw AppError.notFound(M.punchNotFound);
      if (caller.role === "team_member") {
        const context = await repo.context(caller.businessId, punch.employeeId, punch.locationId);
        if (context?.userId !== caller.userId) throw AppError.notFound(M.punchNotFound);
      }
      const rows = await repo.history(caller.businessId, id);
      return rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        at: r.at.toISOString(),
        reason: r.reason,
        before: r.before as PunchEditItem["before"],
        after: r.after as PunchEditItem["after"],
      }));
    },
  };
}
export type PunchEditService = ReturnType<typeof makePunchEditService>;
