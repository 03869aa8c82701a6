import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAndRestart } from "./durability-scenario";
import { migratedDataDir } from "./migrated-data-dir";

// The embedded database (PGlite in DATA_DIR) must not lose a write the server acknowledged when the process
// dies without warning (SIGKILL: no shutdown hook closes the database).
const dataDir = mkdtempSync(join(tmpdir(), "brigade-durability-"));
beforeAll(() => migratedDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database after a SIGKILL", () => {
  it("keeps every write answered 2xx", { timeout: 180_000 }, async () => {
    const { acked, missing, log } = await killAndRestart({ DATA_DIR: dataDir });
    expect(acked.locations).toHaveLength(10);
    expect(acked.shifts.length).toBeGreaterThanOrEqual(10);
    expect(missing, log.join("\n")).toEqual([]);
  });
});
