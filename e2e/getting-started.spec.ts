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

  // The dashboard leads a new owner through the set-up, in the order it is done: the first step's button.
  const path = page.getByRole("region", { name: "Set up your restaurant" });
  await expect(path.getByRole("listitem")).toHaveCount(6);
  await expect(path.getByRole("link", { name: "Start: ADD LOCATION" })).toBeVisible();

  await openChecklist(page, "0%");
  // The checklist in the same order, with the publish step last.
  const boxes = checklist(page).getByRole("checkbox");
  const labels = ["ADD LOCATION", "ADD WORK AREA AND ROLE", "ADD STAFF", "ADD MANAGER", "CREATE SHIFT", "PUBLISH WEEK"];
  for (const [i, label] of labels.entries()) {
    await expect(boxes.nth(i)).toHaveAccessibleName(label);
    await expect(boxes.nth(i)).not.toBeChecked();
  }
  await expectAccessible(page);

  await tick(page, "ADD LOCATION", /\/create-location$/);
  await openChecklist(page, "17%");
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
  // Every page now says what comes next; the work areas page offers a restaurant's usual areas and roles.
  const bar = page.getByRole("region", { name: "Set-up" });
  await bar.getByRole("link", { name: "Next: ADD WORK AREA AND ROLE" }).click();
  await expect(page).toHaveURL(/\/workarea\/create$/);
  await expect(bar.getByText("Now: ADD WORK AREA AND ROLE")).toBeVisible();
  const starters = page.getByRole("region", { name: "Start with a restaurant's usual areas" });
  await starters.getByRole("checkbox", { name: "Host" }).uncheck();
  // The Dishwasher refused: what was made before it stays, and a toast says how far it got.
  await page.route("**/api/restaurant/area/role/store", (route) =>
    route.request().postDataJSON()?.name === "Dishwasher"
      ? route.fulfill({ status: 409, json: { message: "Not possible right now." } })
      : route.fallback(),
  );
  await starters.getByRole("button", { name: "Add the ticked areas and roles" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Added 3 of 7; the rest were not added: Not possible right now." }),
  ).toBeVisible();
  await page.unroute("**/api/restaurant/area/role/store");
  // Made: the areas list shows them, and the offer goes once the location has areas.
  await expect(starters).toHaveCount(0);
  await expect(page.getByText("Prep Cook", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Front of House", { exact: true })).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Next: ADD STAFF" })).toBeVisible();
  await openChecklist(page, "33%");
  await expect(checklist(page).getByRole("checkbox", { name: "ADD WORK AREA AND ROLE" })).toBeDisabled();

  await tick(page, "CREATE SHIFT", /\/create-shift$/);
  await openChecklist(page, "50%");
  // A failed update still navigates, and the item is back to unticked.
  await page.route("**/api/guides/update", (route) =>
    route.fulfill({ status: 409, json: { message: "Not possible right now." } }),
  );
  await tick(page, "ADD STAFF", /\/create-team-member$/);
  await page.unroute("**/api/guides/update");
  await openChecklist(page, "50%");
  await expect(checklist(page).getByRole("checkbox", { name: "ADD STAFF" })).not.toBeChecked();
  await tick(page, "ADD STAFF", /\/create-team-member$/);
  await openChecklist(page, "67%");
  await tick(page, "ADD MANAGER", /\/create-team-member$/);
  // The owner may hide the bar; this device remembers it.
  await bar.getByRole("button", { name: "Hide the set-up bar" }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await openChecklist(page, "83%");
  await tick(page, "PUBLISH WEEK", /\/calendar\?view=timeGridWeek$/);
  await openChecklist(page, "100%");
  // Done: no bar any more.
  await expect(bar).toHaveCount(0);
  for (const label of [
    "ADD LOCATION",
    "ADD WORK AREA AND ROLE",
    "ADD STAFF",
    "ADD MANAGER",
    "CREATE SHIFT",
    "PUBLISH WEEK",
  ]) {
    await expect(checklist(page).getByRole("checkbox", { name: label })).toBeChecked();
  }
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
