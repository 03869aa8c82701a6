import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CALENDAR_FEED_PREFIX } from "@brigade/contract/calendar-feed";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale, pickLocale } from "@brigade/contract/locales";
import { MESSAGES } from "@brigade/contract/messages";
import { SERVER_RENDER_DIR } from "@brigade/contract/served-pages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { UPLOADS_PREFIX } from "../lib/uploads";
import { compressedPage, servedPages } from "./served-pages";

const IMMUTABLE = "public, max-age=31536000, immutable";
const LANDING_PAGES_DIR = "pages";

/**
 * The files the build wrote for pages of their own: login.html, employee-home.html, and for a page with a static
 * frame one copy per language, employee-home.es.html (apps/web/scripts/landing-pages.ts).
 */
function landingPagesOf(webDist: string): Set<string> {
  const dir = join(webDist, LANDING_PAGES_DIR);
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir).filter((file) => file.endsWith(".html")));
}

/** The language a page's HTML is sent in: the one the app last showed on this device, else the browser's. */
function pageLocale(request: FastifyRequest): Locale {
  const shown = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(shown)) return shown;
  return pickLocale(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}

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
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Vite names what is under /assets/ by its content: it never changes, so a phone keeps it. Everything else
      // (index.html, the service worker, the manifest, icons) is checked again on each visit.
      cacheControl: false,
      // The server's own renderers of pages (plugins/served-pages.ts) are not the web's to hand out.
      allowedPath: (path) => !path.startsWith(`/${SERVER_RENDER_DIR}/`),
      setHeaders: (reply, path) => reply.header("Cache-Control", path.includes("/assets/") ? IMMUTABLE : "no-cache"),
    });
  }

  const landingPages = hasWeb ? landingPagesOf(config.webDist as string) : new Set<string>();
  const servePage =
    hasWeb && config.webDist ? servedPages(app, config.webDist, join(config.webDist, LANDING_PAGES_DIR)) : null;

  app.setNotFoundHandler(async (request, reply) => {
    // The calendar feeds are not pages either: a calendar app asking for a wrong feed path gets a 404, not the app.
    // A missing /assets/ file (a stale tab after a deployment) is a 404, not the app's HTML read as a script.
    // HEAD too: uptime monitors and load balancers ask so (Node leaves the body out of a HEAD answer).
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/assets/") &&
      !request.url.startsWith(UPLOADS_PREFIX) &&
      !request.url.startsWith(CALENDAR_FEED_PREFIX);
    if (isPage && hasWeb) {
      // A page the build wrote its own copy of index.html for (apps/web/scripts/landing-pages.ts): the same app,
      // which asks for that page's screen at once.
      const page = request.url.slice(1).split(/[?#]/, 1)[0] ?? "";
      const locale = pageLocale(request);
      const framed = `${page}.${locale}.html`;
      const served = await servePage?.(request, page, locale);
      if (served) {
        // The person's own data: never kept by a cache between them and the server, nor shown to anyone else.
        reply.header("Cache-Control", "private, no-store");
        reply.header("Vary", "Cookie, Accept-Language, Accept-Encoding");
        const { body, encoding } = compressedPage(served, request.headers["accept-encoding"]);
        if (encoding) reply.header("Content-Encoding", encoding);
        return reply.type("text/html; charset=utf-8").send(body);
      }
      reply.header("Cache-Control", "no-cache");
      if (landingPages.has(framed)) {
        reply.header("Vary", "Cookie, Accept-Language");
        return reply.sendFile(`${LANDING_PAGES_DIR}/${framed}`, config.webDist as string);
      }
      const file = landingPages.has(`${page}.html`) ? `${LANDING_PAGES_DIR}/${page}.html` : "index.html";
      return reply.sendFile(file, config.webDist as string);
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
