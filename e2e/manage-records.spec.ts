import { Buffer } from "node:buffer";
import { expect, test } from "./fixtures";
import { logIn, signIn } from "./support";

// A 1x1 PNG: the server checks an upload's first bytes, so the test sends a real image.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("deleting a location still in use asks first, then shows the server's refusal", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/locations");
  await page.getByRole("button", { name: "Delete Downtown" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("This location still has work areas or shifts. Remove them first.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Downtown/ })).toBeVisible();
});

test("cancelling a confirmation changes nothing", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  // Searched: other specs add team members to the demo business, which can page Ava out of sight.
  await page.goto("/team-member-record?search=Ava%20Chen");
  await page.getByRole("button", { name: "Deactivate Ava Chen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: /Ava Chen/ })).not.toContainText(/inactive/i);
});

test("the owner uploads a logo and the header shows it", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/business-profile");
  await page.getByLabel("Logo image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1X1 });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("Logo uploaded successfully.")).toBeVisible();
  const headerLogo = page.getByRole("banner").getByRole("img", { name: /logo/i });
  await expect(headerLogo).toHaveAttribute("src", /\/uploads\/logos\//);
  const served = await page.request.get((await headerLogo.getAttribute("src")) as string);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PNG_1X1)).toBe(true);
});

test("a deactivated member is logged out and cannot log in until activated again", async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, "diego@brigade.demo");

  await signIn(page, "owner@brigade.demo");
  await page.goto("/team-member-record?search=Diego%20Alvarez");
  await page.getByRole("button", { name: "Deactivate Diego Alvarez" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Team member deactivated successfully.")).toBeVisible();

  await member.goto("/account");
  await expect(member).toHaveURL(/\/login/);
  await member.getByLabel("Email", { exact: true }).fill("diego@brigade.demo");
  await member.getByLabel("Password", { exact: true }).fill("brigade-demo");
  await member.getByRole("button", { name: "Log in" }).click();
  await expect(member.getByText("Your account is not active. Please contact your manager.")).toBeVisible();

  await page.getByRole("button", { name: "Activate Diego Alvarez" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Team member activated successfully.")).toBeVisible();
  await logIn(member, "diego@brigade.demo");
  await memberContext.close();
});
