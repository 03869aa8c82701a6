import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { ShiftItem } from "@brigade/contract/shifts";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { onPhone, signIn } from "./support";

// The calendar under Show All, and a drag the server refuses, on the demo data.

const cell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`);
const view = (page: Page, name: "Month" | "Week" | "Day") =>
  page.getByRole("radiogroup", { name: "Calendar view" }).getByText(name, { exact: true }).click();

async function locationId(page: Page, name: string): Promise<number> {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const found = ((await res.json()).payload as { id: number; name: string }[]).find((l) => l.name === name);
  if (!found) throw new Error(`no ${name} in the demo data`);
  return found.id;
}

const serverDay = (day: Temporal.PlainDate) => day.toString().split("-").reverse().join("-");

async function lunches(page: Page, location: number): Promise<ShiftItem[]> {
  const today = Temporal.Now.plainDateISO("America/New_York");
  const query = `pagination=0&name=Lunch&location_id=${location}&from=${serverDay(today.subtract({ days: 7 }))}&to=${serverDay(today.add({ days: 14 }))}`;
  const res = await page.request.get(`/api/shift/index?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).payload.paginated as ShiftItem[];
}

/** The wall-clock date of a shift's start in its location, YYYY-MM-DD. */
const dayOf = (shift: ShiftItem) => shift.interval.split("-").reverse().join("-");

/**
 * Two Downtown lunches on consecutive days of one month and week where one employee holds a position in both:
 * dragging the first onto the second's day would make that employee work both at once.
 */
function clashingPair(shifts: ShiftItem[]): [ShiftItem, ShiftItem] {
  const holders = (shift: ShiftItem) =>
    new Set(shift.shift_timeline.filter((b) => HOLDING_STATUSES.includes(b.status)).map((b) => b.employee_id));
  for (const first of shifts) {
    const next = Temporal.PlainDate.from(dayOf(first)).add({ days: 1 });
    const second = shifts.find((s) => dayOf(s) === next.toString());
    // One month (the month view) and one week (a phone's week view).
    if (!second || next.day === 1 || next.dayOfWeek === 1) continue;
    const inFirst = holders(first);
    if ([...holders(second)].some((e) => inFirst.has(e))) return [first, second];
  }
  throw new Error("the demo data has no two consecutive lunches sharing an employee");
}

test("Show All places each location's shifts at its own local hours", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const harbour = (await lunches(page, await locationId(page, "Harbour Terrace")))[0];
  const downtown = (await lunches(page, await locationId(page, "Downtown")))[0];
  if (!harbour || !downtown) throw new Error("the demo data has lunches at both locations");

  await page.goto(`/calendar?day_part=Lunch&view=timeGridDay&date=${dayOf(harbour)}`);
  await expect(page.getByText("each location's own")).toBeVisible();
  // Harbour Terrace's lunch is at 11:30 in London and Downtown's at 11:00 in New York, both on one calendar.
  await expect(page.getByRole("button", { name: /^11:30 AM – 03:30 PM .*Lunch/ })).toBeVisible();
  await page.goto(`/calendar?day_part=Lunch&view=timeGridDay&date=${dayOf(downtown)}`);
  await expect(page.getByRole("button", { name: /^11:00 AM – 03:00 PM .*Lunch/ })).toBeVisible();
});

test("a move the server refuses puts the shift back and says why", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const downtown = await locationId(page, "Downtown");
  const [first, second] = clashingPair(await lunches(page, downtown));
  const [day, nextDay] = [dayOf(first), dayOf(second)];

  // In month view; on a phone, whose month shows counts, in week view at the same hour.
  const phone = onPhone(page);
  await page.goto(`/calendar?location=${downtown}&day_part=Lunch&date=${day}${phone ? "&view=timeGridWeek" : ""}`);
  const event = cell(page, day).getByText(/Lunch/);
  await expect(event).toBeVisible();
  // The week's day column, not its all-day cell. Both days mid-screen: near the window's edge FullCalendar scrolls
  // the page while dragging.
  const target = cell(page, nextDay).last();
  await (phone ? event : target).evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = await event.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("calendar cells not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, phone ? from.y + from.height / 2 : to.y + to.height - 8, { steps: 15 });
  await page.mouse.up();
  await page.getByRole("dialog").getByRole("button", { name: "Move shift" }).click();

  await expect(page.getByText(SHIFT_MESSAGES.moveOverlaps)).toBeVisible();
  await expect(cell(page, day).getByText(/Lunch/)).toBeVisible();
  await expect(cell(page, nextDay).getByText(/Lunch/)).toHaveCount(1);
  // Nothing changed on the server either.
  await page.reload();
  await expect(cell(page, day).getByText(/Lunch/)).toBeVisible();
  await expect(cell(page, nextDay).getByText(/Lunch/)).toHaveCount(1);
});

test("a date range moves the calendar to its first day", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const start = Temporal.Now.plainDateISO("America/New_York").add({ months: 2 }).with({ day: 10 });
  const end = start.add({ days: 3 });
  await page.goto(`/calendar?start=${start}&end=${end}`);
  await expect(cell(page, start.toString())).toBeVisible();
  await view(page, "Week");
  await expect(page.locator(`[data-date="${start}"]`).first()).toBeVisible();
});
