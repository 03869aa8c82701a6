import { spawn } from "node:child_process";
import { pgClientEnv } from "./pg-connection";
import { writePrivateFile } from "./private-file";

/** A PostgreSQL client program's call: the database in `env` (libpq's variables), never in `args`. */
export type PgCommand = { program: string; args: string[]; env: Record<string, string> };

/** pg_dump's custom format (compressed, and pg_restore can put it back into a database changed since), to stdout. */
export const pgDumpCommand = (url: string): PgCommand => ({
  program: "pg_dump",
  args: ["--format=custom", "--no-owner"],
  env: pgClientEnv(url),
});

/**
 * Replaces the database's contents with the backup's in one transaction: the servers may keep running, and see
 * the database before or after, never half-way.
 */
export const pgRestoreCommand = (url: string, file: string): PgCommand => ({
  program: "pg_restore",
  // pg_restore connects only when given --dbname: an empty URL, whose every part libpq takes from `env`.
  args: ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname=postgresql://", file],
  env: pgClientEnv(url),
});

/** Runs a PostgreSQL client program, its output into `stdout`; rejects with what it wrote to stderr when it fails. */
function run({ program, args, env }: PgCommand, stdout: number | "inherit" = "inherit"): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ["ignore", stdout, "pipe"], env: { ...process.env, ...env } });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) =>
      fail(new Error(`${program} could not be run (${error.message}): install PostgreSQL's client programs.`)),
    );
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${program} failed: ${stderr.trim()}`))));
  });
}

/** Backs the database up to `file`, readable by its owner only. */
export const backupPostgres = (url: string, file: string) =>
  writePrivateFile(file, (fd) => run(pgDumpCommand(url), fd));

export const restorePostgres = (url: string, file: string) => run(pgRestoreCommand(url, file));
