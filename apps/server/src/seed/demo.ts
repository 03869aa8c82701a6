import type { Db } from "../db/client";

/** Seeds the demo business into an empty database; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  void db;
  return false;
}
