import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { choose, expectAccessible, uniqueEmail, watchConsole } from "./support";

const checklist = (page: Page) => page.getByRole("dialog", { name: "Getting started" });

async function openChecklist(page: Page, percent: string) {
  await page.getByRole("button", { name: "Getting started" }).click();
  await expect(checklist(page).getByText("Hello, Gina Owner")).toBeVisible();
  await expect(checklist(page).getByText(percent, { exact: true })).toBeVisible();
}

// Ticking an item leads to its page and closes the checklist, so the box is clicked rather than check()ed:
// check() reads the box again after its click, and waits for ever when the checklist has closed by then (or
// a failed update has unticked it). Whether it stayed ticked is read when the checklist is opened again.
async function tick(page: Page, label: string, route: RegExp) {
  await checklist(page).getByRole("checkbox", { name: label }).click();
  await expect(page).toHaveURL(route);
  await expect(checklist(page)).toBeHidden();
}

// A new owner works through the checklist: ticking items, and one item ticking itself once it is done.
test("the getting-started checklist goes from 0% to 100%", async ({ page }) => {
  const errors = watchConsole(page);
  const stamp = Date.now().toString(36);
  await page.goto("/register");
  await page.getByLabel("Business name").fill(`Guide Kitchen ${stamp}`);
  await page.getByLabel("Your name").fill("Gina Owner");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("guide-owner"));
  await page.getByLabel("Password", { exact: true }).fill("a-long-password");
  await page.getByRole("button", { name: /register/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await openChecklist(page, "0%");
  for (const label of ["CREATE SHIFT", "ADD WORK AREA AND ROLE", "ADD STAFF", "ADD MANAGER", "ADD LOCATION"]) {
    await expect(checklist(page).getByRole("checkbox", { name: label })).not.toBeChecked();
  }
  await expectAccessible(page);

  await tick(page, "ADD LOCATION", /\/create-location$/);
  await openChecklist(page, "20%");
  const location = checklist(page).getByRole("checkbox", { name: "ADD LOCATION" });
  await expect(location).toBeChecked();
  await expect(location).toBeDisabled();
  await page.keyboard.press("Escape");

  // Creating a location, then a work area with a role, ticks ADD WORK AREA AND ROLE by itself.
  const locationName = `Quayside ${stamp}`;
  await page.getByLabel("Location name").fill(locationName);
  await choose(page, "Time zone", "London", /Europe\/London/);
  await page.getByRole("button", { name: /create location/i }).click();
  await expect(page.getByText("Location created successfully.")).toBeVisible();
  await page.goto("/workarea/create");
  await choose(page, "Location", locationName.slice(0, 6), locationName);
  await page.getByLabel("Work area name").fill("Bar");
  await page.getByRole("button", { name: /add work area/i }).click();
  await expect(page.getByText("Work area created successfully.")).toBeVisible();
  await choose(page, "Work area", "Bar", "Bar");
  await page.getByLabel("Role name").fill("Bartender");
  await page.getByRole("button", { name: /add role/i }).click();
  await expect(page.getByText("Role created successfully.")).toBeVisible();
  await openChecklist(page, "40%");
  await expect(checklist(page).getByRole("checkbox", { name: "ADD WORK AREA AND ROLE" })).toBeDisabled();

  await tick(page, "CREATE SHIFT", /\/create-shift$/);
  await openChecklist(page, "60%");
  // A failed update still navigates, and the item is back to unticked.
  await page.route("**/api/guides/update", (route) =>
    route.fulfill({ status: 409, json: { message: "Not possible right now." } }),
  );
  await tick(page, "ADD STAFF", /\/create-team-member$/);
  await page.unroute("**/api/guides/update");
  await openChecklist(page, "60%");
  await expect(checklist(page).getByRole("checkbox", { name: "ADD STAFF" })).not.toBeChecked();
  await tick(page, "ADD STAFF", /\/create-team-member$/);
  await openChecklist(page, "80%");
  await tick(page, "ADD MANAGER", /\/create-team-member$/);
  await openChecklist(page, "100%");
  for (const label of ["CREATE SHIFT", "ADD WORK AREA AND ROLE", "ADD STAFF", "ADD MANAGER", "ADD LOCATION"]) {
    await expect(checklist(page).getByRole("checkbox", { name: label })).toBeChecked();
  }
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
