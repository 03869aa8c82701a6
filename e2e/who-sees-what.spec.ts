import { expect, test } from "./fixtures";
import { logIn, signIn } from "./support";

test("the owner sees the business logo and name, and no Switch to Employee", async ({ page }) => {
  await logIn(page, "owner@brigade.demo");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("img", { name: /logo/i })).toBeVisible();
  await expect(banner.getByText("Brigade Demo Bistro")).toBeVisible();
  await expect(page.getByRole("button", { name: "Switch to Employee" })).toHaveCount(0);
});

test("a manager sees Switch to Employee, which leads to the employee home", async ({ page }) => {
  await logIn(page, "manager@brigade.demo");
  await page
    .getByRole("button", { name: "Switch to Employee" })
    .or(page.getByRole("link", { name: "Switch to Employee" }))
    .click();
  await expect(page).toHaveURL(/\/employee-home/);
});

test("a team member never sees manager screens", async ({ page }) => {
  await logIn(page, "staff@brigade.demo");
  await expect(page).toHaveURL(/\/employee-home/);
  for (const path of ["/locations", "/create-team-member", "/team-member-record", "/business-profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/employee-home/);
  }
  const api = await page.request.get("/api/employee/team-member");
  expect(api.status()).toBe(403);
});

test("a signed-out visitor is sent to log in, then back to the page asked for", async ({ page }) => {
  // Searched: other specs add team members to the demo business, which can page Ava out of sight.
  await page.goto("/team-member-record?search=Ava%20Chen");
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email", { exact: true }).fill("owner@brigade.demo");
  await page.getByLabel("Password", { exact: true }).fill("brigade-demo");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/team-member-record/);
  await expect(page.getByRole("row", { name: /Ava Chen/ })).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill("owner@brigade.demo");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
});

test("the login page downloads no other screen's code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  const screens = scripts.filter((u) => !/login-page/.test(u)).filter((u) => /(-page-|calendar)/.test(u));
  expect(screens).toEqual([]);
});

test("a signed-in user who opens the login page goes to their home page instead", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard/);
});
