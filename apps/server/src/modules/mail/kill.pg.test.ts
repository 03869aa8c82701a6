import { describe, it } from "vitest";
import { scratchPostgres } from "../../test/scratch-postgres";
import { killBeforeSendAndRestart } from "./test/kill-scenario";

// PostgreSQL (the api-pg project): mail queued by committed changes survives a SIGKILL of the server and goes out
// once. A fresh database of its own, dropped at the end.
const env = scratchPostgres("mail_kill");

describe("mail queued before a SIGKILL, on PostgreSQL", () => {
  it("arrives exactly once after the restart", { timeout: 180_000 }, async () => {
    await killBeforeSendAndRestart(env);
  });
});
