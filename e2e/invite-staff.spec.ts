import { asAPerson, expect, test } from "./fixtures";
import { choose, expectAccessible, expectNoSidewaysScroll, signIn, uniqueEmail, watchConsole } from "./support";

// Staff invited by a link (issue 36). The demo server sends no e-mail, so the owner copies the link from the page;
// the newcomer opens it in their own browser, chooses a password and lands on their home, signed in. Also at 390 px
// (playwright.config.ts): the link is most often opened on a phone.

test("the owner invites someone, who opens the link, sets a password and lands on their home", async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail("invited");
  const name = `Ines Invited ${Date.now() % 100_000}`;

  await signIn(page, "owner@brigade.demo");
  await page.goto("/invite-staff");
  await expect(page.getByRole("heading", { name: "Invite Staff", level: 1 })).toBeVisible();
  await expect(page.getByText("This Brigade server does not send e-mail")).toBeVisible();
  // Newcomers may also use the join link, and wait for approval.
  await expect(page.getByRole("textbox", { name: "Join link" })).toHaveValue(`${baseURL}/join?code=DEMXBRGD2626`);

  await page.getByRole("button", { name: "Create invitation links" }).click();
  await expect(page.getByText("The email field is required.")).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await choose(page, "Positions", "Line", "Line Cook (Kitchen, Downtown)");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Create invitation links" }).click();

  await expect(page.getByRole("heading", { name: "1 invitation ready" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "E-mail is off on this server" })).toBeVisible();
  const linkField = page.getByRole("textbox", { name: `Invitation link for ${name} (${email})` });
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/invite\/[\w-]{40,}$/);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Team member");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The newcomer, in a browser of their own (the same kind of device as the owner's in this project).
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const theirs = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  try {
    const newcomer = asAPerson(await theirs.newPage());
    await newcomer.goto(new URL(link).pathname);
    await expect(newcomer.getByRole("heading", { name: "Join Brigade Demo Bistro" })).toBeVisible();
    await expect(newcomer.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
    await expect(newcomer.getByLabel("Your name")).toHaveValue(name);
    await expectNoSidewaysScroll(newcomer);
    await expectAccessible(newcomer);
    await newcomer.getByLabel("Choose a password").fill("my-own-password");
    await newcomer.getByRole("button", { name: "Join the team" }).click();
    await expect(newcomer).toHaveURL(/\/employee-home$/);
    await expect(newcomer.getByRole("button", { name: `Account menu for ${name}` })).toBeVisible();

    // Used once: the same link now says so, and offers to log in.
    await newcomer.goto(new URL(link).pathname);
    await expect(newcomer.getByRole("alert")).toHaveText("This invitation is not valid or has expired.");
    await expect(newcomer.getByRole("link", { name: "Go to log in" })).toBeVisible();
  } finally {
    await theirs.close();
  }

  // Accepted, it no longer waits. Another invitation is withdrawn, after a confirmation.
  await page.getByRole("button", { name: "Invite more people" }).click();
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  const other = uniqueEmail("withdrawn");
  await page.getByLabel("E-mail", { exact: true }).fill(other);
  await page.getByRole("button", { name: "Create invitation links" }).click();
  await expect(page.getByRole("heading", { name: "1 invitation ready" })).toBeFocused();
  await page.getByRole("button", { name: `Withdraw the invitation of ${other}` }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw this invitation?" });
  await expect(dialog).toContainText(other);
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Invitation withdrawn.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: other })).toHaveCount(0);
  expect(errors).toEqual([]);
});
