import { member as memberEs } from "../apps/web/src/i18n/locales/es/member";
import { auth as authFr } from "../apps/web/src/i18n/locales/fr/auth";
import { expect, test } from "./fixtures";
import { signIn, watchConsole } from "./support";

// The login page and the employee home come with their static frame in the HTML (apps/web/src/app/frames): the
// page as it looks before its data, in the device's language, shown before any script has run; the app takes
// its place once it has drawn the page. (The employee home's first tab the server draws with the member's own
// data instead: e2e/served-home.spec.ts. Its other tabs, as here, come with the frame.)

/** A tab of the employee home the server does not draw (apps/server/src/plugins/served-pages.ts). */
const FRAMED_HOME = "/employee-home?tab=open";

const SAM = "staff@brigade.demo";
const PASSWORD = "brigade-demo";

test("before its scripts run, the employee home shows its frame, in the browser's language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "es-ES" });
  try {
    const login = await context.request.post("/api/auth/login", { data: { email: SAM, password: PASSWORD } });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(FRAMED_HOME);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(`${memberEs.employeeHome.title} · Brigade`);
    const frame = page.locator("#frame");
    await expect(frame.locator("h1")).toHaveText(memberEs.employeeHome.title);
    await expect(frame.getByText(memberEs.employeeHome.intro)).toBeVisible();
    await expect(frame.getByText(memberEs.employeeHome.tabs.open)).toBeVisible();
    // Nothing in it can be used before the app is there: it is inert, and hidden from screen readers.
    await expect(frame).toHaveAttribute("inert", "");
    await expect(frame).toHaveAttribute("aria-hidden", "true");
    // So what looks for a role (a screen reader, a test) finds the app's heading, not the frame's.
    await expect(page.getByRole("heading", { name: memberEs.employeeHome.title })).toHaveCount(0);
    // Nobody's data is in a page every member gets.
    await expect(frame).not.toContainText("Sam");
    await expect(frame).not.toContainText("Brigade Demo Bistro");
  } finally {
    await context.close();
  }
});

test("the app takes the frame's place once it has drawn the page", async ({ page }) => {
  const errors = watchConsole(page);
  const login = await page.request.post("/api/auth/login", { data: { email: SAM, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  await page.goto(FRAMED_HOME);
  await expect(page.getByText(/^Hello, Sam/)).toBeVisible();
  await expect(page.locator("#frame")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("tab", { name: "Open shifts", exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("a language picked on the login page is the language of the next page's frame", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  // The login page works without the app (apps/web/src/static-pages/login.ts): its frame is the page.
  await expect(page.locator("#frame")).not.toHaveAttribute("inert");
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption({ label: "Français" });
  await expect(page.getByRole("heading", { name: authFr.login.title, exact: true })).toBeVisible();

  // The page's HTML as the browser gets it on the next visit: the frame is already in French.
  const html = await (await page.request.get("/login", { headers: { "accept-language": "en-US" } })).text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(`>${authFr.login.title}</h1>`);
  await page.reload();
  await expect(page.getByRole("heading", { name: authFr.login.title, exact: true })).toBeVisible();
  await expect(page.locator("#frame")).not.toHaveAttribute("inert");
});

test("the first Tab lands on the skip link, pressed while the frame shows or once the app is there", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await signIn(page, SAM, PASSWORD);
  // The app's scripts wait until the test lets them go, so the frame is on screen for as long as it takes.
  let held: Promise<void> = Promise.resolve();
  let letGo = () => {};
  const hold = () => {
    held = new Promise<void>((done) => {
      letGo = done;
    });
  };
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.fallback();
  });
  for (let round = 1; round <= 2; round++) {
    await page.goto("about:blank");
    hold();
    const going = page.goto(FRAMED_HOME, { waitUntil: "commit" });
    await expect(page.locator("#frame h1")).toHaveText("My Schedule");
    await page.keyboard.press("Tab");
    // The frame's own skip link, before the inert frame: the only thing Tab can reach yet.
    await expect(page.locator("[data-frame-skip-link]")).toBeFocused();
    letGo();
    await going;
    await expect(page.locator("#frame")).toHaveCount(0);
    // The app took the frame's place, and the focus went to its skip link.
    await expect(skipLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeFocused();
  }
  await page.unroute("**/assets/*.js");

  // Once the app is there, on the page the start page leads to (a redirect, not a page change of the person's).
  for (const path of [FRAMED_HOME, "/"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(skipLink).toBeFocused();
  }
  expect(errors).toEqual([]);
});
