import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { FitSlot } from "./facts";
import { fitsFrom } from "./fits";
import { fitQueries } from "./repository";

/** Who fits the slots (fits.ts), read on `db` or a transaction: there one read after another, on its one connection. */
export const loadFits = (db: Db, businessId: number, employeeIds: readonly number[], slots: readonly FitSlot[]) =>
  fitsFrom(fitQueries(db), db instanceof PgTransaction, businessId, employeeIds, slots);
