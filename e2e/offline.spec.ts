import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, logIn, logOut, onPhone, watchConsole } from "./support";

// Brigade on a phone: installable (manifest, icons, service worker), and a team member's schedule opens
// offline once it was loaded, read only, until they log out. Reads only: the shared demo data stays as it is.

// The app's own service worker runs here (the other specs block it, playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const NOTICE =
  /^You are offline\. Showing your schedule as last updated at (?:\w{3}, \w{3} \d{1,2}, )?\d{1,2}:\d{2}\s[AP]M\.$/;
const NEEDS_CONNECTION = "You are offline: this needs a connection.";

type Manifest = {
  name: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  [key: string]: unknown;
};

/** The state of the page's service worker registration's active worker ("activated" once it serves). */
const workerState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null);

test("Brigade installs: a web manifest with its icons, and an active service worker", async ({ page, request }) => {
  await page.goto("/login");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const answer = await request.get("/manifest.webmanifest");
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: "Brigade",
    short_name: "Brigade",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
  });
  expect(manifest.description).toEqual(expect.any(String));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color as string);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  for (const src of [...manifest.icons.map((i) => i.src), appleIcon ?? "(no apple-touch-icon)"]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"], src).toBe("image/png");
  }

  await expect.poll(() => workerState(page)).toBe("activated");

  // Installed, the login page is still the page itself (apps/web/src/static-pages/login.ts), not the app's
  // index.html: from the network, and offline from the worker's cache, where it says it cannot reach the server.
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await page.getByLabel("Email", { exact: true }).fill("staff@brigade.demo");
  await page.getByLabel("Password", { exact: true }).fill("brigade-demo");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Could not reach the server. Check your connection and try again.");
  await page.context().setOffline(false);
  const pageScript = await page.locator("head script[src]").getAttribute("src");
  expect(scripts).toEqual([pageScript, pageScript]);
});

test("a team member's schedule opens offline, read only, and not after they log out", async ({ page, context }) => {
  const errors = watchConsole(page);
  await logIn(page, "staff@brigade.demo");
  await expect(page).toHaveURL(/\/employee-home$/);
  const schedule = page.getByRole("list", { name: "My schedule" });
  await expect(schedule.getByRole("listitem").first()).toBeVisible();
  // The first visit's reads ran before the worker took over; the page reads them again through it. Wait for
  // the schedule and the calendar link to be in its cache (what "opened the home page once" means), the link
  // even when its read was still on its way as the worker took over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Opened again, the home comes drawn by the server, past the worker: the answers it was drawn from are what the
  // worker keeps for offline (apps/web/src/static-pages/served-page.ts), as the app's own reads would be.
  await page.evaluate(() => caches.delete("brigade-api"));
  await page.goto("/employee-home");
  await expect(page.locator("#frame[data-served]")).toBeVisible();
  await page.waitForFunction(async () => {
    const cached = (path: string) => caches.match(path, { cacheName: "brigade-api" });
    return (
      (await cached("/api/employee/my-shifts")) !== undefined && (await cached("/api/calendar/feed")) !== undefined
    );
  });
  const shown = await schedule.getByRole("listitem").allTextContents();
  const replaceLink = page.getByRole("button", { name: "Replace link" });
  await expect(replaceLink).toBeEnabled();
  expect(errors).toEqual([]);

  // Offline, the page opens again from the worker, with the schedule as it was and a notice saying so.
  await context.setOffline(true);
  await page.reload();
  const notice = page.getByText(NOTICE);
  await expect(notice).toBeVisible();
  await expect(schedule.getByRole("listitem")).toHaveText(shown);
  // What needs the server is disabled, and says why.
  const offlineGroup = page.getByRole("group", { name: NEEDS_CONNECTION });
  await expect(offlineGroup).toBeVisible();
  await expect(offlineGroup.getByRole("button", { name: "Replace link" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("tab", { name: /Open shifts/ }).click();
  const pickUp = page.getByRole("list", { name: "Open shifts" }).getByRole("button", { name: "Pick up" }).first();
  await expect(offlineGroup.getByRole("list", { name: "Open shifts" })).toBeVisible();
  await expect(pickUp).toBeDisabled();
  // Really offline, for the worker too: a read this page never made is not there.
  const unseen = await page.evaluate(() =>
    fetch("/api/employee/time-off?never-read=1").then(
      (r) => r.status,
      () => "failed",
    ),
  );
  expect(unseen).toBe("failed");

  // Back online, the notice goes and the actions come back.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(pickUp).toBeEnabled();
  await expect(page.getByRole("group", { name: NEEDS_CONNECTION })).toHaveCount(0);

  // The calendar too: opened once, it opens offline with the period as last loaded, and says so.
  await page.getByRole("main").getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/employee-calendar$/);
  // The month's days, with the shifts drawn in them (on a phone, each day's count of shifts).
  const days = page.getByRole("table", { name: /^\w+ \d{4}$/ }).getByRole("cell");
  await expect(days.filter({ hasText: onPhone(page) ? /\d+ shifts?/ : "Vacant Shift" }).first()).toBeVisible();
  await page.waitForFunction(async () => {
    const cache = await caches.open("brigade-api");
    return (await cache.keys()).some((request) => new URL(request.url).pathname === "/api/shift/calendar");
  });
  const daysShown = await days.allTextContents();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(days).toHaveText(daysShown);
  await context.setOffline(false);
  await expect(page.getByText(NOTICE)).toBeHidden();

  // Logging out forgets the cached schedule: offline, the home no longer opens with it.
  await logOut(page);
  await context.setOffline(true);
  await page.goto("/employee-home");
  await expect(page.getByText("Could not load your account")).toBeVisible();
  await expect(page.getByRole("list", { name: "My schedule" })).toHaveCount(0);
  await context.setOffline(false);
});
