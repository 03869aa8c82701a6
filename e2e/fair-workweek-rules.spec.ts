import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { csrf, NEW_YORK, stamp } from "./scheduling";
import { choose, expectAccessible, expectNoSidewaysScroll, uniqueEmail, watchConsole } from "./support";

// Issue 38: an owner puts a location under a fair-workweek rule pack from the location's form, reads what its rules
// say, and finds the choice kept. Its own business, so the demo's locations stay under none.

const NYC = "New York City Fair Workweek (fast food)";

/** Keyboard focus shows: an outline is drawn around the focused control. */
async function expectFocusShown(control: Locator) {
  await expect(control).toBeFocused();
  expect(await control.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
}

test("an owner chooses a location's fair workweek rules and reads what they say", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  const data = { business_name: `Fair ${id}`, name: "Fay Owner", email: uniqueEmail("fair"), password: "fair-pass-38" };
  const registered = await page.request.post("/api/auth/register", { data });
  expect(registered.status(), await registered.text()).toBe(201);
  const made = await page.request.post("/api/restaurant/location/store", {
    headers: await csrf(page),
    data: { name: `Corner ${id}`, time_zone: NEW_YORK },
  });
  expect(made.status(), await made.text()).toBe(201);
  const location = (await made.json()).payload as { id: number };

  await page.goto(`/create-location?id=${location.id}`);
  const field = page.getByRole("combobox", { name: "Fair workweek rules" });
  await expect(field).toHaveValue("None");
  await expect(page.getByRole("button", { name: "What these rules say" })).toHaveCount(0);
  await choose(page, "Fair workweek rules", "New York", NYC);
  await expect(field).toHaveValue(NYC);

  // The summary, folded at first, opens from the keyboard: Tab from the select reaches its button.
  const toggle = page.getByRole("button", { name: "What these rules say" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await field.focus();
  await page.keyboard.press("Tab");
  await expectFocusShown(toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const pay = page.getByRole("table", { name: "Predictability pay, by the notice left before the shift" });
  await expect(pay.getByRole("row", { name: /^Under 24 hours/ }).getByRole("cell", { name: "$75.00" })).toBeVisible();
  await expect(
    page.getByText(
      "At least 11 hours between shifts on consecutive days; less needs the employee's written consent and pays $100.00.",
    ),
  ).toBeVisible();
  // New York City's rest rule, exemptions, estimate and records were read only in summaries: marked until checked.
  await expect(page.getByText(/^Parts marked “not yet checked” come from the city's pages/)).toBeVisible();
  await expect(page.getByText("Not yet checked against the ordinance's own text")).toHaveCount(5);
  const ordinance = page.getByRole("link", { name: /^NYC Admin\. Code §§ 20-1201/ });
  await expect(ordinance).toHaveAttribute("target", "_blank");
  await expect(ordinance).toHaveAttribute("rel", "noreferrer");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/restaurant/location/${location.id}`),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/locations$/);

  await page.goto(`/create-location?id=${location.id}`);
  await expect(page.getByRole("combobox", { name: "Fair workweek rules" })).toHaveValue(NYC);
  expect(errors).toEqual([]);
});
