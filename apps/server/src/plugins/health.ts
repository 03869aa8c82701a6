import type { FastifyInstance } from "fastify";
import { appliedMigrations, type Db, MIGRATION_COUNT } from "../db/client";
import type { Lifecycle } from "./lifecycle";

/** A database that has not answered in this long counts as gone (a probe must answer well within its own timeout). */
const DATABASE_WAIT_MS = 2000;

/** Why this server should not get traffic now, or null when it may. */
async function notReadyBecause(db: Db, lifecycle: Lifecycle): Promise<string | null> {
  if (lifecycle.draining) return "shutting down";
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), DATABASE_WAIT_MS);
  });
  try {
    const applied = await Promise.race([appliedMigrations(db), timeout]);
    if (applied === "timeout") return "database not answering";
    // More than this code knows is fine: a newer server migrated during a rolling upgrade.
    if (applied < MIGRATION_COUNT) return "migrations pending";
    return null;
  } catch {
    return "database unavailable";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators, outside /api/ (no session, no rate limit, not logged at info):
 * /healthz says the process answers; /readyz that it can serve (the database answers, its migrations are
 * current, and it is not stopping), else 503 with the reason. HEAD works on both, as on every GET route.
 */
export function registerHealth(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  // Not part of the API's description (apps' clients have no use for them): docs/deploy.md describes them.
  const quiet = { logLevel: "warn" as const, schema: { hide: true } };
  app.get("/healthz", quiet, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
  app.get("/readyz", quiet, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const reason = await notReadyBecause(db, lifecycle);
    if (reason) return reply.code(503).send({ status: "unavailable", reason });
    return { status: "ready" };
  });
}
