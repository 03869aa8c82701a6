import { HOLDING_STATUSES } from "@brigade/contract/enums";
import type { PunchFlag, PunchSource } from "@brigade/contract/time-clock";
import { and, eq, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { multirangeLiteral, type Range } from "../../db/multirange";
import { users } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { readWorkRules } from "../business";
import { readPunches, type StoredPunch } from "./punch-read-repository";

/** A booking as the clock needs it: whose, whether it holds a position, its slot and its location's circle. */
export type ClockBooking = {
  id: number;
  employeeId: number;
  holds: boolean;
  shiftId: number;
  shiftName: string;
  areaRoleName: string;
  startsAt: Date;
  endsAt: Date;
  locationId: number;
  locationName: string;
  timeZone: string;
};

export type Place = {
  id: number;
  name: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  geofenceM: number | null;
};

const bookingSelect = sql`select b.id, b.employee_id as "employeeId", b.status in ${sql.raw(
  `(${HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`,
)} as holds,
    s.id as "shiftId", s.name as "shiftName", ar.name as "areaRoleName",
    sl.starts_at as "startsAt", sl.ends_at as "endsAt", l.id as "locationId", l.name as "locationName",
    l.time_zone as "timeZone"
  from bookings b join shift_slots sl on sl.id = b.slot_id join shifts s on s.id = b.shift_id
  join area_roles ar on ar.id = b.area_role_id join locations l on l.id = s.location_id`;

/** Members never see a draft (unpublished) shift: to the clock, its bookings are not there. */
const published = sql`s.published_at is not null`;

type Rows<T> = { rows: T[] };
const dated = (b: ClockBooking): ClockBooking => ({ ...b, startsAt: new Date(b.startsAt), endsAt: new Date(b.endsAt) });

function queries(db: Db) {
  return {
    workRules: (businessId: number) => readWorkRules(db, businessId),

    /** The caller's employee record (through their user), with their name. */
    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await db
        .select({ id: employees.id, name: users.name })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      return row;
    },

    /** Serializes an employee's punches: every clock action takes this lock first. */
    async lockEmployee(businessId: number, employeeId: number) {
      await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)))
        .for("update");
    },

    async openPunch(businessId: number, employeeId: number, lock = false): Promise<StoredPunch | undefined> {
      const [row] = await readPunches(db, businessId, sql`p.employee_id = ${employeeId} and p.out_at is null`, lock);
      return row;
    },

    punchesOfBookings: (businessId: number, bookingIds: readonly number[]) =>
      bookingIds.length
        ? readPunches(db, businessId, sql`p.booking_id = any(${`{${bookingIds.join(",")}}`}::int[])`)
        : Promise.resolve([]),

    /** One of the business's bookings, of a published shift. */
    async booking(businessId: number, bookingId: number): Promise<ClockBooking | undefined> {
      const result = (await db.execute(
        sql`${bookingSelect} where b.business_id = ${businessId} and b.id = ${bookingId} and ${published}`,
      )) as unknown as Rows<ClockBooking>;
      const row = result.rows[0];
      return row && dated(row);
    },

    /** The employee's position-holding bookings of published shifts whose slot overlaps [from, to), earliest first. */
    async holdingBookings(businessId: number, employeeId: number, from: Date, to: Date): Promise<ClockBooking[]> {
      const result = (await db.execute(sql`${bookingSelect}
        where b.business_id = ${businessId} and b.employee_id = ${employeeId} and b.holds and ${published}
          and sl.ends_at > ${from} and sl.starts_at < ${to}
        order by sl.starts_at, b.id`)) as unknown as Rows<ClockBooking>;
      return result.rows.map(dated);
    },

    async place(businessId: number, locationId: number): Promise<Place | undefined> {
      const [row] = await db
        .select({
          id: locations.id,
          name: locations.name,
          timeZone: locations.timeZone,
          latitude: locations.latitude,
          longitude: locations.longitude,
          geofenceM: locations.geofenceM,
        })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row;
    },

    async insertPunch(
      businessId: number,
      p: {
        employeeId: number;
        bookingId: number | null;
        locationId: number;
        inAt: Date;
        flags: PunchFlag[];
        offline: boolean;
        source: PunchSource;
      },
    ): Promise<number> {
      const result = (await db.execute(sql`insert into punches
          (business_id, employee_id, booking_id, location_id, in_at, flags, offline, source)
        values (${businessId}, ${p.employeeId}, ${p.bookingId}, ${p.locationId}, ${p.inAt},
          ${`{${p.flags.join(",")}}`}::text[], ${p.offline}, ${p.source})
        returning id`)) as unknown as Rows<{ id: number }>;
      const id = result.rows[0]?.id;
      if (!id) throw new Error("punch insert returned nothing");
      return id;
    },

    /** Writes a punch's clock-out, breaks and flags (the offline mark stays once set). */
    async updatePunch(
      businessId: number,
      id: number,
      p: { outAt: Date | null; breaks: Range[]; flags: PunchFlag[]; offline: boolean },
    ): Promise<void> {
      await db.execute(sql`update punches set out_at = ${p.outAt},
          breaks = ${multirangeLiteral(p.breaks)}::tstzmultirange,
          flags = ${`{${[...new Set(p.flags)].join(",")}}`}::text[], offline = offline or ${p.offline}
        where business_id = ${businessId} and id = ${id}`);
    },

    async punch(businessId: number, id: number): Promise<StoredPunch | undefined> {
      const [row] = await readPunches(db, businessId, sql`p.id = ${id}`);
      return row;
    },
  };
}

export function makeClockRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type ClockRepository = ReturnType<typeof makeClockRepository>;
