import type { ConsentStatus } from "@brigade/contract/fair-workweek/consents";
import type { PayBasis } from "@brigade/contract/fair-workweek/pay";
import { sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { readWorkRules } from "../business";
import type { Notices } from "../notifications";
import { wageVersionsOf } from "../wages";

/** The assignment a consent is asked for, as the request needs it; null parts are not the business's. */
export type ConsentFacts = {
  employee: { id: number; status: string; name: string; userId: number } | null;
  slot: {
    id: number;
    shiftId: number;
    shiftName: string;
    from: Date;
    to: Date;
    locationId: number;
    locationName: string;
    timeZone: string;
    jurisdiction: string | null;
  } | null;
  roleOnShift: boolean;
  /** The employee's positions within a day and a half of the slot. */
  held: { from: Date; to: Date }[];
};

/** A consent as read, with the shift and location it is about. */
export type ConsentRow = {
  id: number;
  status: ConsentStatus;
  employee_id: number;
  employee_name: string | null;
  employee_user_id: number | null;
  shift_id: number;
  slot_id: number;
  area_role_id: number;
  shift_name: string | null;
  location_id: number;
  location_name: string | null;
  time_zone: string | null;
  from: string | Date | null;
  to: string | Date | null;
  rest_hours: string | number;
  pack_id: string;
  premium_cents: number | null;
  premium_basis: PayBasis;
  requested_by: number | null;
  requested_at: string | Date;
  answered_at: string | Date | null;
  total: string | number;
};

type Rows<T> = { rows: T[] };
const instant = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** Consents to a short rest (fair-workweek.md), every statement scoped by business. */
export function makeConsentRepository(db: Db, notices: Notices) {
  const make = (db: Db) => ({
    workRules: (businessId: number) => readWorkRules(db, businessId),
    wageVersions: (businessId: number, employeeIds: number[]) => wageVersionsOf(db, businessId, employeeIds),

    async facts(
      businessId: number,
      a: { employee_id: number; shift_id: number; slot_id: number; area_role_id: number },
    ): Promise<ConsentFacts> {
      const result = (await db.execute(sql`select
          (select json_build_object('id', e.id, 'status', e.status, 'name', u.name, 'userId', u.id)
            from employees e join users u on u.id = e.user_id
            where e.business_id = ${businessId} and e.id = ${a.employee_id}) as employee,
          (select json_build_object('id', ss.id, 'shiftId', s.id, 'shiftName', s.name, 'from', ss.starts_at,
              'to', ss.ends_at, 'locationId', l.id, 'locationName', l.name, 'timeZone', l.time_zone,
              'jurisdiction', l.jurisdiction)
            from shift_slots ss join shifts s on s.id = ss.shift_id join locations l on l.id = s.location_id
            where ss.business_id = ${businessId} and ss.id = ${a.slot_id} and s.id = ${a.shift_id}) as slot,
          exists (select 1 from shift_area_roles sar where sar.business_id = ${businessId}
            and sar.shift_id = ${a.shift_id} and sar.area_role_id = ${a.area_role_id}) as "roleOnShift",
          coalesce((select json_agg(json_build_object('from', lower(b.during), 'to', upper(b.during)))
            from bookings b join shift_slots ss on ss.id = ${a.slot_id} and ss.business_id = ${businessId}
            where b.business_id = ${businessId} and b.employee_id = ${a.employee_id} and b.holds
              and b.slot_id <> ss.id
              and b.during && tstzrange(ss.starts_at - interval '36 hours', ss.ends_at + interval '36 hours')),
            '[]'::json) as held`)) as unknown as Rows<Record<string, unknown>>;
      const row = result.rows[0] ?? {};
      const parse = <T>(v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as T;
      const slot = parse<
        (Omit<NonNullable<ConsentFacts["slot"]>, "from" | "to"> & { from: string; to: string }) | null
      >(row.slot);
      const held = parse<{ from: string; to: string }[]>(row.held);
      return {
        employee: parse<ConsentFacts["employee"]>(row.employee),
        slot: slot && { ...slot, from: new Date(slot.from), to: new Date(slot.to) },
        roleOnShift: row.roleOnShift === true,
        held: held.map((h) => ({ from: new Date(h.from), to: new Date(h.to) })),
      };
    },

    /** Writes a pending consent and its notification to the employee, in the caller's transaction. */
    async insert(
      businessId: number,
      v: {
        employeeId: number;
        shiftId: number;
        slotId: number;
        areaRoleId: number;
        locationId: number;
        restHours: number;
        packId: string;
        premiumCents: number | null;
        premiumBasis: PayBasis;
        requestedBy: number;
      },
    ): Promise<number> {
      const result = (await db.execute(sql`insert into rest_consents (business_id, employee_id, shift_id, slot_id,
          area_role_id, location_id, rest_hours, pack_id, premium_cents, premium_basis, requested_by)
        values (${businessId}, ${v.employeeId}, ${v.shiftId}, ${v.slotId}, ${v.areaRoleId}, ${v.locationId},
          ${v.restHours}, ${v.packId}, ${v.premiumCents}, ${v.premiumBasis}, ${v.requestedBy})
        returning id`)) as unknown as Rows<{ id: number }>;
      const id = result.rows[0]?.id;
      if (id === undefined) throw new Error("consent insert returned nothing");
      await notices.restConsentRequested(db, businessId, id);
      return id;
    },

    async employeeOfUser(businessId: number, userId: number): Promise<number | undefined> {
      const result = (await db.execute(sql`select id from employees
        where business_id = ${businessId} and user_id = ${userId}`)) as unknown as Rows<{ id: number }>;
      return result.rows[0]?.id;
    },

    /** Which of a location and an employee, when asked about, are the business's (a filter on another's is a 404). */
    async filtersFound(businessId: number, locationId?: number, employeeId?: number) {
      const result = (await db.execute(sql`select
          ${locationId === undefined ? sql`true` : sql`exists (select 1 from locations where business_id = ${businessId} and id = ${locationId})`} as location,
          ${employeeId === undefined ? sql`true` : sql`exists (select 1 from employees where business_id = ${businessId} and id = ${employeeId})`} as employee`)) as unknown as Rows<{
        location: boolean;
        employee: boolean;
      }>;
      const row = result.rows[0];
      return { location: row?.location === true, employee: row?.employee === true };
    },

    /** One page of consents, newest first, with the shift and location they are about. */
    async list(
      businessId: number,
      q: {
        locationId?: number;
        employeeId?: number;
        status?: ConsentStatus;
        id?: number;
        offset: number;
        limit: number;
      },
      lock = false,
    ): Promise<ConsentRow[]> {
      const where = [
        sql`rc.business_id = ${businessId}`,
        q.id === undefined ? null : sql`rc.id = ${q.id}`,
        q.locationId === undefined ? null : sql`rc.location_id = ${q.locationId}`,
        q.employeeId === undefined ? null : sql`rc.employee_id = ${q.employeeId}`,
        q.status === undefined ? null : sql`rc.status = ${q.status}`,
      ].filter((w) => w !== null);
      const result = (await db.execute(sql`select rc.id, rc.status, rc.employee_id, u.name as employee_name,
          u.id as employee_user_id, rc.shift_id, rc.slot_id, rc.area_role_id, s.name as shift_name, rc.location_id,
          l.name as location_name, l.time_zone, ss.starts_at as "from", ss.ends_at as "to", rc.rest_hours, rc.pack_id,
          rc.premium_cents, rc.premium_basis, rc.requested_by, rc.requested_at, rc.answered_at,
          ${lock ? sql`1` : sql`count(*) over ()`} as total
        from rest_consents rc
        left join employees e on e.business_id = ${businessId} and e.id = rc.employee_id
        left join users u on u.id = e.user_id
        left join shift_slots ss on ss.business_id = ${businessId} and ss.id = rc.slot_id
        left join shifts s on s.id = ss.shift_id
        left join locations l on l.business_id = ${businessId} and l.id = rc.location_id
        where ${sql.join(where, sql` and `)}
        order by rc.requested_at desc, rc.id desc
        limit ${q.limit} offset ${q.offset}
        ${lock ? sql`for update of rc` : sql``}`)) as unknown as Rows<ConsentRow>;
      return result.rows.map((r) => ({
        ...r,
        from: instant(r.from),
        to: instant(r.to),
        requested_at: instant(r.requested_at) ?? new Date(0),
        answered_at: instant(r.answered_at),
      }));
    },

    async answer(businessId: number, id: number, status: "accepted" | "declined"): Promise<void> {
      await db.execute(sql`update rest_consents set status = ${status}, answered_at = now()
        where business_id = ${businessId} and id = ${id} and status = 'pending'`);
    },
  });
  return { ...make(db), transaction: transactional(db, make) };
}
export type ConsentRepository = ReturnType<typeof makeConsentRepository>;
