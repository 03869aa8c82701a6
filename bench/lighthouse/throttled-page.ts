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
