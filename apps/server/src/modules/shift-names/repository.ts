import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shiftNames } from "../../db/schema/shifts";

export type ShiftNameRow = { id: number; name: string };
const columns = { id: shiftNames.id, name: shiftNames.name };

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

    async insert(businessId: number, name: string): Promise<ShiftNameRow> {
      const [row] = await db.insert(shiftNames).values({ businessId, name }).returning(columns);
      if (!row) throw new Error("shift name insert returned nothing");
      return row;
    },

    async rename(businessId: number, id: number, name: string): Promise<void> {
      await db
        .update(shiftNames)
        .set({ name })
        .where(and(ofBusiness(businessId), eq(shiftNames.id, id)));
    },

    async remove(businessId: number, id: number): Promise<void> {
      await db.delete(shiftNames).where(and(ofBusiness(businessId), eq(shiftNames.id, id)));
    },
  };
}
export type ShiftNameRepository = ReturnType<typeof makeShiftNameRepository>;
