import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

// A location's local day and week in SQL, for the queries that filter or group rows by them without taking each row
// through Temporal. They are the contract's (packages/contract/src/local-time.ts: dateIn and weekStartIn) by the
// database's time-zone rules; local-time.test.ts checks them against it across DST changes and midnights.

type Operand = SQLWrapper | string;

/** The calendar day (a date) an instant (a timestamptz) falls on in a zone: the contract's dateIn. */
export const localDaySql = (instant: Operand, timeZone: Operand): SQL =>
  sql`(${instant} at time zone ${timeZone})::date`;

/** The Monday (a date) of the local week an instant falls in, in a zone: the contract's weekStartIn. */
export const localMondaySql = (instant: Operand, timeZone: Operand): SQL =>
  sql`date_trunc('week', ${instant} at time zone ${timeZone})::date`;
