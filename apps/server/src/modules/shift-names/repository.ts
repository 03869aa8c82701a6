import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shiftNames } from "../../db/schema/shifts";

export type ShiftNameRow = { id: number; name: string; from_time: string | null; to_time: string | null };
/** The usual times as "HH:mm" (the column keeps seconds). */
const hhmm = (column: typeof shiftNames.startTime | typeof shiftNames.endTime) =>
  sql<string | null>`to_char(${column}, 'HH24:MI')`;
const columns = {
  id: shiftNames.id,
  name: shiftNames.name,
  from_time: hhmm(shiftNames.startTime),
  to_time: hhmm(shiftNames.endTime),
};
/** What a body sets: the name, and the times unless left out (null clears them). */
export type ShiftNameValues = { name: string; from_time?: string | null; to_time?: string | null };
const timesOf = (v: ShiftNameValues) =>
  v.from_time === undefined && v.to_time === undefined
    ? {}
    : { startTime: v.from_time ?? null, endTime: v.to_time ?? null };

/** The business's list of shift names that the Create Shift form offers. */
export function makeShiftNameRepository(db: Db) {
  const ofBusiness = (businessId: number) => eq(shiftNames.businessId, businessId);

  return {
    async list(businessId: number, page?: { page: number; length: number }) {
      const query = db
        .select(columns)
        .from(shiftNames)
        .where(ofBusiness(businessId))
        .orderBy(asc(shiftNames.name), asc(shiftNames.id));
      const rows: ShiftNameRow[] = page
        ? await query.limit(page.length).offset((page.page - 1) * page.length)
        : await query;
      if (!page) return { rows, total: rows.length };
      const [total] = await db.select({ n: count() }).from(shiftNames).where(ofBusiness(businessId));
      return { rows, total: total?.n ?? 0 };
    },

    async find(businessId: number, id: number): Promise<ShiftNameRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(shiftNames)
        .where(and(ofBusiness(businessId), eq(shiftNames.id, id)));
      return row;
    },

    /** Case-insensitive, so "Lunch" and "lunch" are one name. */
    async nameTaken(businessId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shiftNames.id })
        .from(shiftNames)
        .where(
          and(
            ofBusiness(businessId),
            sql`lower(${shiftNames.name}) = lower(${name})`,
            exceptId === undefined ? undefined : ne(shiftNames.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(businessId: number, values: ShiftNameValues): Promise<ShiftNameRow> {
      const [row] = await db
        .insert(shiftNames)
        .values({ businessId, name: values.name, ...timesOf(values) })
        .returning(columns);
      if (!row) throw new Error("shift name insert returned nothing");
      return row;
    },

    /** Renames, and sets or clears the times when the body gives them; the name as it is now. */
    async update(businessId: number, id: number, values: ShiftNameValues): Promise<ShiftNameRow | undefined> {
      const [row] = await db
        .update(shiftNames)
        .set({ name: values.name, ...timesOf(values) })
        .where(and(ofBusiness(businessId), eq(shiftNames.id, id)))
        .returning(columns);
      return row;
    },

    async remove(businessId: number, id: number): Promise<void> {
      await db.delete(shiftNames).where(and(ofBusiness(businessId), eq(shiftNames.id, id)));
    },
  };
}
export type ShiftNameRepository = ReturnType<typeof makeShiftNameRepository>;
