import { expect, test } from "@playwright/test";
import { expectAccessible, logIn } from "./support";

// Every page, as the person who uses it sees it, checked with axe-core at this project's width.
test("public pages", async ({ page }) => {
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await expectAccessible(page);
  }
});

test("owner pages", async ({ page }) => {
  await logIn(page, "owner@brigade.demo");
  const pages: [string, string][] = [
    ["/locations", "Locations"],
    ["/create-location", "Create Location"],
    ["/workarea/create", "Work Areas & Roles"],
    ["/create-team-member", "Create Team Member"],
    ["/team-member-record", "Team Members"],
    ["/shift-names", "Shift Names"],
    ["/business-profile", "Business Profile"],
    ["/account", "My Account"],
    ["/calendar", "Shifts Schedule"],
    ["/shifts", "Shifts"],
    ["/create-shift", "Create Shift"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  }
});

test("team member pages", async ({ page }) => {
  await logIn(page, "staff@brigade.demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
