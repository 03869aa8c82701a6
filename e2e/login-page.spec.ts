import { MESSAGES } from "@brigade/contract/messages";
import type { Page } from "@playwright/test";
import { auth as authFr } from "../apps/web/src/i18n/locales/fr/auth";
import { common as commonFr } from "../apps/web/src/i18n/locales/fr/common";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, expectAccessible, watchConsole } from "./support";

// The login page works without the app (apps/web/src/static-pages/login.ts): its HTML and a small script of its
// own sign a person in, so a phone downloads and starts none of the app's code before it has to.

/** Every script the page asks for. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The page's own script, as its HTML names it. */
const pageScript = (page: Page) => page.locator("head script[src]").getAttribute("src");

test("a wrong or missing entry is said under its field or above the form; the app loads only once signed in", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const scripts = scriptsOf(page);
  // A return address outside the app is ignored: signed in, the person lands on their home.
  await page.goto("/login?next=//evil.example/phish");
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  const submit = page.getByRole("button", { name: "Log in", exact: true });

  await submit.click();
  // The contract's rules, said by the server in the page's language, under each field; the first wrong one focused.
  await expect(page.getByText("The email field is required.")).toBeVisible();
  await expect(page.getByText("The password field is required.")).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Corrected, a field loses its error and keeps what was typed.
  await email.fill("owner@brigade.demo");
  await password.fill("not-the-password");
  // The button says it is busy until the server answers.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/auth/login", async (route) => {
    await held;
    await route.continue();
  });
  await password.press("Enter");
  await expect(submit).toBeDisabled();
  answer();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.invalidCredentials);
  await expect(page.getByText("The email field is required.")).toHaveCount(0);
  await expect(page.getByText("The password field is required.")).toHaveCount(0);
  await expect(email).toHaveValue("owner@brigade.demo");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(password).toBeFocused();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  expect(errors).toEqual([]);

  // The server out of reach (the browser reports the failed request in the console).
  await page.unroute("**/api/auth/login");
  await page.context().setOffline(true);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Could not reach the server. Check your connection and try again.");
  await page.context().setOffline(false);
  expect(scripts).toEqual([await pageScript(page)]);

  await email.fill("staff@brigade.demo");
  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/employee-home$/);
});

test.describe("in a browser set to French", () => {
  test.use({ locale: "fr-FR" });

  test("by keyboard alone: the eye shows the password, and signing in goes to the asked page", async ({ page }) => {
    const errors = watchConsole(page);
    const scripts = scriptsOf(page);
    await page.goto("/login?next=/shifts");
    await expect(page.getByRole("heading", { name: authFr.login.title, exact: true })).toBeVisible();
    const own = await pageScript(page);
    const password = page.getByLabel(authFr.fields.password, { exact: true });

    await page.keyboard.press("Tab");
    await expect(page.getByLabel(authFr.fields.email, { exact: true })).toBeFocused();
    await page.keyboard.type("manager@brigade.demo");
    await page.keyboard.press("Tab");
    await expect(password).toBeFocused();
    await page.keyboard.type("not-the-password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await expect(password).toBeFocused();

    // The eye (a pointer's: as in the app, Tab passes it by) shows the characters and leaves the focus in the field.
    const eye = page.getByRole("button", { name: commonFr.password.toggle });
    await eye.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(eye).toHaveAttribute("aria-pressed", "true");
    await expect(password).toBeFocused();
    await eye.click();
    await expect(password).toHaveAttribute("type", "password");

    await password.fill(DEMO_PASSWORD);
    expect(scripts).toEqual([own]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shifts$/);
    expect(errors).toEqual([]);
  });
});
