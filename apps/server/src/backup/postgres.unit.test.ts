import { describe, expect, it } from "vitest";
import { pgClientEnv } from "./pg-connection";
import { pgDumpCommand, pgRestoreCommand } from "./postgres";

// What `ps` would show of a backup or a restore: the programs' arguments never hold DATABASE_URL or its password.

const URL_WITH_PASSWORD = "postgres://brigade:s3cr%40t%2Fpw@db.example.com:5433/brigade_prod?sslmode=verify-full";

describe("pg_dump and pg_restore calls", () => {
  it("carry the connection in libpq's variables, not on the command line", () => {
    for (const command of [pgDumpCommand(URL_WITH_PASSWORD), pgRestoreCommand(URL_WITH_PASSWORD, "/b/x.backup")]) {
      const commandLine = [command.program, ...command.args].join(" ");
      expect(commandLine).not.toMatch(/s3cr|brigade:|db\.example|5433|brigade_prod/);
      expect(command.env).toEqual({
        PGHOST: "db.example.com",
        PGPORT: "5433",
        PGUSER: "brigade",
        PGPASSWORD: "s3cr@t/pw",
        PGDATABASE: "brigade_prod",
        PGSSLMODE: "verify-full",
      });
    }
    expect(pgRestoreCommand(URL_WITH_PASSWORD, "/b/x.backup").args.at(-1)).toBe("/b/x.backup");
  });

  it("reads the URL forms libpq reads, and refuses what pg_dump would not know", () => {
    expect(pgClientEnv("postgresql://[::1]/db")).toEqual({ PGHOST: "::1", PGDATABASE: "db" });
    expect(pgClientEnv("postgres:///db?host=/var/run/postgresql&user=me")).toEqual({
      PGHOST: "/var/run/postgresql",
      PGUSER: "me",
      PGDATABASE: "db",
    });
    expect(() => pgClientEnv("postgres://h/db?ssl=true")).toThrow("a parameter pg_dump does not know: ssl");
    expect(() => pgClientEnv("mysql://h/db")).toThrow("is not a postgres://");
  });
});
