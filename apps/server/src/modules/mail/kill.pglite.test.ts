import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { migratedDataDir } from "../../test/migrated-data-dir";
import { killBeforeSendAndRestart } from "./test/kill-scenario";

// The embedded database: mail queued by committed changes survives a SIGKILL of the server and goes out once.
const dataDir = mkdtempSync(join(tmpdir(), "brigade-mail-kill-"));
beforeAll(() => migratedDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("mail queued before a SIGKILL, on the embedded database", () => {
  it("arrives exactly once after the restart", { timeout: 180_000 }, async () => {
    await killBeforeSendAndRestart({ DATA_DIR: dataDir });
  });
});
