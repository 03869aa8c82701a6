import { expect, test } from "./fixtures";
import { downtownKitchen } from "./scheduling";
import { expectAccessible, seen, signIn, watchConsole } from "./support";

// The week's labour cost against its budget: the owner sees it on the dashboard and on the calendar's week view
// (the demo prices every employee and budgets every week) and sets the budget; a manager who may not see money
// (the default) sees none of it.

test("the owner sees the week's cost against the budget, and sets the budget", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await page.goto(`/dashboard?location_id=${kitchen.locationId}`);
  const panel = page.getByRole("region", { name: "Labour cost this week" });
  await expect(panel.getByText(/^\$[\d,]+\.\d\d scheduled of a \$6,000\.00 budget \(\d+(\.\d)?%\)$/)).toBeVisible();
  await expect(panel.getByRole("progressbar", { name: "Budget used" })).toBeVisible();
  await expect(panel.getByText(/^[\d.]+ h scheduled · [\d.]+ h overtime/)).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole("button", { name: "Set budget" }).click();
  const dialog = page.getByRole("dialog", { name: /^Budget of the week of \d\d-\d\d-\d{4}$/ });
  await dialog.getByLabel("Budget").fill("lots");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(
    dialog.getByText("The budget must be an amount from 0.00 to 100000000.00, such as 12500.00."),
  ).toBeVisible();
  await dialog.getByLabel("Budget").fill("250000.00");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(/^\$[\d,]+\.\d\d scheduled of a \$250,000\.00 budget \(\d+(\.\d)?%\)$/)).toBeVisible();

  // The calendar's week view shows the same week's panel.
  await page.goto(`/calendar?location=${kitchen.locationId}&view=timeGridWeek`);
  await expect(
    page.getByRole("region", { name: "Labour cost this week" }).getByText(/of a \$250,000\.00 budget/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the owner gives a team member a new rate from a day, and sees it among their rates", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  await page.goto("/team-member-record");
  await page.getByRole("button", { name: "Wage of Ava Chen" }).first().click();
  const drawer = page.getByRole("dialog", { name: "Wage of Ava Chen" });
  const rates = drawer.getByRole("table", { name: "Rates over time" });
  await expect(rates.getByRole("row")).not.toHaveCount(0);
  await expectAccessible(page);
  await drawer.getByLabel("Hourly rate (USD)").fill("-3");
  await drawer.getByRole("button", { name: "Save wage" }).click();
  await expect(
    drawer.getByText("The hourly rate must be an amount from 0.00 to 100000.00, such as 18.50."),
  ).toBeVisible();
  await drawer.getByLabel("Hourly rate (USD)").fill("21.75");
  await drawer.getByRole("button", { name: "Save wage" }).click();
  await expect(page.getByText("Wage saved.").first()).toBeVisible();
  await expect(rates.getByRole("cell", { name: "$21.75" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager who may not see money sees no labour cost", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await page.goto(`/dashboard?location_id=${kitchen.locationId}`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // The dashboard's own panels are there; the money is not.
  await expect((await seen(page, "Schedule")).getByRole("tab").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Labour cost this week" })).toHaveCount(0);
  // Nor wages on the team members' list.
  await page.goto("/team-member-record");
  await expect(page.getByRole("button", { name: /^Availability of / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Wage of / })).toHaveCount(0);
  const cost = await page.request.get(
    `/api/labour/cost?location_id=${kitchen.locationId}&from=01-01-2027&to=07-01-2027`,
  );
  expect(cost.status()).toBe(403);
});
