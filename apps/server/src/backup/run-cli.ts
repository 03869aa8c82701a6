import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// For the backup tests: `npm run backup|restore -- FILE` as a user runs it, with the given environment.

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));
const REPO = fileURLToPath(new URL("../../../../", import.meta.url));

export function runCli(command: "backup" | "restore", file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", CLI, command, file], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}
