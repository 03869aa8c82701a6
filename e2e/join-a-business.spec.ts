import { JOIN_CODE_LENGTH, JOIN_CODE_MESSAGES } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { choose, expectAccessible, logOut, signIn, uniqueEmail, watchConsole } from "./support";

// The demo business's join code (apps/server/src/seed/demo-data.ts).
const DEMO_JOIN_CODE = "DEMXBRGD2626";
const PASSWORD = "joining-in-2026";

async function sendJoinRequest(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Send join request" }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.joinRequested })).toBeVisible();
}

async function tryLogIn(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a newcomer joins with the code, waits, is approved by the owner and logs in; another is rejected", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const run = Date.now() % 100_000;
  const approved = { name: `Ama Newcomer ${run}`, email: uniqueEmail("ama") };
  const declined = { name: `Bo Declined ${run}`, email: uniqueEmail("bo") };

  // The shared link fills in the code.
  await page.goto(`/join?code=${DEMO_JOIN_CODE}`);
  await expect(page.getByLabel("Join code")).toHaveValue(DEMO_JOIN_CODE);
  await page.getByRole("button", { name: "Send join request" }).click();
  await expect(page.getByText("The name field is required.")).toBeVisible();
  await sendJoinRequest(page, approved.name, approved.email);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to log in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Not approved yet: the login says so.
  await tryLogIn(page, approved.email);
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.accountPending);
  await expect(page).toHaveURL(/\/login$/);

  // A second person finds the join page from the login page and types the code.
  await page.getByRole("link", { name: "join your team" }).click();
  await expect(page).toHaveURL(/\/join$/);
  await page.getByLabel("Join code").fill(DEMO_JOIN_CODE.toLowerCase());
  await sendJoinRequest(page, declined.name, declined.email);

  // The owner decides.
  await signIn(page, "owner@brigade.demo");
  await page.goto("/team-member-requests");
  await expect(page.getByRole("heading", { name: "Join Requests", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(declined.name) })).toBeVisible();
  await page.getByRole("button", { name: `Approve ${approved.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Approve join request" });
  await expect(dialog).toContainText(approved.name);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog.getByText(MESSAGES.areaRolesRequired)).toBeVisible();
  await expectAccessible(page);
  await choose(page, "Area roles", "Line", "Line Cook (Kitchen, Downtown)");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await choose(page, "Availability", "PartTime", "PartTime");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(MESSAGES.joinRequestApproved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(approved.name) })).toHaveCount(0);

  await page.getByRole("button", { name: `Reject ${declined.name}` }).click();
  await page.getByRole("dialog", { name: "Reject join request" }).getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText(MESSAGES.joinRequestRejected)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(declined.name) })).toHaveCount(0);

  // The approved member is on the team with the chosen role and availability.
  await page.goto(`/team-member-record?search=${encodeURIComponent(approved.name)}`);
  await expect(page.getByRole("row", { name: new RegExp(approved.name) })).toContainText("PartTime");
  await logOut(page);

  await tryLogIn(page, approved.email);
  await expect(page).toHaveURL(/\/employee-home$/);
  await logOut(page);

  await tryLogIn(page, declined.email);
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.accountRejected);
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test("the owner's business profile shows the join code and a link to copy", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "owner@brigade.demo");
  await page.goto("/business-profile");
  const link = `${baseURL}/join?code=${DEMO_JOIN_CODE}`;
  await expect(page.getByRole("textbox", { name: "Join code" })).toHaveValue(DEMO_JOIN_CODE);
  await expect(page.getByRole("textbox", { name: "Join link" })).toHaveValue(link);
  await page.getByRole("button", { name: "Copy join link" }).click();
  await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("the owner makes a new join code: the old code stops working, the new one works", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  // A business of its own: the demo's code is used by the other journeys.
  const registered = await page.request.post("/api/auth/register", {
    data: {
      business_name: `Code Café ${Date.now()}`,
      name: "Cora Owner",
      email: uniqueEmail("cora"),
      password: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto("/business-profile");
  const codeField = page.getByRole("textbox", { name: "Join code" });
  await expect(codeField).toHaveValue(/\S+/);
  const oldCode = await codeField.inputValue();

  await page.getByRole("button", { name: "New join code" }).click();
  const confirm = page.getByRole("dialog", { name: "Make a new join code?" });
  await expect(confirm.getByText("The old code and link stop working.")).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "New join code" }).click();
  // The dialog's own "New join code" stays in the page while it fades out: wait for it to go.
  await expect(confirm).toBeHidden();
  await expect(page.getByText(JOIN_CODE_MESSAGES.regenerated)).toBeVisible();
  await expect(codeField).not.toHaveValue(oldCode);
  await expect(codeField).toHaveValue(new RegExp(`^[A-Z0-9]{${JOIN_CODE_LENGTH}}$`));
  const newCode = await codeField.inputValue();
  await expect(page.getByRole("textbox", { name: "Join link" })).toHaveValue(`${baseURL}/join?code=${newCode}`);
  await expect(page.getByRole("button", { name: "New join code" })).toBeFocused();

  // Someone holding the old code is turned away; the new one lets them ask to join.
  const visitor = await playwright.request.newContext({ baseURL });
  const ask = (join_code: string) =>
    visitor.post("/api/auth/join", {
      data: { join_code, name: "Nia Newcomer", email: uniqueEmail("nia"), password: PASSWORD },
    });
  const refused = await ask(oldCode);
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect((await refused.json()).message).toBe(MESSAGES.joinCodeInvalid);
  expect((await ask(newCode)).status()).toBe(201);
  await visitor.dispose();
  expect(errors).toEqual([]);
});

test("a manager finds Join Requests next to Team Members; a team member cannot open it", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  await page.goto("/team-member-record");
  await expect(page.getByRole("heading", { name: "Team Members", level: 1 })).toBeVisible();
  // On a phone the navigation sits behind the menu button.
  if (test.info().project.name === "phone") await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("link", { name: "Join Requests" }).click();
  await expect(page).toHaveURL(/\/team-member-requests$/);
  await expect(page.getByRole("row", { name: /Kofi Mensah/ })).toBeVisible();
  await logOut(page);

  await signIn(page, "staff@brigade.demo");
  await page.goto("/team-member-requests");
  await expect(page).toHaveURL(/\/employee-home$/);
});
