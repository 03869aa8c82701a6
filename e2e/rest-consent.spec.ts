import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { Temporal } from "temporal-polyfill";
import { PASSWORD } from "./auto-fill-setup";
import { cookAssignment, giveCook, kitchenShift, ruledKitchen } from "./fair-workweek-setup";
import { expect, test } from "./fixtures";
import { at, NEW_YORK } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 38, rest between shifts, on the team member's phone. In a business of its own, a location under New York
// City's fast-food rules (11 hours of rest, $100.00 when it is shorter); a cook paid $20.00 an hour closes 5 PM to
// 11 PM on a day ahead, and the next morning's 7 AM opening leaves her 8 hours: the owner's assignment is refused, so
// the owner asks her. She follows the bell's notification to her home's Requests tab, reads the request, agrees by
// keyboard after a confirmation, and sees her answer where the request was; the owner's assignment then goes through.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a team member agrees to a short rest from their phone, and the opening shift can then be theirs", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const kitchen = await ruledKitchen(
    (extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }),
    {
      prefix: "Clopen",
    },
  );
  const { owner, id, locationName, cook } = kitchen;
  const today = Temporal.Now.plainDateISO(NEW_YORK);

  // Closing 5 PM to 11 PM three days ahead, hers; opening 7 AM to 3 PM the next day: 8 hours between them.
  const day = today.add({ days: 3 });
  await giveCook(kitchen, await kitchenShift(kitchen, `Closing ${id}`, at(day, 17), at(day, 23)));
  const openingName = `Opening ${id}`;
  const opening = await kitchenShift(kitchen, openingName, at(day.add({ days: 1 }), 7), at(day.add({ days: 1 }), 15));
  const toOpening = cookAssignment(kitchen, opening);
  const refused = await owner.post("/api/shift/employee/select-shift", { data: toOpening });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain("This leaves 8 hours of rest");
  const asked = await owner.post("/api/compliance/consents", { data: { ...toOpening, kind: "rest" } });
  expect(asked.status(), await asked.text()).toBe(201);

  // The cook, on her phone: the bell's notification leads to the Requests tab.
  await signIn(page, cook.email, PASSWORD);
  await page.goto("/employee-home");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  // The closing shift given to her, and the request.
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await bell.click();
  const told = page
    .getByRole("region", { name: "Notification list" })
    .getByRole("button")
    .filter({ hasText: "8 hours of rest" });
  await expect(told).toContainText("$100.00");
  await told.click();
  await expect(page).toHaveURL(/\/employee-home\?tab=requests$/);
  await expect(page.getByRole("tab", { name: "My requests" })).toHaveAttribute("aria-selected", "true");

  const section = page.getByRole("region", { name: "Rest between shifts" });
  const card = section.getByRole("list", { name: "Rest requests" }).getByRole("listitem").filter({
    hasText: openingName,
  });
  // The opening on the location's clock, whatever the phone's zone (EST or EDT by the season).
  await expect(card).toContainText(/07:00 AM – 03:00 PM E[SD]T/);
  const dayOf = new Intl.DateTimeFormat("en-GB", {
    timeZone: NEW_YORK,
    weekday: "short",
    day: "2-digit",
    month: "short",
  });
  await expect(card).toContainText(
    `${dayOf.format(new Date(at(day.add({ days: 1 }), 7))).replace(",", "")} · ${openingName}`,
  );
  await expect(card).toContainText(locationName);
  await expect(card).toContainText("This leaves you 8 hours of rest (the rule asks 11 hours).");
  await expect(card).toContainText("It pays you $100.00 more.");
  await expect(card).toContainText("Waiting for your answer");
  // New York City asks her consent; it does not say she may then not be scheduled (Seattle's rule would).
  await expect(card).not.toContainText("You may decline");
  // Her own requests (pickups, leave) keep their place below: she has none.
  await expect(page.getByText("No requests", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // By keyboard: from the section's heading, Tab reaches I agree, which shows its focus.
  await section.getByRole("heading", { name: "Rest between shifts" }).focus();
  await page.keyboard.press("Tab");
  const agree = card.getByRole("button", { name: /^I agree/ });
  await expect(agree).toBeFocused();
  expect(await agree.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Agree to this short rest?" });
  await expect(confirm).toContainText(`You agree to work ${openingName}`);
  await expect(confirm).toContainText("8 hours of rest between shifts");
  await expectNoSidewaysScroll(page, confirm);
  await confirm.getByRole("button", { name: "Yes, I agree" }).click();

  // The server's message is announced; the card shows her answer and keeps the focus; its buttons are gone.
  await expect(page.getByText(FAIR_WORKWEEK_MESSAGES.consentAccepted)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText("You agreed");
  await expect(card).toBeFocused();
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(page.getByText(FAIR_WORKWEEK_MESSAGES.consentAccepted)).toBeHidden();
  await expectAccessible(page);

  // The owner's assignment of the opening shift now goes through.
  const booked = await owner.post("/api/shift/employee/select-shift", { data: toOpening });
  expect(booked.status(), await booked.text()).toBe(200);

  // Read again, the request is among the answered ones, with her answer, and none waits.
  await page.reload();
  const answered = section.getByRole("list", { name: "Answered" }).getByRole("listitem").filter({
    hasText: openingName,
  });
  await expect(answered).toContainText("You agreed");
  await expect(section.getByText("No rest request is waiting for your answer.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
});
