import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { CALENDAR_FEED_PREFIX } from "@brigade/contract/calendar-feed";
import { MESSAGES } from "@brigade/contract/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { UPLOADS_PREFIX } from "../lib/uploads";

export const uploadsDir = (config: Config): string => join(config.dataDir, "uploads");

/** Serves uploaded files, the built web app, and index.html for every other page path (SPA routing). */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const uploads = uploadsDir(config);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    // Uploaded files never execute: served as their own type with no sniffing (helmet's nosniff).
    setHeaders: (reply) => reply.header("Content-Security-Policy", "default-src 'none'; img-src 'self'"),
  });

  const hasWeb = config.webDist !== undefined && existsSync(join(config.webDist, "index.html"));
  if (hasWeb && config.webDist) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: "/", wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    // The calendar feeds are not pages either: a calendar app asking for a wrong feed path gets a 404, not the app.
    const isPage =
      request.method === "GET" &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith(UPLOADS_PREFIX) &&
      !request.url.startsWith(CALENDAR_FEED_PREFIX);
    if (isPage && hasWeb) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html", config.webDist as string);
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
