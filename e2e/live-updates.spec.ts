import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { asAPerson, expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { logIn, signIn } from "./support";

// Two people, two browsers: what one changes shows on the other's open screen by itself (GET /api/events),
// with no reload. The server delivers a change within 2 s (apps/server/src/modules/live); the screens here are
// given a little more, for a busy test machine.
const SHOWS_WITHIN = { timeout: 5000 };

/** Marks the page, so that a reload (which would clear the mark) cannot pass for a live update. */
async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillThisPage?: boolean }).stillThisPage = true;
  });
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);

test("a manager's requests and a team member's home follow each other's changes without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = stamp();
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, `Aaa Live ${id}`);

  // The cook, on their phone's home.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const member = asAPerson(await context.newPage());
  try {
    await logIn(member, cook.email, "line-cook-pass");
    await expect(member.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
    await member.getByRole("tab", { name: /Open shifts/ }).click();
    await markNoReload(member);

    // The owner's request list, sorted by employee so the cook's "Aaa" request comes first.
    await page.goto("/business-owner-shift-listing");
    await expect(page.getByRole("heading", { name: "Shift Requests", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Employee", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Employee" })).toHaveAttribute("aria-sort", "ascending");
    await markNoReload(page);

    // A new shift: it shows among the cook's open shifts.
    const run = test.info().repeatEachIndex * 2 + (test.info().project.name === "phone" ? 1 : 0);
    const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 1 });
    const name = `Live ${id}`;
    const shift = await scheduleShift(page, kitchen, {
      name,
      from: at(day, 1 + run),
      to: at(day, 2 + run),
      count: 1,
    });
    const offer = member.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: name });
    await expect(offer).toBeVisible(SHOWS_WITHIN);

    // The cook picks it up: the request shows on the owner's list.
    await offer.getByRole("button", { name: "Pick up" }).click();
    await expect(member.getByText("Pickup requested.")).toBeVisible();
    const request = page.getByRole("row").filter({ hasText: cook.name });
    await expect(request).toBeVisible(SHOWS_WITHIN);
    await expect(request).toContainText(name);

    // The owner accepts it elsewhere (another tab, through the API): the cook's schedule shows it Accepted.
    await member.getByRole("tab", { name: /My schedule/ }).click();
    const bookingId = await pendingBooking(page, shift.id);
    const accept = await page.request.post(`/api/shift/employee/shift-action/${bookingId}`, {
      headers: await csrf(page),
      data: { status: "Accepted" },
    });
    expect(accept.status(), await accept.text()).toBe(200);
    const mine = member.getByRole("list", { name: "My schedule" }).getByRole("listitem").filter({ hasText: name });
    await expect(mine.getByText("Accepted")).toBeVisible(SHOWS_WITHIN);
    await expect(request).toHaveCount(0, SHOWS_WITHIN);

    expect(await notReloaded(member)).toBe(true);
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await context.close();
  }
});

/** The id of the shift's Pending booking (its cook's name starts with "Aaa": the first page has it). */
async function pendingBooking(page: Page, shiftId: number): Promise<number> {
  const res = await page.request.get("/api/shift/employee/bookings?status=Pending&sort=employee&length=100");
  expect(res.ok(), await res.text()).toBe(true);
  const rows = (await res.json()).payload.paginated.data as { id: number; shift_id: number }[];
  const pending = rows.find((r) => r.shift_id === shiftId);
  if (!pending) throw new Error(`no pending booking on shift ${shiftId}: ${JSON.stringify(rows)}`);
  return pending.id;
}
