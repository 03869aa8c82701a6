import type { Weekday } from "@brigade/contract/enums";
import { and, asc, eq, gt } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { type ChangeMeta, ledgerOn, NO_CHANGE_META } from "../bookings";
import type { Notices, ShiftChange } from "../notifications";
import { publishMarkQueries } from "../publish";
import { deletionQueries } from "./delete-repository";
import { editQueries, type ShiftValues } from "./edit-repository";
import type { SlotValues } from "./shift-values";

export type { ShiftValues, SlotValues };

/** Writes a new shift of the business (its staffing apart); its id. */
export async function insertShift(db: Db, businessId: number, values: ShiftValues): Promise<number> {
  const [row] = await db
    .insert(shifts)
    .values({ businessId, ...values })
    .returning({ id: shifts.id });
  if (!row) throw new Error("shift insert returned nothing");
  return row.id;
}

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters whatever the table. */
const BATCH = 1_000;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** A new shift's staffing: its roles, and its slots each with one position list per role. */
export type Staffing = { shiftId: number; roles: { areaRoleId: number; roleCount: number }[]; slots: SlotValues[] };

/**
 * New shifts' roles, slots and positions (capacity = remaining = count), a few statements for all of them: what
 * copying a week and building shifts from demand write. Each new slot's id by `${shiftId}:${seq}`.
 */
export async function insertStaffings(
  db: Db,
  businessId: number,
  staffing: readonly Staffing[],
): Promise<Map<string, number>> {
  const roleRows = staffing.flatMap((s) => s.roles.map((r) => ({ businessId, shiftId: s.shiftId, ...r })));
  await inBatches(roleRows, (batch) => db.insert(shiftAreaRoles).values(batch));
  const slotRows = staffing.flatMap((s) => s.slots.map((slot) => ({ businessId, shiftId: s.shiftId, ...slot })));
  const slotIds = new Map<string, number>();
  await inBatches(slotRows, async (batch) => {
    const made = await db
      .insert(shiftSlots)
      .values(batch)
      .returning({ id: shiftSlots.id, shiftId: shiftSlots.shiftId, seq: shiftSlots.seq });
    for (const m of made) slotIds.set(`${m.shiftId}:${m.seq}`, m.id);
  });
  await ledgerOn(db).openPositions(
    businessId,
    staffing.flatMap((s) =>
      s.slots.flatMap((slot) =>
        s.roles.map((r) => ({
          slotId: slotIds.get(`${s.shiftId}:${slot.seq}`) ?? 0,
          areaRoleId: r.areaRoleId,
          count: r.roleCount,
        })),
      ),
    ),
  );
  return slotIds;
}

/** Finds and writes of one shift at a time; the listing reads live in list-repository.ts. */
function queries(db: Db) {
  return {
    findLocation: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),

    /** Every (area, role) pair of a location; an area without roles appears with roleId null. */
    async areaRolesOfLocation(businessId: number, locationId: number) {
      return db
        .select({ areaId: areas.id, roleId: areaRoles.id })
        .from(areas)
        .leftJoin(areaRoles, and(eq(areaRoles.areaId, areas.id), eq(areaRoles.businessId, businessId)))
        .where(and(eq(areas.businessId, businessId), eq(areas.locationId, locationId)));
    },

    async findShift(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: shifts.id,
          name: shifts.name,
          locationId: shifts.locationId,
          chunk: shifts.chunk,
          timeZone: locations.timeZone,
        })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
      return row;
    },

    async rolesOfShift(businessId: number, shiftId: number) {
      return db
        .select({
          areaRoleId: shiftAreaRoles.areaRoleId,
          roleCount: shiftAreaRoles.roleCount,
          areaId: areaRoles.areaId,
        })
        .from(shiftAreaRoles)
        .innerJoin(areaRoles, eq(areaRoles.id, shiftAreaRoles.areaRoleId))
        .where(and(eq(shiftAreaRoles.businessId, businessId), eq(shiftAreaRoles.shiftId, shiftId)));
    },

    insertShift: (businessId: number, values: ShiftValues) => insertShift(db, businessId, values),

    /** The shift's roles, its slots, and a position list per slot and role (capacity = remaining = count). */
    async insertStaffing(
      businessId: number,
      shiftId: number,
      roles: { areaRoleId: number; roleCount: number }[],
      slots: SlotValues[],
    ): Promise<void> {
      await insertStaffings(db, businessId, [{ shiftId, roles, slots }]);
    },

    async updateShiftTimes(businessId: number, id: number, values: { startsAt: Date; endsAt: Date; day: Weekday }) {
      await db
        .update(shifts)
        .set(values)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
    },

    /** Moves each slot (by its seq, so slot ids and the bookings on them stay). */
    async moveSlots(businessId: number, shiftId: number, slots: SlotValues[]): Promise<void> {
      for (const slot of slots) {
        await db
          .update(shiftSlots)
          .set({ startsAt: slot.startsAt, endsAt: slot.endsAt })
          .where(
            and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.shiftId, shiftId), eq(shiftSlots.seq, slot.seq)),
          );
      }
    },

    /** The shift's bookings follow their slots' new times (the ledger writes them, and logs each position moved). */
    followSlots: (businessId: number, shiftId: number, actorUserId: number, note: ChangeMeta = NO_CHANGE_META) =>
      ledgerOn(db).followSlots(businessId, shiftId, { actorUserId, meta: note }),

    /** The change log's rows this transaction wrote so far (a dry run's answer). */
    changesWrittenHere: (businessId: number) => ledgerOn(db).changesWrittenHere(businessId),

    /** The change log's rows for the positions of a shift about to be deleted (the ledger writes them). */
    logCancelled: (businessId: number, shiftId: number, actorUserId: number, note: ChangeMeta) =>
      ledgerOn(db).logCancelled(businessId, shiftId, { actorUserId, meta: note }),

    /** The slots of a shift with one role's open positions, optionally only those with room. */
    async slotsForRole(businessId: number, shiftId: number, areaRoleId: number, onlyWithRoom: boolean) {
      return db
        .select({
          id: shiftSlots.id,
          startsAt: shiftSlots.startsAt,
          endsAt: shiftSlots.endsAt,
          type: shiftSlots.type,
          remaining: slotPositions.remaining,
        })
        .from(shiftSlots)
        .innerJoin(
          slotPositions,
          and(eq(slotPositions.slotId, shiftSlots.id), eq(slotPositions.areaRoleId, areaRoleId)),
        )
        .where(
          and(
            eq(shiftSlots.businessId, businessId),
            eq(shiftSlots.shiftId, shiftId),
            onlyWithRoom ? gt(slotPositions.remaining, 0) : undefined,
          ),
        )
        .orderBy(asc(shiftSlots.seq));
    },
  };
}

/**
 * The shift's queries with the edit's and the delete's writes, what publishing notes, and the holders' notification
 * of a change, also inside one transaction.
 */
const withEdits = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  ...editQueries(db),
  ...deletionQueries(db),
  ...publishMarkQueries(db),
  notifyChanged: (businessId: number, shiftId: number, change: ShiftChange) =>
    notices.shiftChanged(db, businessId, shiftId, change),
});

export function makeShiftRepository(db: Db, notices: Notices) {
  const make = withEdits(notices);
  return { ...make(db), transaction: transactional(db, make) };
}
export type ShiftRepository = ReturnType<typeof makeShiftRepository>;
