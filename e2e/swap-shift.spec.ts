import { SWAP_MESSAGES } from "@brigade/contract/swaps";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, logIn, logOut, signIn, watchConsole } from "./support";

// A swap from offer to approval (week-building.md, "Swaps"): cook A offers a shift to cook B from their home
// page, B accepts it on theirs, a manager approves it on the Shift Requests page, and the shift moves from A's
// schedule to B's. The test hires both cooks and makes the shift itself: no demo booking is needed.

const PASSWORD = "line-cook-pass";

/** The member's home, on the given tab. */
async function home(page: Page, tab: string) {
  await page.goto("/employee-home");
  await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: tab, exact: true }).click();
  await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** Nothing on the page is wider than the screen (a phone must not scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a cook offers a shift to a colleague, who accepts, and a manager approves", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const id = stamp();
  const shiftName = `Swap brunch ${id}`;
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });

  // The manager makes the shift and gives it to cook A.
  await signIn(page, "manager@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const shift = await scheduleShift(page, kitchen, { name: shiftName, from: at(day, 9), to: at(day, 13), count: 1 });
  const a = await hireLineCook(page, kitchen, `Ada Swapper ${id}`);
  const b = await hireLineCook(page, kitchen, `Ben Taker ${id}`);
  const given = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: a.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(given.status(), await given.text()).toBe(200);
  // The set-up was the API's: the browser forgets the manager's session (A logs out through the menu below).
  await page.context().clearCookies();

  // A offers it to B.
  await logIn(page, a.email, PASSWORD);
  await home(page, "My schedule");
  const aCard = page.getByRole("listitem").filter({ hasText: shiftName });
  // Its spoken name says the shift, its day, its hours whole, then whose clock they are on.
  const ddmmyyyy = day.toString().split("-").reverse().join("-");
  const offerButton = aCard.getByRole("button", {
    name: new RegExp(`^Offer swap: ${shiftName}, \\w{3} ${ddmmyyyy} 09:00 AM to 01:00 PM \\(E[SD]T\\)$`),
  });
  await offerButton.click();
  const dialog = page.getByRole("dialog", { name: "Offer swap" });
  const offerTo = dialog.getByLabel("Offer to");
  await expect(offerTo).toBeFocused();
  await expect(offerTo.getByRole("option", { name: b.name })).toHaveCount(1);
  await expect(offerTo.getByRole("option", { name: a.name })).toHaveCount(0);
  await expectAccessible(page);
  await offerTo.selectOption({ label: b.name });
  await dialog.getByRole("button", { name: "Offer swap" }).click();
  await expect(page.getByText(SWAP_MESSAGES.offered)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The same button now says the shift is offered, and keeps the focus.
  const offeredButton = aCard.getByRole("button", { name: /^Swap offered:/ });
  await expect(offeredButton).toHaveText("Swap offered");
  await expect(offeredButton).toBeFocused();
  await offeredButton.click();
  const mine = page.getByRole("list", { name: "Offered by me" }).getByRole("listitem").filter({ hasText: shiftName });
  await expect(mine).toContainText("Offered");
  await expect(mine).toContainText(`You offer it to ${b.name}`);
  await expectNoSidewaysScroll(page);
  await logOut(page);

  // B accepts it.
  await logIn(page, b.email, PASSWORD);
  await home(page, "Swaps");
  const toB = page.getByRole("list", { name: "Offered to me" }).getByRole("listitem").filter({ hasText: shiftName });
  await expect(toB).toContainText(`${a.name} offers it to you`);
  await expect(toB).toContainText(/09:00 AM to 01:00 PM \(E[SD]T\)/);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await toB.getByRole("button", { name: /^Accept swap:/ }).click();
  const confirm = page.getByRole("dialog", { name: "Take this shift?" });
  await expect(confirm).toContainText("A manager approves the swap");
  await confirm.getByRole("button", { name: "Take shift" }).click();
  await expect(page.getByText(SWAP_MESSAGES.acceptedAwaiting)).toBeVisible();
  await expect(toB).toContainText("Accepted by colleague");
  await expect(page.getByRole("heading", { name: "Swaps", level: 2 })).toBeFocused();
  // Not B's until a manager approves.
  await home(page, "My schedule");
  await expect(page.getByRole("listitem").filter({ hasText: shiftName })).toHaveCount(0);
  await logOut(page);

  // A manager approves it.
  await signIn(page, "manager@brigade.demo");
  await page.goto("/business-owner-shift-listing#Swaps");
  await expect(page.getByRole("tab", { name: "Swaps" })).toHaveAttribute("aria-selected", "true");
  const waiting = page
    .getByRole("list", { name: "Swaps awaiting approval" })
    .getByRole("listitem")
    .filter({ hasText: shiftName });
  await expect(waiting).toContainText(`${a.name} offers it to ${b.name}`);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await waiting.getByRole("button", { name: /^Approve swap:/ }).click();
  const approve = page.getByRole("dialog", { name: "Approve this swap?" });
  await expect(approve).toContainText(`${b.name} takes ${shiftName}`);
  await approve.getByRole("button", { name: "Approve swap" }).click();
  await expect(page.getByText(SWAP_MESSAGES.approved)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Swaps awaiting approval" })).toBeFocused();
  const recent = page.getByRole("list", { name: "Recent swaps" }).getByRole("listitem").filter({ hasText: shiftName });
  await expect(recent).toContainText("Approved by");
  await logOut(page);

  // B now has the shift; A no longer does.
  await logIn(page, b.email, PASSWORD);
  await home(page, "My schedule");
  await expect(page.getByRole("listitem").filter({ hasText: shiftName })).toContainText("Accepted");
  await logOut(page);
  await logIn(page, a.email, PASSWORD);
  await home(page, "My schedule");
  await expect(page.getByRole("listitem").filter({ hasText: shiftName })).toHaveCount(0);
  expect(errors).toEqual([]);
});
