import type { Db } from "../../db/client";
import { bookingLedger } from "./ledger";
import { ledgerStatements } from "./repository";

/** The bookings ledger on a Db or on another module's transaction (its statements, repository.ts; its rules, ledger.ts). */
export const ledgerOn = (db: Db) => bookingLedger(ledgerStatements(db));
