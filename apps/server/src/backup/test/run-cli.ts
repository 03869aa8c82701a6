import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// For the backup tests: `npm run backup|restore -- FILE` as a user runs it, with the given environment. A child
// process the test waits for without blocking: a blocked event loop left the test app's pooled connections idle in
// a transaction until PostgreSQL cut them (idle_in_transaction_session_timeout), on a slow CI run.

const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));
const REPO = fileURLToPath(new URL("../../../../../", import.meta.url));

export function runCli(
  command: "backup" | "restore",
  file: string,
  env: Record<string, string>,
): Promise<{ status: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CLI, command, file], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, out: `${stdout}${stderr}` }));
  });
}
