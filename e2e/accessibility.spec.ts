import { expect, test, waitForReads } from "./fixtures";
import { expectAccessible, logIn, signIn } from "./support";

// Every page, as the person who uses it sees it, checked with axe-core at this project's width.
test("public pages", async ({ page }) => {
  for (const path of ["/login", "/register", "/join?code=DEMXBRGD2626"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expectAccessible(page);
  }
});

test("owner pages", async ({ page }) => {
  // A dozen pages, each with a full axe run: more than one page's worth of the default time.
  test.setTimeout(180_000);
  await signIn(page, "owner@brigade.demo");
  const pages: [string, string][] = [
    ["/dashboard", "Dashboard"],
    ["/locations", "Locations"],
    ["/create-location", "Create Location"],
    ["/workarea/create", "Work Areas & Roles"],
    ["/create-team-member", "Create Team Member"],
    ["/team-member-record", "Team Members"],
    ["/team-member-requests", "Join Requests"],
    ["/shift-names", "Shift Names"],
    ["/business-profile", "Business Profile"],
    ["/account", "My Account"],
    ["/calendar", "Shifts Schedule"],
    ["/shifts", "Shifts"],
    ["/create-shift", "Create Shift"],
    ["/business-owner-shift-listing", "Shift Requests"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await waitForReads(page);
    await expectAccessible(page);
  }
});

test("team member pages", async ({ page }) => {
  await logIn(page, "staff@brigade.demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/employee-home");
  await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
  for (const section of ["My schedule", "Open shifts", "My requests"]) {
    await page.getByRole("tab", { name: section }).click();
    await waitForReads(page);
    await expectAccessible(page);
  }
});
