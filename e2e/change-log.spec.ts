import { readFileSync } from "node:fs";
import { CHANGE_EXPORT_COLUMNS } from "@brigade/contract/fair-workweek/changes";
import { Temporal } from "temporal-polyfill";
import { PASSWORD } from "./auto-fill-setup";
import { giveCook, kitchenShift, ruledKitchen } from "./fair-workweek-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK } from "./scheduling";
import { choose, expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 38, the change log's page: in a business of its own, a location under New York City's fast-food rules has a
// posted shift starting within the hour after next; the owner gives its position to a cook, then takes it back. Under
// 24 hours' notice that owes $15.00 for the added shift and $75.00 for the cut one. The owner opens Schedule changes,
// reads both rows and their total, downloads the CSV by keyboard, and reads it all on a 390 px phone too.

test("the owner reads a week's schedule changes with their predictability pay and downloads them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const newContext = (extraHTTPHeaders?: Record<string, string>) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const kitchen = await ruledKitchen(newContext, { prefix: "Changes" });
  const { owner, ownerEmail, id, cook } = kitchen;
  const cookName = cook.name;
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  // Posted as it is made (the business has no draft weeks), starting in ten minutes: well under 24 hours' notice.
  const start = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const shift = await kitchenShift(
    kitchen,
    `Rush ${id}`,
    start.toISOString(),
    new Date(start.getTime() + 4 * 3_600_000).toISOString(),
  );
  const released = await owner.post(`/api/shift/employee/shift-action/${await giveCook(kitchen, shift)}`, {
    data: { status: "Released" },
  });
  expect(released.status(), await released.text()).toBe(200);

  await signIn(page, ownerEmail, PASSWORD);
  await page.goto(`/compliance/changes?location_id=${kitchen.locationId}`);
  await expect(page.getByRole("heading", { name: "Schedule changes", level: 1 })).toBeVisible();
  // The page opens on this week of New York; the shift, ten minutes from now, may start in the next one.
  const shiftDay = Temporal.Instant.from(start.toISOString()).toZonedDateTimeISO(NEW_YORK).toPlainDate();
  if (shiftDay.dayOfWeek === 1 && !shiftDay.equals(today)) {
    await page.getByRole("button", { name: "Next week" }).click();
  }

  const added = page.getByRole("row", { name: new RegExp(`${cookName}.*Added`) });
  const cut = page.getByRole("row", { name: new RegExp(`${cookName}.*Cut`) });
  await expect(added).toContainText("0 h → 4 h");
  await expect(added).toContainText("$15.00");
  await expect(added).toContainText("Set amount for this notice");
  await expect(cut).toContainText("4 h → 0 h");
  await expect(cut).toContainText("$75.00");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.getByText("Predictability pay in this period: $90.00")).toBeVisible();
  // The location has rules: no note that none apply.
  await expect(page.getByText("No fair workweek rules at this location")).toHaveCount(0);
  await expectAccessible(page);

  // One employee's changes: the log is read again for them alone (the CSV below too).
  const forCook = page.waitForResponse(
    (r) => r.url().includes("/api/compliance/changes?") && r.url().includes(`employee_id=${cook.id}`),
  );
  await choose(page, "Employee", cookName, cookName);
  expect((await forCook).status()).toBe(200);
  await expect(page.locator("tbody tr")).toHaveCount(2);

  // The CSV, by keyboard: Tab from the week's last button reaches Download CSV, which shows its focus.
  await page.getByRole("button", { name: "Next week" }).focus();
  await page.keyboard.press("Tab");
  const download = page.getByRole("button", { name: "Download CSV" });
  await expect(download).toBeFocused();
  expect(await download.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  const file = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...lines] = readFileSync((await saved.path()) ?? "", "utf8")
    .replace(/^\ufeff/, "")
    .split("\r\n")
    .filter((line) => line !== "");
  expect(header).toBe(CHANGE_EXPORT_COLUMNS.join(","));
  expect(lines).toHaveLength(2);
  expect(lines.some((line) => line.startsWith(`${cookName},${cook.id},`) && line.includes(",75.00,"))).toBe(true);

  // The week before holds none.
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByText("No changes to posted shifts in this period.")).toBeVisible();

  // A 390 px phone, the page opened there: each change is a card, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  if (shiftDay.dayOfWeek === 1 && !shiftDay.equals(today)) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  await expect(cut).toContainText("$75.00");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
