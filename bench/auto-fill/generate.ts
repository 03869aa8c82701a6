// Generates one size's week into a fresh PostgreSQL database `brigade_autofill_<employees>`: migrated by the app's
// own migrator, filled from the pure data (week.ts, fill.ts), then checked against that data. Alone:
//   tsx bench/auto-fill/generate.ts [--size 20|200|1000] [--url URL] [--seed N]
import { pathToFileURL } from "node:url";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client";
import { hashPassword } from "../../apps/server/src/lib/passwords";
import { checkIntegrity } from "../chain/integrity";
import { parseFlags, withDatabase } from "../chain/sizes";
import { fillWeek, LOCATION_ID, PASSWORD, resetSequences, type Step } from "./fill";
import { type AutoFillSize, DEFAULT_SEED, DEFAULT_URL, databaseName, nextMonday, sizesOf, TIME_ZONE } from "./sizes";
import { type BenchWeek, benchWeek } from "./week";

export type GeneratedWeek = {
  databaseUrl: string;
  week: BenchWeek;
  /** Open positions of the location's week, counted in the database. */
  openPositions: number;
  seconds: number;
};

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

/** What the database must agree with: the open positions, and every held seat by an employee with its role. */
async function check(client: pg.Client, week: BenchWeek): Promise<number> {
  const open = await client.query<{ n: number }>(
    `select coalesce(sum(sp.remaining), 0)::int as n
       from slot_positions sp join shift_slots ss on ss.id = sp.slot_id
      where ss.location_id = $1 and ss.starts_at >= $2::timestamptz and ss.starts_at < $3::timestamptz`,
    [
      LOCATION_ID,
      week.monday.toZonedDateTime(TIME_ZONE).toInstant().toString(),
      week.monday.add({ days: 7 }).toZonedDateTime(TIME_ZONE).toInstant().toString(),
    ],
  );
  const openPositions = open.rows[0]?.n ?? 0;
  const expected = week.instance.positions.reduce((sum, p) => sum + p.open, 0);
  if (openPositions !== expected)
    throw new Error(`the database holds ${openPositions} open positions in the week, the generated week ${expected}`);
  const strangers = await client.query<{ n: number }>(
    `select count(*)::int as n from bookings b
      where b.holds and not exists (select 1 from employee_area_roles r
                                     where r.employee_id = b.employee_id and r.area_role_id = b.area_role_id)`,
  );
  if (strangers.rows[0]?.n !== 0) throw new Error(`${strangers.rows[0]?.n} held seats by employees without the role`);
  return openPositions;
}

/** Drops and recreates the size's database on the server of `url` (an admin database), migrates and fills it. */
export async function generateWeek(url: string, size: AutoFillSize, seed: number): Promise<GeneratedWeek> {
  const started = performance.now();
  const name = databaseName(size);
  const databaseUrl = withDatabase(url, name);
  const week = benchWeek(size, seed, nextMonday(TIME_ZONE), TIME_ZONE);
  console.log(
    `Generating ${name}: ${size.employees} employees, ${week.roles.length} roles, ${size.positions} open positions ` +
      `in the week of ${week.monday.toString()} (${TIME_ZONE}), seed ${seed}`,
  );
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const migrated = await openDatabase({ url: databaseUrl });
  await migrated.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step: Step = async (label, text, values) => {
    try {
      const result = await client.query(text, values);
      return result.rowCount ?? 0;
    } catch (error) {
      throw new Error(`${label}: ${(error as Error).message}`, { cause: error });
    }
  };
  try {
    await client.query("begin");
    await fillWeek(step, week, await hashPassword(PASSWORD));
    await client.query("commit");
    await resetSequences(client);
    await client.query("vacuum analyze");
    const openPositions = await check(client, week);
    const integrity = await checkIntegrity(databaseUrl);
    if (!integrity.ok) throw new Error(`integrity: ${JSON.stringify(integrity)}`);
    const took = (performance.now() - started) / 1000;
    const counts = await client.query<{ t: string; n: number }>(
      `select 'employees' as t, count(*)::int as n from employees union all
       select 'availability windows', count(*)::int from availability_windows union all
       select 'approved time off', count(*)::int from time_off where status = 'Approved' union all
       select 'own maximum', count(*)::int from employees where max_week_hours is not null union all
       select 'shifts', count(*)::int from shifts union all
       select 'Premium shifts', count(*)::int from shifts where shift_type = 'Premium' union all
       select 'held seats (Accepted)', count(*)::int from bookings where holds`,
    );
    console.log(`  ${counts.rows.map((r) => `${r.n} ${r.t}`).join(", ")}; ${openPositions} open positions`);
    console.log(`  generated and checked in ${seconds(started)} s`);
    return { databaseUrl, week, openPositions, seconds: took };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flags = parseFlags(process.argv.slice(2));
  const url = flags.get("url") ?? DEFAULT_URL;
  for (const size of sizesOf(flags.get("size")))
    await generateWeek(url, size, Number(flags.get("seed") ?? DEFAULT_SEED));
}
