import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FRAME_END, FRAME_START, SERVED_ANSWERS_ID, type ServedAnswers } from "@brigade/contract/served-pages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/accounts";
import { addMember, type Member } from "../modules/member/test/support";
import { book, createPlace, createShift, storeBody } from "../modules/shifts/test/support";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../test/harness";

// The member home drawn by the web app's own renderer (apps/web/src/server-render, loaded from its source here as
// the build bundles it), with each member's answers from this server: their shifts, nobody else's, in their
// language. The server's part on its own (when it draws, headers, failures) is in served-pages.test.ts.

const renderer = fileURLToPath(new URL("../../../web/src/server-render/employee-home.tsx", import.meta.url));
const dist = mkdtempSync(join(tmpdir(), "brigade-drawn-"));
let t: TestApp;
let owner: Caller;
let ana: Member;
let ben: Member;

/** Signs a member in as the login form does, for the session cookie a page request carries. */
async function sessionCookie(member: Member): Promise<string> {
  const email = (await member.get("/api/auth/me")).json().payload.user.email as string;
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: "staff-pass" },
  });
  expect(login.statusCode, login.body).toBe(200);
  return [login.headers["set-cookie"] ?? []]
    .flat()
    .map((set) => set.split(";")[0])
    .join("; ");
}

/** A shift of `name` tomorrow evening, in the member home's default period. */
function tomorrow(hourUtc: number): { from: string; to: string } {
  const day = new Date(Date.now() + 24 * 3600_000);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return { from: day.toISOString(), to: new Date(day.getTime() + 4 * 3600_000).toISOString() };
}

beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><body><div id=root></div></body></html>");
  mkdirSync(join(dist, "pages"));
  for (const locale of ["en", "es", "fr"])
    writeFileSync(
      join(dist, "pages", `employee-home.${locale}.html`),
      `<!doctype html><html lang="${locale}"><head><title>Brigade</title></head><body>${FRAME_START}<div id="frame" inert></div>${FRAME_END}</body></html>`,
    );
  mkdirSync(join(dist, "server-render"));
  writeFileSync(
    join(dist, "server-render", "employee-home.mjs"),
    `export { renderPage } from ${JSON.stringify(renderer)};`,
  );
  t = await createTestApp({ WEB_DIST: dist });
  owner = await registerOwner(t.app);
  const place = await createPlace(t, owner);
  ana = await addMember(t, owner, [place.roleA]);
  ben = await addMember(t, owner, [place.roleA]);
  const dinner = await createShift(owner, storeBody(place, { name: "Dinner", ...tomorrow(22) }));
  const lunch = await createShift(owner, storeBody(place, { name: "Lunch", ...tomorrow(15) }));
  await book(t, place, dinner, { employeeId: ana.employeeId });
  await book(t, place, lunch, { employeeId: ben.employeeId });
  await t.database.db.update(users).set({ name: "Ben Other" }).where(eq(users.id, ben.userId));
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (cookie: string) => {
  const res = await t.app.inject({ method: "GET", url: "/employee-home", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe("the member home drawn with the member's answers", () => {
  it("shows each member their own shifts and nobody else's", async () => {
    const anas = await page(await sessionCookie(ana));
    expect(anas).toContain("data-served");
    expect(anas).toMatch(/aria-label="Offer swap: Dinner, /);
    // Ben's Lunch is an open shift Ana could pick up too (its other positions), but it is not in her schedule.
    expect(anas).not.toMatch(/Offer swap: Lunch/);
    expect(anas).not.toContain("Ben Other");
    const served = JSON.parse(
      new RegExp(`id="${SERVED_ANSWERS_ID}">(.*?)</script>`).exec(anas)?.[1] ?? "null",
    ) as ServedAnswers;
    const shifts = served.answers.find((answer) => answer.url === "/api/employee/my-shifts");
    expect(JSON.parse(shifts?.body ?? "null").payload).toHaveLength(1);

    const bens = await page(await sessionCookie(ben));
    expect(bens).toMatch(/aria-label="Offer swap: Lunch, /);
    expect(bens).toContain("Hello, Ben");
    expect(bens).not.toMatch(/Offer swap: Dinner/);
  }, 30_000);

  it("speaks the language saved on the account", async () => {
    const put = await ana.put("/api/auth/locale", { locale: "es" });
    expect(put.statusCode, put.body).toBe(200);
    const html = await page(await sessionCookie(ana));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("<title>Mi horario · Brigade</title>");
    expect(html).toMatch(/aria-label="Ofrecer intercambio: Dinner, /);
  }, 30_000);
});
