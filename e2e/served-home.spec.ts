import { CSRF_COOKIE, CSRF_HEADER } from "@brigade/contract/auth-cookies";
import { SERVED_ANSWERS_ID, type ServedAnswers } from "@brigade/contract/served-pages";
import type { Page } from "@playwright/test";
import { member as memberEs } from "../apps/web/src/i18n/locales/es/member";
import { member as memberFr } from "../apps/web/src/i18n/locales/fr/member";
import { expect, test } from "./fixtures";
import { csrf } from "./scheduling";
import { DEMO_PASSWORD, expectAccessible, signIn, watchConsole } from "./support";

// The server draws the member home with the member's own data (apps/server/src/plugins/served-pages.ts): a phone
// shows the real page before any of the app's script has run, and the app starts when the person first touches or
// types (apps/web/src/static-pages/served-page.ts), then answers what they did meanwhile.

const SAM = "staff@brigade.demo";

/** The app's scripts the page asked for (its own small script aside). */
function appScriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "script" && path.startsWith("/assets/") && !/\/after-first-paint/.test(path))
      scripts.push(path);
  });
  return scripts;
}

test("without any script, the member home is the member's own, drawn by the server; anyone else gets the frame", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "es-ES" });
  try {
    const login = await context.request.post("/api/auth/login", { data: { email: SAM, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    // No language saved on Sam's account (another spec may have saved one): the browser's decides.
    const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? "";
    const unsaved = await context.request.put("/api/auth/locale", {
      headers: { [CSRF_HEADER]: csrf },
      data: { locale: null },
    });
    expect(unsaved.ok()).toBe(true);
    const mine = (await (await context.request.get("/api/employee/my-shifts")).json()).payload as unknown[];
    expect(mine.length).toBeGreaterThan(0);

    const page = await context.newPage();
    const response = await page.goto("/employee-home");
    // Nobody's cache keeps it, and it is never shown to another person.
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers().vary).toContain("Cookie");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(`${memberEs.employeeHome.title} · Brigade`);
    // A page to read and find one's way in, as the app's: its heading, its landmarks, Sam's shifts.
    await expect(page.getByRole("heading", { name: memberEs.employeeHome.title, level: 1 })).toBeVisible();
    await expect(page.getByText("Hola, Sam")).toBeVisible();
    const schedule = page.getByRole("list", { name: memberEs.employeeHome.tabs.schedule });
    await expect(schedule.getByRole("listitem").first()).toBeVisible();
    await expect(page.locator("#frame")).not.toHaveAttribute("inert");

    // The answers it was drawn from ride along for the app, as data no browser runs, whatever they hold.
    const html = await (await context.request.get("/employee-home")).text();
    const data = new RegExp(`<script type="application/json" id="${SERVED_ANSWERS_ID}">(.*?)</script>`).exec(html);
    const served = JSON.parse(data?.[1] ?? "null") as ServedAnswers;
    expect(served.answers.map((answer) => answer.url)).toContain("/api/employee/my-shifts");
    expect(data?.[1]).not.toContain("<");

    // Another member gets their own page, with nothing of Sam's.
    const ava = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const avaLogin = await ava.request.post("/api/auth/login", {
      data: { email: "ava@brigade.demo", password: DEMO_PASSWORD },
    });
    expect(avaLogin.ok()).toBe(true);
    const avas = await ava.request.get("/employee-home");
    const avaHtml = await avas.text();
    expect(avaHtml).toContain("Hello, Ava");
    expect(avaHtml).not.toContain("Sam Staff");
    await ava.close();

    // Signed out, and on the tabs that hold forms, the page is its static frame, with no one's data, as before.
    for (const [path, cookies] of [
      ["/employee-home", false],
      ["/employee-home?tab=time_off", true],
    ] as const) {
      if (!cookies) await context.clearCookies();
      const frame = await (await context.request.get(path)).text();
      expect(frame).toContain('<div id="frame" inert aria-hidden="true">');
      expect(frame).not.toContain("Sam");
      expect(frame).not.toContain(`id="${SERVED_ANSWERS_ID}"`);
    }
  } finally {
    await context.close();
  }
});

test("the app starts on the first tap or key, and answers the tap made on the drawn page", async ({ page }) => {
  const errors = watchConsole(page);
  const appScripts = appScriptsOf(page);
  await signIn(page, SAM);
  await page.goto("/employee-home");
  await expect(page.locator("#frame[data-served]")).toBeVisible();
  await page.waitForLoadState("load");
  // Only read, the page needs none of the app's code; and it reads as the app's does.
  expect(appScripts).toEqual([]);
  await expectAccessible(page);
  expect(appScripts).toEqual([]);

  // The third "Offer swap" of the drawn page: the app starts, and offers that very shift.
  const offer = page.getByRole("button", { name: /^Offer swap: / }).nth(2);
  const shift = (await offer.getAttribute("aria-label"))?.replace(/^Offer swap: /, "") ?? "";
  await offer.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(shift.split(", ")[1] ?? "?");
  await expect(page.locator("#frame")).toHaveCount(0);
  expect(appScripts.length).toBeGreaterThan(0);
  await page.keyboard.press("Escape");

  // By keyboard: the first Tab lands on the skip link of the drawn page, then on the app's, where Enter works.
  await page.reload();
  await expect(page.locator("#frame[data-served]")).toBeVisible();
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(page.locator("#frame")).toHaveCount(0);
  await expect(skipLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeFocused();

  // A tab of the drawn page, tapped: the app shows it (and its data, read then).
  await page.reload();
  await page.getByRole("tab", { name: "Open shifts", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Open shifts", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("list", { name: "Open shifts" })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=open$/);

  // Sam's account speaks French, this browser English: the page comes in French, and the app starts in French, so
  // the tapped tab is found on its page too.
  const inFrench = await page.request.put("/api/auth/locale", { headers: await csrf(page), data: { locale: "fr" } });
  expect(inFrench.ok()).toBe(true);
  try {
    await page.goto("/employee-home");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const requests = page.getByRole("tab", { name: memberFr.employeeHome.tabs.requests, exact: true });
    await requests.click();
    await expect(requests).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#frame")).toHaveCount(0);
  } finally {
    await page.request.put("/api/auth/locale", { headers: await csrf(page), data: { locale: null } });
  }
  expect(errors).toEqual([]);
});
