import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// The built web app as a phone gets it: compressed where the browser accepts it, the hashed assets kept for a
// year, the app's HTML checked on every visit, and a missing asset a 404 rather than the app's HTML.

const dist = mkdtempSync(join(tmpdir(), "brigade-web-dist-"));
const script = `console.log(${JSON.stringify("Brigade ".repeat(400))});`;
const html = "<!doctype html><html><body><div id=root></div></body></html>";
// The build's copy of index.html for a landing page, which asks for that page's screen at once.
const loginHtml = '<!doctype html><html><head><link rel="modulepreload" href="/assets/login-page-x1.js"></head></html>';
// A page with a static frame: a copy per language (apps/web/scripts/landing-pages.ts).
const framedHtml = (locale: string) =>
  `<!doctype html><html lang="${locale}"><body><div id="frame"></div></body></html>`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), html);
  writeFileSync(join(dist, "sw.js"), "self.skipWaiting();");
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(join(dist, "favicon.ico"), Buffer.from([0, 0, 1, 0, 1, 0]));
  mkdirSync(join(dist, "pages"));
  writeFileSync(join(dist, "pages", "login.html"), loginHtml);
  writeFileSync(join(dist, "pages", "employee-home.html"), framedHtml("none"));
  for (const locale of ["en", "es", "fr"])
    writeFileSync(join(dist, "pages", `employee-home.${locale}.html`), framedHtml(locale));
  writeFileSync(join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("serving the web app", () => {
  it("sends a hashed asset brotli-compressed when accepted, cached for a year", async () => {
    const res = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/index-abc123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("has every page and the service worker checked again on each visit", async () => {
    for (const url of ["/", "/calendar", "/shifts"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(html);
    }
    expect((await get("/sw.js")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers a landing page with its own copy of the app's HTML, and any other page with index.html", async () => {
    for (const url of ["/login", "/login?next=%2Fcalendar", "/login#top"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(loginHtml);
    }
    for (const url of ["/login/extra", "/pages", "/employee-home/x", "/LOGIN"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(html);
    }
  });

  it("sends a page with a static frame in the language last shown on the device, else the browser's", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "en"],
      [{ "accept-language": "es-MX,es;q=0.9,en;q=0.5" }, "es"],
      [{ "accept-language": "de-DE,fr;q=0.8" }, "fr"],
      [{ cookie: "brigade_language=fr", "accept-language": "es" }, "fr"],
      // An unknown or forged value is passed over.
      [{ cookie: "brigade_language=de", "accept-language": "es" }, "es"],
      [{ cookie: "brigade_language=%3Cscript%3E" }, "en"],
    ];
    for (const [headers, locale] of cases) {
      const res = await get("/employee-home?tab=open", headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body, JSON.stringify(headers)).toBe(framedHtml(locale));
      expect(res.headers["cache-control"]).toBe("no-cache");
      // A shared cache must not give one person's language to another.
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it("answers HEAD wherever it answers GET, with the same status and headers and no body", async () => {
    for (const url of ["/", "/login", "/calendar", "/employee-home", "/assets/index-abc123.js", "/robots.txt"]) {
      const got = await get(url);
      const head = await t.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(got.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toBe(got.headers["content-type"]);
      expect(head.headers["cache-control"], url).toBe(got.headers["cache-control"]);
      expect(head.body, url).toBe("");
    }
    for (const url of ["/assets/index-gone999.js", "/api/no-such-route"]) {
      expect((await t.app.inject({ method: "HEAD", url })).statusCode, url).toBe(404);
    }
  });

  it("serves robots.txt and the favicon as themselves, not the app's HTML", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("User-agent");
    const icon = await get("/favicon.ico");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/icon/);
  });

  it("answers a missing asset with a 404, not the app's HTML", async () => {
    const res = await get("/assets/index-gone999.js");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<html");
  });
});
