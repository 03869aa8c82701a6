import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

// Every API test file gets a database of its own. Migrating each from nothing took most of a file's start-up
// (about 7 s on PGlite), so the migrations run once per test run, into a template each file copies: a dump that
// PGlite loads, or a PostgreSQL template database.

declare module "vitest" {
  interface ProvidedContext {
    /** A dump of a migrated PGlite database, or "" on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database to copy, or "" on PGlite. */
    postgresTemplate: string;
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.BRIGADE_TEST_ENGINE !== "postgres") {
    const database = await openDatabase({});
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
    const file = join(tmpdir(), `brigade-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    await database.close();
    project.provide("pgliteTemplate", file);
    project.provide("postgresTemplate", "");
    return async () => {};
  }
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `brigade_template_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.close();
  project.provide("pgliteTemplate", "");
  project.provide("postgresTemplate", name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
