import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db, PoolStats } from "../db/client";
import type { MailOutcome } from "../modules/mail";
import { makeMailRepository } from "../modules/mail";

/** A server's metrics (prom-client), in a registry of its own: each app built in one process has its own. */
export type Metrics = { registry: Registry; countMail: (outcome: MailOutcome) => void };

/** Seconds: from a cached read to a slow report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one server: the process's own (CPU, memory, event-loop lag, GC: prom-client's defaults), every
 * request by route pattern, method and status, the database pool when on PostgreSQL, and the mail outbox.
 */
export function createMetrics(db: Db, poolStats?: () => PoolStats): Metrics {
  const registry = new Registry();
  const outbox = makeMailRepository(db);
  collectDefaultMetrics({ register: registry });
  if (poolStats) {
    new Gauge({
      name: "brigade_db_pool_connections",
      help: "PostgreSQL connections of this server's pool, by state (idle or in use).",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const { total, idle } = poolStats();
        this.set({ state: "idle" }, idle);
        this.set({ state: "in_use" }, total - idle);
      },
    });
    new Gauge({
      name: "brigade_db_pool_waiting",
      help: "Queries waiting for a connection of this server's pool.",
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  new Gauge({
    name: "brigade_mail_outbox_pending",
    help: "Mails waiting to be sent, or to be tried again (all servers' queue: it is in the database).",
    registers: [registry],
    async collect() {
      this.set(await outbox.countPending());
    },
  });
  const mail = new Counter({
    name: "brigade_mail_attempts_total",
    help: "This server's attempts at sending a mail, by outcome (sent, retry, given_up, rejected).",
    labelNames: ["outcome"],
    registers: [registry],
  });
  return { registry, countMail: (outcome) => mail.inc({ outcome }) };
}

/** Times every request, by its route's pattern (/api/shift/:id, never the ids themselves), method and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ["method", "route", "status_code"] as const;
  const duration = new Histogram({
    name: "brigade_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status.",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [metrics.registry],
  });
  const count = new Counter({
    name: "brigade_http_requests_total",
    help: "Requests answered, by route pattern, method and status.",
    labelNames,
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // Paths nothing matched (pages, scanners' guesses) share one label, so they cannot grow the series.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status_code: reply.statusCode,
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    count.inc(labels);
  });
}

/**
 * Serves GET /metrics (Prometheus' text format) on a port of its own, never the public one: METRICS_PORT, on
 * METRICS_HOST (127.0.0.1 unless set).
 */
export async function startMetricsServer(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found: metrics are at /metrics.\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => done());
  });
  return server;
}
