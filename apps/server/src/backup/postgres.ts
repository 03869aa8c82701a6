import { spawn } from "node:child_process";

/** Runs a PostgreSQL client program; rejects with what it wrote to stderr when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) =>
      fail(new Error(`${program} could not be run (${error.message}): install PostgreSQL's client programs.`)),
    );
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${program} failed: ${stderr.trim()}`))));
  });
}

/** pg_dump's custom format: compressed, and pg_restore can put it back into a database that has changed since. */
export const backupPostgres = (url: string, file: string) =>
  run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${url}`]);

/**
 * Replaces the database's contents with the backup's in one transaction: the servers may keep running, and see
 * the database before or after, never half-way.
 */
export const restorePostgres = (url: string, file: string) =>
  run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${url}`, file]);
