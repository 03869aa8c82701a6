import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, logIn, watchConsole } from "./support";

// The team member on their phone: their schedule, picking up an open shift (and taking it back), and
// asking for leave from a shift they were given. Runs on the shared demo data, so it picks whatever the
// data offers at the moment rather than fixed shifts.

const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });
const list = (page: Page, name: string) => page.getByRole("list", { name });

/** Lines that change with the booking's status rather than tell which shift it is. */
const CHANGING = /^(Pending|Accepted|Apply For Leave|Rejected|Leave Rejected|Released|Pickup request|Leave request)$/;

/** The card's day and shift, time range, and location and role: enough to find it again in any list. */
async function identity(card: Locator): Promise<string[]> {
  const lines = (await card.innerText()).split("\n").map((l) => l.trim());
  return lines.filter((l) => l !== "" && !CHANGING.test(l)).slice(0, 3);
}

/** The card in a list that shows all of these lines. */
function cardWith(container: Locator, lines: string[]): Locator {
  let card = container.getByRole("listitem");
  for (const line of lines) card = card.filter({ hasText: line });
  return card;
}

test("a team member picks up an open shift, withdraws it, and applies for leave", async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, "staff@brigade.demo");
  await expect(page).toHaveURL(/\/employee-home$/);
  await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
  await expect(page.getByText("Hello, Sam")).toBeVisible();

  // My schedule: shifts with their status, on the location's clock.
  const schedule = list(page, "My schedule");
  await expect(schedule.getByRole("listitem").first()).toBeVisible();
  await expect(schedule.getByText(/\d\d:\d\d [AP]M – \d\d:\d\d [AP]M [A-Z]{3,4}/).first()).toBeVisible();
  await expect(schedule.getByText("Accepted").first()).toBeVisible();
  await expectAccessible(page);

  // Pick up the last open shift (the first may start while the test runs, and a started one is refused): it
  // leaves Open shifts and shows under My requests as Pending.
  await tab(page, /Open shifts/).click();
  const open = list(page, "Open shifts");
  const offer = open.getByRole("listitem").last();
  await expect(offer).toBeVisible();
  const picked = await identity(offer);
  await offer.getByRole("button", { name: "Pick up" }).click();
  await expect(page.getByText("Pickup requested.")).toBeVisible();
  await expect(cardWith(open, picked)).toHaveCount(0);

  await tab(page, /My requests/).click();
  const requests = list(page, "My requests");
  const request = cardWith(requests, picked).filter({ hasText: "Pending" });
  await expect(request).toHaveCount(1);
  await expect(request.getByText("Pickup request")).toBeVisible();
  // The toast closes on its own; axe checks the page itself.
  await expect(page.getByText("Pickup requested.")).toBeHidden();
  await expectAccessible(page);

  // Withdraw it, after confirming.
  await request.getByRole("button", { name: "Withdraw" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdraw this request?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Withdraw request" }).click();
  await expect(page.getByText("Pickup request withdrawn.")).toBeVisible();
  await expect(request).toHaveCount(0);
  await tab(page, /Open shifts/).click();
  await expect(cardWith(open, picked)).toHaveCount(1);

  // Apply for leave on the last Accepted shift ahead (not one that may start meanwhile): a reason is required,
  // then the server's status shows.
  await tab(page, /My schedule/).click();
  const accepted = schedule
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Apply for leave" }) })
    .last();
  const shift = await identity(accepted);
  // Each shift's button says which shift it is about.
  await expect(accepted.getByRole("button", { name: /^Apply for leave: .+, \w{3} \d\d \w{3}$/ })).toBeVisible();
  await accepted.getByRole("button", { name: "Apply for leave" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply for leave" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Reason is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Family wedding");
  await expect(page.getByText("Pickup request withdrawn.")).toBeHidden();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Leave requested.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const onLeave = cardWith(schedule, shift);
  await expect(onLeave.getByText("Apply For Leave")).toBeVisible();
  await expect(onLeave.getByRole("button", { name: "Apply for leave" })).toHaveCount(0);
  // Its button gone, focus is on the shift's card, not lost to the page.
  await expect(onLeave).toBeFocused();

  await tab(page, /My requests/).click();
  const leave = cardWith(requests, shift);
  await expect(leave.getByText("Leave request")).toBeVisible();
  await expect(leave.getByText("Apply For Leave")).toBeVisible();
  await expect(leave.getByText("Reason: Family wedding")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager switches to the employee home and back", async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, "manager@brigade.demo");
  await page.getByRole("link", { name: "Switch to Employee" }).click();
  await expect(page).toHaveURL(/\/employee-home$/);
  await expect(page.getByText("Hello, Marco")).toBeVisible();
  await expect(tab(page, /Open shifts/)).toBeVisible();
  await expect(page.getByRole("list", { name: "My schedule" }).or(page.getByText("No shifts scheduled"))).toBeVisible();
  await page.getByRole("link", { name: "Switch to Manager" }).click();
  // Back to where a manager starts: the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Switch to Employee" })).toBeVisible();
  expect(errors).toEqual([]);
});
