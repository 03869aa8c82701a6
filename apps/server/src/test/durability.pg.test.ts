import { describe, expect, it } from "vitest";
import { killAndRestart } from "./durability-scenario";
import { scratchPostgres } from "./scratch-postgres";

// PostgreSQL only (the api-pg project): the server must not answer 2xx before PostgreSQL has committed, so a
// SIGKILL of the server loses no acknowledged write. A fresh database of its own, dropped at the end.
const env = scratchPostgres("durability");

describe("PostgreSQL after a SIGKILL of the server", () => {
  it("keeps every write answered 2xx", { timeout: 180_000 }, async () => {
    const { acked, missing, log } = await killAndRestart(env);
    expect(acked.locations).toHaveLength(10);
    expect(acked.shifts.length).toBeGreaterThanOrEqual(10);
    expect(missing, log.join("\n")).toEqual([]);
  });
});
