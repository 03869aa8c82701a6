import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { FRAME_END, FRAME_START, SERVED_ANSWERS_ID, type ServedAnswers } from "@brigade/contract/served-pages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/accounts";
import { createTestApp, registerOwner, type TestApp } from "../test/harness";

// The member home drawn by the server with the member's own answers (plugins/served-pages.ts). The web build's
// renderer (apps/web/src/server-render, drawn in e2e/served-home.spec.ts) is stood in for here by one that draws
// the name its read of the session gets: what is under test is the server's part, whose reads, when, and how.

const dist = mkdtempSync(join(tmpdir(), "brigade-served-"));
const frame = (locale: string) =>
  `<!doctype html><html lang="${locale}"><head><title>Brigade</title></head><body>${FRAME_START}<div id="root"></div><div id="frame" inert aria-hidden="true">frame ${locale}</div>${FRAME_END}</body></html>`;
const renderer = `
export async function renderPage(url, read, fallbackLocale) {
  const me = await read("/api/auth/me");
  if (me.status !== 200) return null;
  const name = JSON.parse(me.body).payload.user.name;
  if (name === "Renderer Fails") throw new Error("the renderer failed");
  const text = name.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  return {
    html: "<main><h1>" + text + "</h1><p>" + url.replaceAll("&", "&amp;") + "</p></main>",
    title: "My Schedule · Brigade",
    locale: fallbackLocale,
    answers: [{ url: "/api/auth/me", status: 200, body: me.body }],
  };
}`;
let t: TestApp;
let cookie = "";
let userId = 0;

beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  mkdirSync(join(dist, "pages"));
  for (const locale of ["en", "es", "fr"])
    writeFileSync(join(dist, "pages", `employee-home.${locale}.html`), frame(locale));
  mkdirSync(join(dist, "server-render"));
  writeFileSync(join(dist, "server-render", "employee-home.mjs"), renderer);
  t = await createTestApp({ WEB_DIST: dist });
  const owner = await registerOwner(t.app);
  userId = owner.userId;
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: owner.email, password: "correct-horse" },
  });
  cookie = [login.headers["set-cookie"] ?? []]
    .flat()
    .map((set) => set.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const rename = (name: string) => t.database.db.update(users).set({ name }).where(eq(users.id, userId));

describe("the member home drawn by the server", () => {
  it("is the signed-in person's own, in their language, compressed, and kept by no cache", async () => {
    await rename("Olive Owner");
    const res = await get("/employee-home", { cookie, "accept-language": "fr", "accept-encoding": "gzip, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toContain("Cookie");
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<title>My Schedule · Brigade</title>");
    expect(html).toContain('<div id="frame" data-served><main><h1>Olive Owner</h1><p>/employee-home</p></main></div>');
    expect(html).not.toContain("frame fr");
  });

  it("carries its answers as data that nothing in them can break out of", async () => {
    const name = "</script><script>alert(1)</script><!--";
    await rename(name);
    const html = (await get("/employee-home?tab=schedule", { cookie })).body;
    const data = new RegExp(`<script type="application/json" id="${SERVED_ANSWERS_ID}">(.*?)</script>`).exec(html);
    // The data ends where its own tag ends: the name's "</script>" is written \\u003c/script>.
    expect(html.split("</script>")).toHaveLength(2);
    const served = JSON.parse(data?.[1] ?? "null") as ServedAnswers;
    expect(served.answers.map((answer) => answer.url)).toEqual(["/api/auth/me"]);
    expect(JSON.parse(served.answers[0]?.body ?? "null").payload.user.name).toBe(name);
    expect(Date.now() - served.servedAt).toBeLessThan(60_000);
    expect(html).toContain("<h1>&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--</h1>");
  });

  it("is the static frame for anyone not signed in, on the tabs with forms, and when drawing fails", async () => {
    await rename("Olive Owner");
    const cases: [string, Record<string, string>][] = [
      ["/employee-home", {}],
      ["/employee-home", { cookie: "brigade_session=not-a-session" }],
      ["/employee-home?tab=time_off", { cookie }],
    ];
    for (const [url, headers] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("frame en");
      expect(res.body).not.toContain(SERVED_ANSWERS_ID);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    await rename("Renderer Fails");
    const failed = await get("/employee-home", { cookie });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain("frame en");
    const head = await t.app.inject({ method: "HEAD", url: "/employee-home", headers: { cookie } });
    expect(head.statusCode).toBe(200);
  });

  it("never hands out the renderer itself", async () => {
    const res = await get("/server-render/employee-home.mjs");
    expect(res.body).not.toContain("renderPage");
  });
});
