import { PASSWORD_RESET_MESSAGES as M } from "@brigade/contract/password-reset";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type MailWorld, mailsTo, startMailWorld } from "./mail-server";
import { expectAccessible, uniqueEmail, watchConsole } from "./support";

// "Forgot password?" from the login page to a new password: the link arrives at a real SMTP server (a Brigade
// server with e-mail on, started here), works once, and the login page then says the password was reset.

let world: MailWorld;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  world = await startMailWorld();
});
test.afterAll(async () => {
  await world?.stop();
});

const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test("a forgotten password is reset through the e-mailed link, once", async ({ page }) => {
  const errors = watchConsole(page);
  const email = uniqueEmail("forgetful");
  const register = await page.request.post(`${world.base}/api/auth/register`, {
    data: { business_name: "Forgetful Bistro", name: "Frida Forgetful", email, password: "old-password" },
  });
  expect(register.status()).toBe(201);
  await page.context().clearCookies(); // registering signed us in; this person is signed out

  await page.goto(`${world.base}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Email", { exact: true }).press("Enter");
  const sent = page.getByRole("status").filter({ hasText: "Check your e-mail" });
  await expect(sent).toContainText(M.linkSent);
  await expect(sent).toBeFocused();

  const [mail] = await mailsTo(world, email, 1);
  expect(mail?.subject).toBe("Reset your Brigade password");
  const link = /http:\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link.startsWith(`${world.base}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-passwort");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(M.confirmationMismatch)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Confirm new password", { exact: true }).fill("brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole("status").filter({ hasText: M.passwordReset });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("brand-new-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.context().clearCookies();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another-password");
  await page.getByLabel("Confirm new password", { exact: true }).fill("another-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: M.invalidLink })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new reset link" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("without e-mail, the login page offers no reset and the page says why", async ({ page }) => {
  const asked = page.waitForResponse((res) => res.url().endsWith("/api/auth/options"));
  await page.goto("/login");
  expect(await (await asked).json()).toEqual({ payload: { password_reset: false } });
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveCount(0);
  await page.goto("/forgot-password");
  await expect(page.getByRole("status").filter({ hasText: M.mailOff })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);
});
