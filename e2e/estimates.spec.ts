import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { Temporal } from "temporal-polyfill";
import { PASSWORD } from "./auto-fill-setup";
import { giveCook, kitchenShift, ruledKitchen } from "./fair-workweek-setup";
import { expect, test } from "./fixtures";
import { at, NEW_YORK } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 38, the good-faith estimate. In a business of its own, a location under New York City's fast-food rules has a
// cook. The owner opens the cook's record, gives them an estimate of 12 to 15.5 hours a week by keyboard (a first
// try the wrong way round gets the server's message on the field) and reads it in force. With two 9-hour shifts of
// next week given to the cook through the API, the calendar's week view flags the cook: 18 hours, outside the estimate;
// the name leads back to the record.

test("the owner gives a cook a good-faith estimate, and the week view flags the cook scheduled outside it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const kitchen = await ruledKitchen(
    (extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }),
    { prefix: "Estimate" },
  );
  const { id, owner, cook } = kitchen;
  const cookName = cook.name;
  await signIn(page, kitchen.ownerEmail, PASSWORD);

  // The record: the cook's availability, and from there their estimate (none yet).
  await page.goto("/team-member-record");
  await page.getByRole("button", { name: `Availability of ${cookName}` }).click();
  await page
    .getByRole("dialog", { name: new RegExp(cookName) })
    .getByRole("button", { name: "Good-faith estimate" })
    .click();
  const drawer = page.getByRole("dialog", { name: `Good-faith estimate: ${cookName}` });
  await expect(drawer.getByText("No estimate yet.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`estimate=${cook.id}`));
  await expectAccessible(page);

  // By keyboard: the most below the fewest first, refused on the field; then 12 to 15.5, Tuesday and Wednesday.
  const fewest = drawer.getByLabel("Fewest hours a week");
  const most = drawer.getByLabel("Most hours a week");
  await fewest.focus();
  await page.keyboard.type("16");
  await page.keyboard.press("Tab");
  await expect(most).toBeFocused();
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await expect(drawer.getByText(FAIR_WORKWEEK_MESSAGES.estimateOrder)).toBeVisible();
  await expect(most).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Shift+Tab");
  await expect(fewest).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("12");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("15.5");
  await page.keyboard.press("Tab"); // Monday
  await page.keyboard.press("Tab");
  await expect(drawer.getByRole("checkbox", { name: "Tuesday" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(drawer.getByRole("checkbox", { name: "Wednesday" })).toBeChecked();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Tab"); // Thursday to Sunday, then the note
  await expect(drawer.getByLabel("Note (optional)")).toBeFocused();
  await page.keyboard.type("Weekday lunches");
  await page.keyboard.press("Shift+Tab");
  // Back on the most hours: Enter sends the form.
  for (let i = 0; i < 7; i++) await page.keyboard.press("Shift+Tab");
  await expect(most).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(FAIR_WORKWEEK_MESSAGES.estimateSaved).first()).toBeVisible();
  const inForce = drawer.getByRole("listitem").filter({ hasText: "In force" });
  await expect(inForce).toContainText("12–15.5 h a week");
  await expect(inForce).toContainText("Days: Tuesday, Wednesday");
  await expect(inForce).toContainText("Note: Weekday lunches");
  await expect(drawer.getByText("No estimate yet.")).toHaveCount(0);
  await expect(fewest).toHaveValue("");

  // On a 390 px phone (opened there: the address keeps the drawer) the record and its estimate fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(inForce).toBeVisible();
  await expectNoSidewaysScroll(page, drawer);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Next week (the estimate, from today, is in force on its Monday): Tuesday and Wednesday, 08:00 to 17:00 in New
  // York, both the cook's. 18 hours is above 15.5.
  let monday = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 1 });
  while (monday.dayOfWeek !== 1) monday = monday.add({ days: 1 });
  for (const day of [monday.add({ days: 1 }), monday.add({ days: 2 })]) {
    await giveCook(kitchen, await kitchenShift(kitchen, `Lunch ${id} ${day}`, at(day, 8), at(day, 17)));
  }

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${monday.add({ days: 1 })}&view=timeGridWeek`);
  const flag = page.getByRole("region", { name: "Good-faith estimates" });
  await expect(flag).toContainText("1 person is scheduled outside their good-faith estimate:");
  await expect(flag).toContainText(`${cookName} 18 h (estimate 12–15.5 h)`);
  await flag.getByRole("link", { name: cookName }).click();
  await expect(page).toHaveURL(new RegExp(`/team-member-record\\?estimate=${cook.id}$`));
  await expect(
    page.getByRole("dialog", { name: `Good-faith estimate: ${cookName}` }).getByText("12–15.5 h a week"),
  ).toBeVisible();
  await owner.dispose();
  expect(errors).toEqual([]);
});
