import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { createTestApp, registerOwner, type TestApp } from "../test/harness";
import { startMetricsServer } from "./metrics";

// The metrics as Prometheus scrapes them, from their own port (never the public one): requests by route pattern,
// method and status, the process's own, the mail outbox, and on PostgreSQL the connection pool.

let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  server = await startMetricsServer(t.metrics, "127.0.0.1", port);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** A series' value: the line that names the metric and all these labels. */
const series = (text: string, name: string, labels: Record<string, string>) =>
  text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`))
    .find((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
    ?.split(" ")
    .at(-1);

describe("metrics", () => {
  it("count and time requests by route pattern, method and status, never by the ids in the path", async () => {
    const owner = await registerOwner(t.app, "Metrics Bistro");
    await t.app.inject({ method: "GET", url: "/api/auth/me" });
    await t.app.inject({ method: "GET", url: "/api/auth/me" });
    await owner.get("/api/shift/987654");
    await t.app.inject({ method: "GET", url: "/api/no/such/route/123" });

    const text = await scrape();
    const me = { method: "GET", route: "/api/auth/me", status_code: "401" };
    expect(series(text, "brigade_http_requests_total", me)).toBe("2");
    expect(series(text, "brigade_http_request_duration_seconds_count", me)).toBe("2");
    expect(series(text, "brigade_http_request_duration_seconds_bucket", { ...me, le: "+Inf" })).toBe("2");
    expect(series(text, "brigade_http_requests_total", { route: "/api/shift/:id", status_code: "404" })).toBe("1");
    expect(series(text, "brigade_http_requests_total", { route: "unmatched", status_code: "404" })).toBe("1");
    expect(text).not.toContain("987654");
    expect(text).not.toContain("/api/no/such");
  });

  it("hold the process's own, the mail outbox's and, on PostgreSQL, the connection pool's", async () => {
    const text = await scrape();
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
    ])
      expect(text, name).toMatch(new RegExp(`^${name} `, "m"));
    expect(text).toMatch(/^brigade_mail_outbox_pending 0$/m);
    if (t.database.engine === "postgres") {
      expect(series(text, "brigade_db_pool_connections", { state: "idle" })).toMatch(/^\d+$/);
      expect(text).toMatch(/^brigade_db_pool_waiting 0$/m);
    } else {
      expect(text).not.toContain("brigade_db_pool");
    }
  });

  it("are served on their own port only, at /metrics", async () => {
    const publicPort = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(publicPort.statusCode).toBe(404);
    expect(publicPort.body).not.toContain("brigade_http_requests_total");
    const elsewhere = await fetch(`${base}/api/auth/me`);
    expect(elsewhere.status).toBe(404);
  });
});
