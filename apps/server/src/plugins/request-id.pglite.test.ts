import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { appWithLogs } from "../test/logged-app";

// Every answer carries x-request-id, and every log line of that request the same id: a proxy's own when it sent
// a well-formed one, else a new one. (PGlite only: the app is built here with its log stream read.)

let lines: string[];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ app, database, lines } = await appWithLogs());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logLinesOf = (id: string) =>
  lines.map((line) => JSON.parse(line) as { request_id?: string; msg?: string }).filter((l) => l.request_id === id);

describe("request ids", () => {
  it("are made for each request, answered in x-request-id, and on each of its log lines", async () => {
    lines.length = 0;
    const first = await app.inject({ method: "GET", url: "/api/auth/me" });
    const second = await app.inject({ method: "GET", url: "/api/auth/me" });
    const id = first.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(id);
    const logged = logLinesOf(String(id));
    // Fastify's "incoming request" and "request completed", at least.
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.map((l) => l.msg)).toContain("request completed");
  });

  it("keep a well-formed id sent by a proxy, on errors and unknown routes too", async () => {
    lines.length = 0;
    for (const url of ["/api/auth/me", "/api/no-such-route", "/healthz"]) {
      const sent = `nginx-${Math.random().toString(16).slice(2)}`;
      const res = await app.inject({ method: "GET", url, headers: { "x-request-id": sent } });
      expect(res.headers["x-request-id"], url).toBe(sent);
    }
    const sent = "0af7651916cd43dd8448eb211c80319c";
    await app.inject({ method: "POST", url: "/api/auth/login", payload: {}, headers: { "x-request-id": sent } });
    expect(logLinesOf(sent).length).toBeGreaterThanOrEqual(2);
  });

  it("replace an id that is not well formed, which never reaches the logs", async () => {
    lines.length = 0;
    for (const sent of ["short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(200), "a/b/../../c-d"]) {
      const res = await app.inject({ method: "GET", url: "/api/auth/me", headers: { "x-request-id": sent } });
      const id = res.headers["x-request-id"];
      expect(id, sent).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join(""), sent).not.toContain(sent);
    }
  });
});
