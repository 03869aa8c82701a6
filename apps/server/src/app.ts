import { LOGO_MAX_BYTES } from "@brigade/contract/business";
import { configureZod } from "@brigade/contract/zod-config";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Listen } from "./db/listen";
import { serializeError, serializeRequest } from "./lib/log-serializers";
import { requestId } from "./lib/request-id";
import { registerModules } from "./modules";
import {
  authRoutes,
  makeAuthRepository,
  makeAuthService,
  makePasswordResetService,
  makeResetRepository,
  passwordResetRoutes,
} from "./modules/auth";
import { makeLiveRepository, registerLiveEvents } from "./modules/live";
import { makeMailRepository, registerMailWorker } from "./modules/mail";
import { registerAuth } from "./plugins/auth";
import { registerDocs } from "./plugins/docs";
import { registerErrorHandling } from "./plugins/errors";
import { registerHealth } from "./plugins/health";
import { registerLargeReads } from "./plugins/large-reads";
import { type Lifecycle, newLifecycle, registerLifecycle } from "./plugins/lifecycle";
import { registerLocale } from "./plugins/locale";
import { createMetrics, type Metrics, registerRequestMetrics } from "./plugins/metrics";
import { registerSecurity } from "./plugins/security";
import { registerWeb } from "./plugins/web";

/**
 * `logStream` receives the log lines instead of stdout (tests read what the logs hold); `lifecycle` is the
 * process's (main.ts marks it draining on SIGTERM, and /readyz says so); `metrics` what main.ts serves on
 * METRICS_PORT (else the app keeps its own); `engine` "postgres" shares the rate limits' counts between servers;
 * `listen` the database's LISTEN, for live updates (without it GET /api/events answers 503).
 */
export async function buildApp(
  db: Db,
  config: Config,
  options: {
    logStream?: DestinationStream;
    lifecycle?: Lifecycle;
    metrics?: Metrics;
    engine?: Database["engine"];
    listen?: Listen;
    /** The wall clock of the modules that read "now" in JavaScript (a test sets it rather than faking Date, which
     * would move the embedded database's own clock too). */
    clock?: () => Date;
  } = {},
): Promise<FastifyInstance> {
  configureZod();
  const proxies = config.trustProxy;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            stream: options.logStream,
            serializers: { req: serializeRequest, err: serializeError },
          },
    bodyLimit: 1024 * 1024,
    // Every request has an id, in its log lines and its answer's x-request-id: a proxy's own, when well formed.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: "request_id" }),
    genReqId: requestId,
    // A hop count as proxy-addr reads it: the client is the address that many hops in front of us.
    trustProxy: typeof proxies === "number" ? (_address: string, hop: number) => hop < proxies : proxies,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandling(app);
  registerLocale(app);

  await app.register(cookie);
  // API answers over 1 KB go out compressed (a week of shifts: 19 KB of JSON, 3 KB gzipped), which a phone on a
  // slow network feels. The web build is compressed ahead (plugins/web.ts), so this skips it. Request bodies
  // are not decompressed: a small gzipped body could otherwise unpack past the body limit's intent.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await registerSecurity(app, config, options.engine === "postgres" ? db : undefined);
  await registerDocs(app);
  const lifecycle = options.lifecycle ?? newLifecycle();
  registerLifecycle(app, lifecycle);
  registerHealth(app, db, lifecycle);
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });

  const authRepository = makeAuthRepository(db);
  registerAuth(app, authRepository, config);
  registerLargeReads(app, config.largeReads);
  const metrics = options.metrics ?? createMetrics(db);
  registerRequestMetrics(app, metrics);
  registerMailWorker(app, makeMailRepository(db), config, metrics.countMail);
  await app.register(authRoutes(makeAuthService(authRepository, config), config), { prefix: "/api/auth" });
  const passwordResets = makePasswordResetService(makeResetRepository(db), { mailOn: config.mail !== undefined });
  await app.register(passwordResetRoutes(passwordResets), { prefix: "/api/auth" });
  await registerModules(app, db, config, options.clock);
  await registerLiveEvents(app, makeLiveRepository(db), lifecycle, options.listen);

  await registerWeb(app, config);
  return app;
}
