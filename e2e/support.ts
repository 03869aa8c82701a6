import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import axe from "axe-core";

export const DEMO_PASSWORD = "brigade-demo";

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.test`;

/**
 * Signs in as the login form does (POST /api/auth/login sets the session and CSRF cookies in the page's context),
 * without loading a page: the test then goes straight to the page under test. The specs of the login form fill it
 * in themselves.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.ok(), `log in as ${email}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** Signs in (signIn), then opens the start page, which leads to the user's home. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signIn(page, email, password);
  await page.goto("/");
  // The first page of a fresh browser context loads the whole app cold (and installs its service worker): on a
  // busy two-core machine that took more than the usual 10 s in a few of 240 runs.
  await expect(page).not.toHaveURL(/\/login|\/$/, { timeout: 30_000 });
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Picks an option of a Mantine Select or MultiSelect, typing to search where it can. */
export async function choose(
  page: Page,
  label: string | RegExp,
  search: string,
  option: string | RegExp,
): Promise<void> {
  // Only an input can be the field: while the page loads, a bare getByLabel can match a heading or a button.
  const field = page.locator("input").and(page.getByLabel(label));
  const input = page.getByRole("textbox", { name: label }).or(field).first();
  await expect(input).toBeEnabled();
  const choice = page.getByRole("option", { name: option }).first();
  // A list that re-renders as its data arrives can close the dropdown just opened, and a notification sliding in can
  // cover the option (and, hovered by the click, stay): open it again and click again until the option is taken.
  let attempt = 0;
  await expect(async () => {
    // A notification under the pointer waits to close until the pointer leaves it.
    if (attempt++ > 0) await page.mouse.move(0, 0);
    if (!(await choice.isVisible())) {
      await input.click();
      // A searchable select takes the search text; a plain one just opens its list.
      if (await input.isEditable()) await input.fill(search);
    }
    await expect(choice).toBeVisible({ timeout: 3000 });
    await choice.click({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

const IMPACT_RANK = { minor: 1, moderate: 2, serious: 3, critical: 4 } as Record<string, number> & { serious: number };

/**
 * The axe rules that can never report a serious or critical violation: a rule's violation takes the highest impact of
 * its failing checks, and every check of these is at most moderate (region, the landmark and heading rules, ...).
 * expectAccessible keeps only serious and critical violations, so running them was work for nothing (region alone
 * took 120-150 ms of a 750-870 ms scan of the calendar). Read from axe-core's own metadata, so an upgrade that makes
 * one of them serious runs it again.
 */
const RULES_BELOW_SERIOUS: string[] = (() => {
  const audit = (
    axe as unknown as {
      _audit?: {
        rules: { id: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
        data: { checks: Record<string, { impact?: string }> };
      };
    }
  )._audit;
  if (!audit) throw new Error("axe-core's rule metadata (_audit) is not where support.ts reads it");
  const impactOf = (check: unknown) =>
    IMPACT_RANK[audit.data.checks[typeof check === "string" ? check : (check as { id: string }).id]?.impact ?? ""] ??
    // A check without a known impact might be serious: its rule runs.
    4;
  return audit.rules
    .filter((rule) => Math.max(...[...rule.any, ...rule.all, ...rule.none].map(impactOf)) < IMPACT_RANK.serious)
    .map((rule) => rule.id);
})();

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A notification fading in reads as low contrast half-way: let finite animations and transitions end first
  // (endless ones, such as the blinking request icon, are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only the violations are wanted: axe then skips gathering every node that passed (seconds on a month calendar).
  // Legacy mode runs axe in the page itself: the default opens a blank page, injects axe there again and hands it
  // every frame's partial results, four times the scan's own cost (6.4 s against 1.7 s on the dashboard). The app
  // has no cross-origin frames, the one thing only the default mode reaches.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .disableRules(RULES_BELOW_SERIOUS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Fails the test when the page raised an error or logged one to the console. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (
      m.type() === "error" &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())
    ) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return errors;
}

/** On a phone the filters sit behind a button (a drawer); on a desktop beside the page. */
export async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: "Filters", exact: true });
  const region = page.getByRole("region", { name: "Filters" });
  await expect(button.or(region).first()).toBeVisible();
  if (await button.isVisible()) await button.click();
  await expect(region).toBeVisible();
}

/** Opens the dialog of the page's button of that name (the button in view without scrolling); the dialog. */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole("button", { name, exact: true });
  await expect(button).toBeInViewport();
  await button.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Nothing on the page, nor in the dialog when one is given, scrolls sideways (a 390 px phone included). */
export async function expectNoSidewaysScroll(page: Page, dialog?: Locator): Promise<void> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wider).toBe(0);
  if (!dialog) return;
  const overflow = await dialog.evaluate((el) => {
    const content = el.closest(".mantine-Modal-content") ?? el;
    return content.scrollWidth - content.clientWidth;
  });
  expect(overflow).toBe(0);
}

/** Whether the page is a phone's (the app's 36em breakpoint), where the month calendar shows each day's count. */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1024) <= 576;

/**
 * A shift's event on `day` ("YYYY-MM-DD") of the month calendar shown. A phone's month shows each day's count
 * instead of its shifts: the count is tapped first, as a person would, and opens the day, where the event is.
 */
export async function eventOnDay(page: Page, day: string, name: string | RegExp): Promise<Locator> {
  const cell = page.locator(`[role="cell"][data-date="${day}"]`);
  if (onPhone(page)) {
    await cell.locator(".brigade-day-overflow").click();
    await expect(page).toHaveURL(/view=timeGridDay/);
  }
  return cell.getByText(name).first();
}

/**
 * A region of the page (by its exact name) scrolled into view, as a person scrolls to it: the parts low on a long
 * page (the dashboard's panels and calendar) are made and read once seen.
 */
export async function seen(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole("region", { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/**
 * A time field's written time, as its parts show it: "06:30 PM" in English, "18:30" in Spanish and French (no AM/PM
 * part). `hours` is the field's first part, which its label names (getByLabel(label, { exact: true })).
 */
async function shownTime(hours: Locator): Promise<string> {
  const group = hours.locator("xpath=..");
  const [h, m] = await group
    .getByRole("spinbutton")
    .evaluateAll((parts) => parts.map((p) => (p as HTMLInputElement).value));
  const amPm = group.locator("select");
  const suffix = (await amPm.count()) > 0 ? ` ${await amPm.inputValue()}` : "";
  return `${h}:${m}${suffix}`;
}

/** Waits until a time field shows a time ("06:30 PM", "18:30"). */
export async function expectTime(hours: Locator, shown: string): Promise<void> {
  await expect.poll(() => shownTime(hours)).toBe(shown);
}

/**
 * Types a time ("18:30", 24-hour) as a user does: into its hours, which move on to the minutes and, in English, to
 * AM/PM (A or P).
 */
export async function typeTime(hours: Locator, time: string): Promise<void> {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const twelveHour = (await hours.locator("xpath=..").locator("select").count()) > 0;
  const pad = (n: number) => String(n).padStart(2, "0");
  await hours.click();
  const typed = twelveHour ? `${pad(h % 12 === 0 ? 12 : h % 12)}${pad(m)}${h < 12 ? "A" : "P"}` : `${pad(h)}${pad(m)}`;
  await hours.page().keyboard.type(typed);
}
