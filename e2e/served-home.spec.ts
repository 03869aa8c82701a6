import type { Page } from "@playwright/test";
import { member as memberFr } from "../apps/web/src/i18n/locales/fr/member";
import { expect, test } from "./fixtures";
import { csrf } from "./scheduling";
import { expectAccessible, signIn, watchConsole } from "./support";

// The server draws the member home with the member's own data (apps/server/src/plugins/served-pages.ts): a phone
// shows the real page before any of the app's script has run, and the app starts when the person first touches or
// types (apps/web/src/static-pages/served-page.ts), then answers what they did meanwhile. What the server draws
// for whom (their own shifts, their language, private headers, the frame when signed out or when drawing fails) is
// proven in the API tests (apps/server/src/plugins/served-pages*.test.ts); here, what only a browser shows. On the
// phone, which this page is for (playwright.config.ts).

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

  // A tab of the drawn page, pressed, and let go only once the app is there (a slow finger, a fast app): the press
  // holds the drawn page, so its tap is not lost, and the app shows the tab (and its data, read then).
  await page.reload();
  const openTab = page.getByRole("tab", { name: "Open shifts", exact: true });
  const box = await openTab.boundingBox();
  if (!box) throw new Error("the drawn page has no Open shifts tab on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction(() => document.querySelector("#root [role=tab]") !== null);
  await expect(page.locator("#frame")).toHaveCount(1);
  await page.mouse.up();
  await expect(openTab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#frame")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Open shifts" })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=open$/);

  // The page's script is async: from the browser's cache it can run before the drawn page is parsed (CI,
  // 2026-12-05: it then started the app at once, and a tap made meanwhile was lost). Made to run then, here.
  await page.route("**/employee-home", async (route) => {
    const drawn = await route.fetch();
    const body = (await drawn.text()).replace(/(<script src="[^"]*after-first-paint[^"]*") async/, "$1");
    await route.fulfill({ response: drawn, body });
  });
  await page.goto("/employee-home");
  await expect(page.locator("#frame[data-served]")).toBeVisible();
  const swapsTab = page.getByRole("tab", { name: "Swaps", exact: true });
  await swapsTab.click();
  await expect(page.locator("#frame")).toHaveCount(0);
  await expect(swapsTab).toHaveAttribute("aria-selected", "true");
  await page.unroute("**/employee-home");

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
