import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// On the embedded database only one process may have the data open: the server marks DATA_DIR while it runs,
// so a backup or restore can say it runs instead of copying a database in the middle of a write.

const pidFile = (dataDir: string) => join(dataDir, "server.pid");

/** Marks the data directory as this process's until it exits. */
export function markRunning(dataDir: string): void {
  writeFileSync(pidFile(dataDir), String(process.pid));
  process.once("exit", () => rmSync(pidFile(dataDir), { force: true }));
}

/** The pid of the server that has the data directory open, or null (a mark left by a killed one is ignored). */
export function runningServer(dataDir: string): number | null {
  if (!existsSync(pidFile(dataDir))) return null;
  const pid = Number(readFileSync(pidFile(dataDir), "utf8"));
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
