// A demand bench's own PostgreSQL database (dropped and migrated afresh) and a business with one location in it.
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client";
import { request } from "../chain/server";
import { withDatabase } from "../chain/sizes";

const DATABASE = "brigade_bench_demand";

/** A fresh, migrated database on the server of `adminUrl` (TEST_DATABASE_URL or the local server by default). */
export async function benchDatabase(adminUrl?: string): Promise<string> {
  const url = adminUrl ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const databaseUrl = withDatabase(url, DATABASE);
  const migrated = await openDatabase({ url: databaseUrl });
  await migrated.close();
  return databaseUrl;
}

/** Registers an owner and makes a location in `timeZone`: their token and the location's id. */
export async function benchLocation(base: string, timeZone: string): Promise<{ token: string; locationId: number }> {
  const registered = await request(`${base}/api/auth/register`, {
    method: "POST",
    body: { business_name: "Bench Bistro", name: "Bench Owner", email: "bench@example.test", password: "bench-pass-1" },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
  const token = (JSON.parse(registered.body) as { payload: { token: string } }).payload.token;
  const location = await request(`${base}/api/restaurant/location/store`, {
    method: "POST",
    token,
    body: { name: "Bench Downtown", time_zone: timeZone },
  });
  if (location.status !== 201) throw new Error(`location: ${JSON.stringify(location)}`);
  return { token, locationId: (JSON.parse(location.body) as { payload: { id: number } }).payload.id };
}

/** Two work areas of three roles each at the location, made through the API: their role ids. */
export async function benchRoles(base: string, token: string, locationId: number): Promise<number[]> {
  const created = async (path: string, body: unknown) => {
    const res = await request(`${base}${path}`, { method: "POST", token, body });
    if (res.status !== 201) throw new Error(`${path}: ${JSON.stringify(res).slice(0, 300)}`);
    return (JSON.parse(res.body) as { payload: { id: number } }).payload.id;
  };
  const ids: number[] = [];
  for (const [area, roles] of [
    ["Kitchen", ["Line cook", "Prep cook", "Dishwasher"]],
    ["Floor", ["Server", "Host", "Bartender"]],
  ] as const) {
    const areaId = await created("/api/restaurant/area/store", { location_id: locationId, name: area });
    for (const name of roles) ids.push(await created("/api/restaurant/area/role/store", { area_id: areaId, name }));
  }
  return ids;
}
