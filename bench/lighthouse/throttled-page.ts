// A page as a mid-range phone runs it (Lighthouse's 4x CPU slowdown, its mobile width), signed in as the demo
// team member unless the path is /login, with the DevTools session to watch it: profile.ts and tasks.ts.
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import type { DemoServer } from "./server";

export type ThrottledPage = { browser: Browser; page: Page; cdp: CDPSession };

export async function throttledPage(server: DemoServer, path: string): Promise<ThrottledPage> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  if (path !== "/login") {
    const login = await context.request.post(`${server.base}/api/auth/login`, {
      data: { email: "staff@brigade.demo", password: "brigade-demo" },
    });
    if (!login.ok()) throw new Error(`log in: HTTP ${login.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { browser, page, cdp };
}

/** How long the page is watched after the app has drawn itself: the work that follows the first draw counts too. */
const AFTER_DRAWN_MS = 3000;

/**
 * Opens a page and waits until it works: the app has replaced its static frame (#frame goes when React first
 * draws), or the page's own script has made the frame live (the login page, apps/web/src/static-pages), then a
 * little longer: network idle alone came before React's first render, which left its work out of the figures.
 */
export async function loadUntilDrawn(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("#frame[inert]", { state: "detached", timeout: 60_000 });
  await page.waitForTimeout(AFTER_DRAWN_MS);
}
