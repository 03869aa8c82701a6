import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Locale } from "@brigade/contract/locales";
import {
  FRAME_END,
  FRAME_START,
  SERVED_ANSWERS_ID,
  SERVED_ATTRIBUTE,
  SERVED_PAGES,
  SERVER_RENDER_DIR,
  type ServedAnswers,
  type ServedPageName,
} from "@brigade/contract/served-pages";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What the web build's renderer of a page gives (apps/web/src/server-render). */
type DrawnPage = {
  html: string;
  title: string;
  locale: Locale;
  answers: { url: string; status: number; body: string }[];
};
type Renderer = (
  url: string,
  read: (url: string) => Promise<{ status: number; body: string }>,
  fallbackLocale: Locale,
) => Promise<DrawnPage | null>;

/** Draws a page for the request, as a whole HTML document; null when it is served as before (its static frame). */
export type ServePage = (request: FastifyRequest, page: string, locale: Locale) => Promise<string | null>;

/** Pages being drawn or waiting to be, past which a page is served with its static frame. */
const MAX_DRAWING = 8;
/**
 * How long a page may take to draw (its reads included: 50 to 100 ms on the demo) before its frame is served: a
 * safety net for a server in trouble, not a goal.
 */
const DRAW_LIMIT_MS = 5_000;

const isServed = (page: string): page is ServedPageName => (SERVED_PAGES as readonly string[]).includes(page);

/**
 * The member home's first tab, drawn here with the person's own answers: their phone shows the page at once, and
 * the app starts only when they touch or type (apps/web/src/static-pages/after-first-paint.ts). Its other tabs hold
 * forms, which the app should own from the first keystroke: they get the static frame as before.
 */
const drawsTab = (request: FastifyRequest): boolean => {
  const tab = new URL(request.url, "http://page").searchParams.get("tab");
  return tab === null || tab === "schedule";
};

/**
 * The pages the server draws with the signed-in person's data, when the web build has their renderers: each read
 * the page makes goes through the API itself (app.inject) with the request's cookies, so it is that person's,
 * checked as any request is. Anything wrong (signed out, a read that fails, a renderer that throws) serves the page
 * as before, which the app then draws itself.
 */
export function servedPages(app: FastifyInstance, webDist: string, pagesDir: string): ServePage | null {
  const renderers = new Map<ServedPageName, () => Promise<Renderer>>();
  for (const page of SERVED_PAGES) {
    const file = join(webDist, SERVER_RENDER_DIR, `${page}.mjs`);
    if (!existsSync(file)) continue;
    let loaded: Promise<Renderer> | undefined;
    const load = () => {
      loaded ??= import(pathToFileURL(file).href).then((module) => module.renderPage as Renderer);
      return loaded;
    };
    renderers.set(page, load);
    // Loaded as the server starts, not by the first person to open the page (half a second on a busy server).
    app.addHook("onReady", async () => {
      load().catch((error: unknown) => app.log.warn({ err: error, page }, "could not load the page's renderer"));
    });
  }
  if (renderers.size === 0) return null;
  let drawing = 0;
  const templates = new Map<string, string>();
  const templateOf = (page: string, locale: Locale): string | undefined => {
    const name = `${page}.${locale}.html`;
    if (!templates.has(name)) {
      const file = join(pagesDir, name);
      if (!existsSync(file)) return undefined;
      templates.set(name, readFileSync(file, "utf8"));
    }
    return templates.get(name);
  };

  return async (request, page, locale) => {
    const renderer = isServed(page) ? renderers.get(page) : undefined;
    if (!renderer || request.method !== "GET" || !request.headers.cookie || !drawsTab(request)) return null;
    const headers = {
      cookie: request.headers.cookie,
      "accept-language": request.headers["accept-language"] ?? locale,
    };
    const read = async (url: string) => {
      const answer = await app.inject({ method: "GET", url, headers });
      return { status: answer.statusCode, body: answer.body };
    };
    // Pages are drawn one at a time (the renderer's modules keep one query cache): a queue that long, or a draw that
    // slow, and the person gets the static frame at once rather than waiting on others.
    if (drawing >= MAX_DRAWING) return null;
    drawing += 1;
    let timer: NodeJS.Timeout | undefined;
    try {
      // Loaded as the server starts: a request in its first moments waits for that, which the limit does not count.
      const render = await renderer();
      const tooSlow = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          request.log.warn({ page }, `drawing the page took over ${DRAW_LIMIT_MS} ms; serving its static frame`);
          resolve(null);
        }, DRAW_LIMIT_MS);
      });
      const drawn = await Promise.race([render(request.url, read, locale), tooSlow]);
      const template = drawn && templateOf(page, drawn.locale);
      if (!drawn || !template) return null;
      return pageHtml(template, drawn);
    } catch (error) {
      request.log.warn({ err: error, page }, "could not draw the page; serving its static frame");
      return null;
    } finally {
      clearTimeout(timer);
      drawing -= 1;
    }
  };
}

/** The landing page's HTML with the drawn page where its static frame was, and the answers it was drawn from. */
function pageHtml(template: string, drawn: DrawnPage): string | null {
  const start = template.indexOf(FRAME_START);
  const end = template.indexOf(FRAME_END);
  if (start < 0 || end < start) return null;
  const served: ServedAnswers = {
    servedAt: Date.now(),
    answers: drawn.answers.map(({ url, body }) => ({ url, body })),
  };
  // Inside <script> a "</script>" or "<!--" would end or change the data: JSON writes "<" as \u003c just as well.
  const json = JSON.stringify(served).replaceAll("<", "\\u003c");
  const body =
    `<div id="root"></div><div id="frame" ${SERVED_ATTRIBUTE}>${drawn.html}</div>` +
    `<script type="application/json" id="${SERVED_ANSWERS_ID}">${json}</script>`;
  return (template.slice(0, start) + body + template.slice(end + FRAME_END.length)).replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${drawn.title}</title>`,
  );
}

/**
 * The drawn page compressed for the browser (about 90 KB of HTML to 15 KB): app.ts's compression applies to routes,
 * and pages are answered by the not-found handler. Brotli at a quality that takes a millisecond or two, not the
 * build's best, since each page is drawn for one request.
 */
export function compressedPage(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted))
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: "br",
    };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: "gzip" };
  return { body: Buffer.from(html) };
}
