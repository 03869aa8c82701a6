import { MESSAGES } from "@brigade/contract/messages";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { choose, eventOnDay, logIn, logOut, signIn, uniqueEmail, watchConsole } from "./support";

// Issue 5's journey, one person and one manager on one device: join, approval, pickup, acceptance,
// leave, release, and the position open again.

const PASSWORD = "journey-pass-2026";

async function memberCard(page: Page, tab: RegExp, list: string, shiftName: string) {
  await page.getByRole("tab", { name: tab }).click();
  return page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: shiftName });
}

test("join, get approved, pick up a shift, get accepted, ask for leave, get released: the position is open again", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const id = stamp();
  const shiftName = `Journey ${id}`;
  // "Aaa" sorts first by employee in the requests listing, whatever the demo data holds.
  const person = { name: `Aaa Jo ${id}`, email: uniqueEmail("jo") };
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });

  // The owner has a Line Cook shift with one open position.
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await scheduleShift(page, kitchen, { name: shiftName, from: at(day, 9), to: at(day, 13), count: 1 });
  // The set-up was the API's: the browser forgets the owner's session (logging out is the join spec's journey).
  await page.context().clearCookies();

  // A newcomer joins with the code.
  await page.goto("/join?code=DEMXBRGD2626");
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Send join request" }).click();
  await expect(page.getByRole("status").filter({ hasText: MESSAGES.joinRequested })).toBeVisible();

  // The owner approves them as a Downtown line cook.
  await signIn(page, "owner@brigade.demo");
  await page.goto("/team-member-requests");
  await page.getByRole("button", { name: `Approve ${person.name}` }).click();
  const approve = page.getByRole("dialog", { name: "Approve join request" });
  await choose(page, "Area roles", "Line", "Line Cook (Kitchen, Downtown)");
  await page.keyboard.press("Escape");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(MESSAGES.joinRequestApproved)).toBeVisible();
  await logOut(page);

  // The member logs in and picks up the open shift.
  await logIn(page, person.email, PASSWORD);
  await expect(page).toHaveURL(/\/employee-home$/);
  const offer = await memberCard(page, /Open shifts/, "Open shifts", shiftName);
  await offer.getByRole("button", { name: "Pick up" }).click();
  await expect(page.getByText("Pickup requested.")).toBeVisible();
  await expect(
    (await memberCard(page, /My requests/, "My requests", shiftName)).filter({ hasText: "Pending" }),
  ).toHaveCount(1);
  await logOut(page);

  // The manager accepts it in the calendar's Schedule tab.
  await signIn(page, "manager@brigade.demo");
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(shiftName)}`);
  await (await eventOnDay(page, day.toString(), new RegExp(shiftName))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(shiftName) });
  await panel.getByRole("tab", { name: "Schedule" }).click();
  const booking = panel.locator("[data-booking-id]").filter({ hasText: person.name });
  await booking.getByRole("button", { name: `Actions for ${person.name}` }).click();
  await page.getByRole("menuitem", { name: "Accept" }).click();
  await expect(booking).toContainText("Accepted");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await logOut(page);

  // The member sees Accepted and asks for leave.
  await logIn(page, person.email, PASSWORD);
  const mine = await memberCard(page, /My schedule/, "My schedule", shiftName);
  await expect(mine).toContainText("Accepted");
  await mine.getByRole("button", { name: "Apply for leave" }).click();
  const leave = page.getByRole("dialog", { name: "Apply for leave" });
  await leave.getByRole("textbox", { name: "Reason" }).fill("A family matter");
  await leave.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Leave requested.")).toBeVisible();
  await expect(mine).toContainText("Apply For Leave");
  await logOut(page);

  // The owner approves the leave: the booking is Released and the position is vacant again.
  await signIn(page, "owner@brigade.demo");
  await page.goto("/business-owner-shift-listing#ApplyForLeave");
  await page.getByRole("button", { name: "Employee", exact: true }).click();
  await page.getByRole("button", { name: `Approve ${person.name}'s request` }).click();
  await expect(page.getByRole("row").filter({ hasText: person.name })).toHaveCount(0);
  // The sort by employee carries over to the other tab.
  await page.getByRole("tab", { name: "Released", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Employee" })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("row").filter({ hasText: person.name })).toBeVisible();
  await page.goto(`/shifts-roster?tab=vacant_shifts&day_part=${encodeURIComponent(shiftName)}`);
  const row = page.getByRole("row", { name: new RegExp(shiftName) });
  await expect(row.locator('td[data-label="Remaining Slots"]')).toHaveText("1");
  expect(errors).toEqual([]);
});
