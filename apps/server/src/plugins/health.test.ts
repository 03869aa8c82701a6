import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// The probes a load balancer uses: /healthz (the process answers) and /readyz (it can serve), without a session,
// never rate limited, on the embedded database and on PostgreSQL alike.

let t: TestApp;

beforeAll(async () => {
  // A tight limit on the API, which the probes must never count against.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });

describe("the health probes", () => {
  it("/healthz answers 200 without a session, never cached, and HEAD answers too", async () => {
    const res = await get("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
    const head = await get("/healthz", "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("/readyz answers 200 when the database answers and has every migration", async () => {
    const res = await get("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
    expect((await get("/readyz", "HEAD")).statusCode).toBe(200);
  });

  it("is never rate limited, where the API is", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await get("/healthz")).statusCode).toBe(200);
      expect((await get("/readyz")).statusCode).toBe(200);
    }
    const api = await Promise.all(Array.from({ length: 5 }, () => get("/api/auth/me")));
    expect(api.map((r) => r.statusCode)).toContain(429);
  });

  it("/readyz says 503, with the reason, while migrations are pending, and 200 once they are in", async () => {
    const last = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const removed = (await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${last} returning id, hash, created_at`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = removed.rows[0];
    expect(row).toBeDefined();
    try {
      const res = await get("/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", reason: "migrations pending" });
      // The process itself is fine.
      expect((await get("/healthz")).statusCode).toBe(200);
    } finally {
      if (row)
        await t.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
    }
    expect((await get("/readyz")).statusCode).toBe(200);
  });

  it("/readyz says 503 while the server is shutting down", async () => {
    t.lifecycle.draining = true;
    try {
      const res = await get("/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", reason: "shutting down" });
      expect((await get("/healthz")).statusCode).toBe(200);
    } finally {
      t.lifecycle.draining = false;
    }
  });
});
