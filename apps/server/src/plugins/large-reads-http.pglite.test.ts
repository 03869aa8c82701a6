import { request as httpGet, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { registerOwner } from "../test/harness";

// The large reads' turns over real HTTP, on the whole app with real sessions: a turn ends when the answer goes to
// the socket, whoever reads it slowly, and a business with requests waiting gets the next free turn before a
// second one of the business already running. PGlite only: the turns are the server's, not the database's.

let app: FastifyInstance | undefined;
let database: Database | undefined;
const clients: IncomingMessage[] = [];
const gates = new Map<string, () => void>();
/** Set once the test is over: a read still waiting its turn then answers at once, and the app can close. */
let over = false;
afterEach(async () => {
  over = true;
  for (const client of clients.splice(0)) client.destroy();
  for (const open of gates.values()) open();
  await app?.close();
  await database?.close();
  app = undefined;
});

/**
 * The app with large-read routes of the test's own: a 64 MB answer, a small one, and answers held until the test
 * opens them.
 */
async function appWith(largeReads: { running: number; waiting: number }) {
  database = await openDatabase({});
  const config = { ...loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "100000" }), webDist: undefined };
  const built = await buildApp(database.db, { ...config, largeReads });
  app = built;
  const large = { access: "authenticated" as const, large: true };
  built.get("/api/test/huge", { config: large }, async () => "x".repeat(64 * 1024 * 1024));
  built.get("/api/test/small", { config: large }, async () => ({ ok: true }));
  const started: string[] = [];
  gates.clear();
  over = false;
  built.get<{ Querystring: { n: string } }>("/api/test/held", { config: large }, async (request) => {
    started.push(request.query.n);
    if (!over) await new Promise<void>((open) => gates.set(request.query.n, open));
    return { n: request.query.n };
  });
  await built.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;
  const get = (path: string, token: string) =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const open = (n: string) => {
    gates.get(n)?.();
    gates.delete(n);
  };
  return { app: built, base, get, started, open };
}

/** A GET whose answer's headers arrive and whose body is then never read, as a phone on a dead connection. */
function slowReader(base: string, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.pause();
      clients.push(res);
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("large reads over HTTP", () => {
  it("hand their turn on once the answer is with the socket, while the client still reads it", async () => {
    // One turn, and no waiting: a read that finds the turn taken is refused at once.
    const { app: built, base, get } = await appWith({ running: 1, waiting: 0 });
    const owner = await registerOwner(built);
    const other = await registerOwner(built);
    expect(await slowReader(base, "/api/test/huge", owner.token)).toBe(200);
    // 64 MB cannot all be in the sockets' buffers: the first answer is still being sent.
    expect((await get("/api/test/small", other.token)).status).toBe(200);
    expect((await get("/api/test/small", owner.token)).status).toBe(200);
    expect(built.largeReads()).toEqual({ running: 0, waiting: 0 });
  });

  it("give the next free turn to a business waiting, before a second one of the business already running", async () => {
    const { app: built, get, started, open } = await appWith({ running: 2, waiting: 10 });
    const busy = await registerOwner(built, "Busy Bistro");
    const quiet = await registerOwner(built, "Quiet Cafe");
    const answers = [get("/api/test/held?n=busy1", busy.token), get("/api/test/held?n=busy2", busy.token)];
    await expect.poll(() => started.length).toBe(2);
    answers.push(get("/api/test/held?n=busy3", busy.token));
    await expect.poll(() => built.largeReads().waiting).toBe(1);
    answers.push(get("/api/test/held?n=quiet1", quiet.token));
    await expect.poll(() => built.largeReads().waiting).toBe(2);

    open("busy1");
    await expect.poll(() => started.length).toBe(3);
    // Busy Bistro's third read came first, but it already runs one: Quiet Cafe's goes first.
    expect(started[2]).toBe("quiet1");
    open("busy2");
    await expect.poll(() => started.length).toBe(4);
    expect(started[3]).toBe("busy3");
    open("quiet1");
    open("busy3");
    const statuses = await Promise.all(answers.map(async (a) => (await a).status));
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
