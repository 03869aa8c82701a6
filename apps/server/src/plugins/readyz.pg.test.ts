import { createServer, Socket as NetSocket, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { scratchPostgres } from "../test/scratch-postgres";

// PostgreSQL only: /readyz when the database goes away and comes back. The app reaches PostgreSQL through a TCP
// relay the test can cut (every connection dropped, new ones refused) and open again on the same port.

const { DATABASE_URL } = scratchPostgres("readyz");
const target = new URL(DATABASE_URL);

/** A relay to PostgreSQL on a port of its own. */
function relay() {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const open = () =>
    new Promise<void>((done) => {
      const listener = createServer((client) => {
        const upstream = new NetSocket();
        sockets.add(client).add(upstream);
        upstream.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server = listener;
      listener.listen(port, "127.0.0.1", () => {
        port = (listener.address() as { port: number }).port;
        done();
      });
    });
  const cut = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server?.close(() => done());
    });
  return { open, cut, port: () => port };
}

const proxy = relay();
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  await proxy.open();
  const url = new URL(DATABASE_URL);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port());
  database = await openDatabase({ url: url.toString(), onIdleError: () => {} });
  const config = { ...loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url.toString() }), webDist: undefined };
  app = await buildApp(database.db, config);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy.cut();
});

const readyz = () => app.inject({ method: "GET", url: "/readyz" });

describe("/readyz and the database", () => {
  it("says 503 while the database cannot be reached, and 200 again by itself once it can", async () => {
    expect((await readyz()).statusCode).toBe(200);

    await proxy.cut();
    const down = await readyz();
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe("unavailable");
    expect(down.json().reason).toMatch(/^database (unavailable|not answering)$/);
    // The process still answers.
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    await proxy.open();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await readyz()).statusCode;
      if (status === 200) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(status).toBe(200);
  });
});
