import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS } from "@brigade/contract/auto-fill";
import type { Locator } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { type Business, created, newBusiness, openPositions, PASSWORD } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, openDialog, signIn, watchConsole } from "./support";

// Auto-fill as a manager uses it: a week of open positions, a preview with reasons, one proposal unticked, the
// rest applied, then undone. Each test registers a business of its own (auto-fill-setup.ts), so no other
// journey's shifts or people can enter the proposal; the week is two months ahead in New York.

async function customPeriod(dialog: Locator, from: Temporal.PlainDate, to: Temporal.PlainDate) {
  await dialog.getByRole("radiogroup", { name: "Period" }).getByText("Custom", { exact: true }).click();
  await dialog.getByLabel("From", { exact: true }).fill(from.toString());
  await dialog.getByLabel("To", { exact: true }).fill(to.toString());
}

test.describe("auto-fill", () => {
  let errors: string[];
  let biz: Business;

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    errors = watchConsole(page);
    biz = await newBusiness((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
    await signIn(page, biz.manager.email, PASSWORD);
  });
  test.afterEach(async () => {
    await biz.owner.dispose();
    expect(errors).toEqual([]);
  });

  test("preview with reasons, untick one, apply the rest, then undo them all", async ({ page }) => {
    const { shifts, monday } = biz;
    await page.goto(`/shifts-roster?tab=vacant_shifts&location=${biz.locationId}`);
    const dialog = await openDialog(page, "Auto-fill");
    // The page's location is preselected.
    await expect(dialog.getByRole("combobox", { name: "Location" })).toHaveValue(/^Harbor /);
    await customPeriod(dialog, monday, monday.add({ days: 6 }));
    await dialog.getByRole("button", { name: "Find assignments" }).click();

    // Stats, then proposals by day with their reasons; the sommelier's position stays open, with why.
    const heading = dialog.getByRole("heading", { name: "4 of 5 open positions filled" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(
      dialog.getByText(/^The proposal is (proven best|within [\d.]+ % of the best possible)\.$/),
    ).toBeVisible();
    const day = (d: Temporal.PlainDate) => dialog.getByRole("region", { name: new RegExp(`^\\S+ ${d.day} `) });
    const monLunch = day(monday).getByRole("checkbox");
    await expect(monLunch).toHaveCount(2);
    for (const box of await monLunch.all()) {
      await expect(box).toBeChecked();
      await expect(box).toHaveAccessibleName(new RegExp(`· Cook · ${shifts.monLunch.name} · 11:00 AM – 03:00 PM$`));
      await expect(box).toHaveAccessibleDescription(/^Cook, no availability given for Monday, \d+ h of \d+ this week$/);
    }
    const tuesday = day(monday.add({ days: 1 })).getByRole("checkbox");
    await expect(tuesday).toHaveAccessibleName(new RegExp(`· Cook · ${shifts.tueLunch.name} · `));
    const open = dialog.getByRole("region", { name: "Still open" });
    await expect(open).toContainText(`Sommelier · ${shifts.wine.name}`);
    await expect(open).toContainText("1 open");
    await expect(open).toContainText(AUTO_FILL_REASONS.noOneWithRole("Sommelier"));
    // A manager who may not see money (the default) is told nothing of cost.
    await expect(dialog.getByText(/to the scheduled labour cost/)).toHaveCount(0);
    await expectNoSidewaysScroll(page, dialog);
    await expectAccessible(page);

    // Select none disables Apply; Select all ticks them again; untick Tuesday's.
    const apply = (n: number) => dialog.getByRole("button", { name: `Apply ${n} assignment${n === 1 ? "" : "s"}` });
    await dialog.getByRole("button", { name: "Select none" }).click();
    await expect(apply(0)).toBeDisabled();
    await dialog.getByRole("button", { name: "Select all" }).click();
    await tuesday.uncheck();
    await apply(3).click();

    const booked = dialog.getByRole("heading", { name: AUTO_FILL_MESSAGES.applied(3) });
    await expect(booked).toBeFocused();
    expect(await openPositions(biz)).toEqual({ [shifts.tueLunch.name]: 1, [shifts.wine.name]: 1 });
    // The roster behind the dialog has refreshed: Monday's lunch is no longer vacant.
    const monRow = page.getByRole("row", { name: new RegExp(shifts.monLunch.name) });
    await expect(monRow).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(shifts.tueLunch.name) })).toHaveCount(1);
    await expectAccessible(page);

    // Undo asks first, then releases exactly the three bookings.
    await dialog.getByRole("button", { name: "Undo" }).click();
    const ask = page.getByRole("dialog", { name: "Undo auto-fill" });
    await expect(ask.getByText("Release the 3 bookings auto-fill just made?")).toBeVisible();
    await ask.getByRole("button", { name: "Release them" }).click();
    await expect(dialog.getByRole("heading", { name: AUTO_FILL_MESSAGES.undone(3) })).toBeFocused();
    expect(await openPositions(biz)).toEqual({
      [shifts.monLunch.name]: 2,
      [shifts.tueLunch.name]: 1,
      [shifts.wedDinner.name]: 1,
      [shifts.wine.name]: 1,
    });

    // Closing returns the keyboard to the button; the roster behind shows every position open again.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Auto-fill", exact: true })).toBeFocused();
    await expect(monRow.locator('td[data-label="Remaining Slots"]')).toHaveText("2");
  });

  test("the period and location are checked, a solve can be cancelled, and the button is on every page", async ({
    page,
  }) => {
    const { monday } = biz;
    // The calendar and the dashboard have the button in view too, with the page's location chosen.
    await page.goto(`/dashboard?location_id=${biz.locationId}`);
    await expect(page.getByRole("button", { name: "Auto-fill", exact: true })).toBeInViewport();
    await page.goto(`/calendar?location=${biz.locationId}`);

    // By keyboard: Enter opens it with focus inside, Escape closes it and focus comes back.
    const button = page.getByRole("button", { name: "Auto-fill", exact: true });
    await expect(button).toBeInViewport();
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Auto-fill" });
    await expect(dialog.getByRole("combobox", { name: "Location" })).toBeFocused();
    await expect(dialog.getByRole("combobox", { name: "Location" })).toHaveValue(/^Harbor /);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Fifteen days: the contract's message on the To field, and nothing is asked of the server.
    await button.click();
    await customPeriod(dialog, monday, monday.add({ days: 14 }));
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    const to = dialog.getByLabel("To", { exact: true });
    await expect(to).toHaveAccessibleDescription(AUTO_FILL_MESSAGES.periodTooLong);
    await expect(to).toBeFocused();
    await expectAccessible(page);

    // While it solves it says so; Cancel aborts and the form is back, focus on Find.
    await to.fill(monday.add({ days: 6 }).toString());
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/schedule/auto-fill", async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    const solving = dialog.getByRole("status").filter({ hasText: "Finding the best assignments…" });
    await expect(solving).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(solving).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Find assignments" })).toBeFocused();
    release();
    await page.unroute("**/api/schedule/auto-fill");
    await expect(dialog.getByRole("heading", { name: /open positions? filled/ })).toHaveCount(0);

    // Empty states: a week with nothing open; a day whose only position nobody can take.
    await dialog.getByRole("radiogroup", { name: "Period" }).getByText("This week", { exact: true }).click();
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    await expect(dialog.getByRole("heading", { name: "0 of 0 open positions filled" })).toBeFocused();
    await expect(dialog.getByText(/^No open positions in this period/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Apply 0 assignments" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Change period" }).click();
    const thursday = monday.add({ days: 3 });
    await customPeriod(dialog, thursday, thursday);
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    await expect(dialog.getByRole("heading", { name: "0 of 1 open position filled" })).toBeFocused();
    await expect(dialog.getByText(/^No one could be proposed/)).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Still open" })).toContainText(
      AUTO_FILL_REASONS.noOneWithRole("Sommelier"),
    );
    await dialog.getByRole("button", { name: "Change period" }).click();

    // A location deleted meanwhile: the server's 404 is shown in the dialog.
    const popUp = await created<{ id: number }>(biz.owner, "/api/restaurant/location/store", {
      name: "Pop-up",
      time_zone: NEW_YORK,
    });
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.reload();
    await button.click();
    await dialog.getByRole("combobox", { name: "Location" }).click();
    await page.getByRole("option", { name: "Pop-up" }).click();
    const gone = await biz.owner.delete(`/api/restaurant/location/${popUp.id}`);
    expect(gone.status(), await gone.text()).toBe(200);
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    await expect(dialog.getByRole("alert")).toContainText(AUTO_FILL_MESSAGES.locationNotFound);
    await expect(dialog.getByRole("button", { name: "Find assignments" })).toBeFocused();
  });

  test("a position taken meanwhile is skipped and named; a booking changed since is kept by Undo", async ({ page }) => {
    const { shifts, monday, owner } = biz;
    await page.goto(`/dashboard?location_id=${biz.locationId}`);
    const dialog = await openDialog(page, "Auto-fill");
    await customPeriod(dialog, monday, monday.add({ days: 2 }));
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    await expect(dialog.getByRole("heading", { name: "4 of 4 open positions filled" })).toBeVisible();

    // Another manager gives Tuesday's lunch to a cook auto-fill did not propose for it.
    const tuesday = dialog.getByRole("region", { name: new RegExp(`^Tuesday ${monday.add({ days: 1 }).day} `) });
    const proposedFor = async (name: string) =>
      (await tuesday.getByRole("checkbox", { name: new RegExp(`^${name} · `) }).count()) === 1;
    const chosen = [];
    for (const cook of biz.cooks) if (await proposedFor(cook.name)) chosen.push(cook);
    expect(chosen).toHaveLength(1);
    const tueName = chosen[0]?.name ?? "";
    const other = biz.cooks.find((c) => c.name !== tueName);
    if (!other) throw new Error("no other cook");
    const { tueLunch } = shifts;
    const taken = await owner.post("/api/shift/employee/select-shift", {
      data: { employee_id: other.id, shift_id: tueLunch.id, area_role_id: tueLunch.roleId, slot_id: tueLunch.slotId },
    });
    expect(taken.status(), await taken.text()).toBe(200);

    await dialog.getByRole("button", { name: "Apply 4 assignments" }).click();
    await expect(dialog.getByRole("heading", { name: AUTO_FILL_MESSAGES.applied(3) })).toBeFocused();
    const skipped = dialog.getByRole("region", { name: "Skipped (1)" });
    await expect(skipped).toContainText(`${tueName} · Cook · ${tueLunch.name} · Tue ${monday.add({ days: 1 }).day} `);
    await expect(skipped).toContainText(`11:00 AM – 03:00 PM: ${AUTO_FILL_MESSAGES.skipped.slotFull}`);

    // One of Monday's bookings is released by hand: Undo keeps it (it changed) and releases the other two.
    const booked = await owner.get("/api/shift/all-shift-slots", {
      params: { roster_type: "schedule_shifts", location_id: biz.locationId, length: 100 },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const rows = (await booked.json()).payload.data as { id: number; shift: { name: string } }[];
    const monBooking = rows.find((r) => r.shift.name === shifts.monLunch.name);
    if (!monBooking) throw new Error("no Monday booking");
    const released = await owner.post(`/api/shift/employee/shift-action/${monBooking.id}`, {
      data: { status: "Released" },
    });
    expect(released.status(), await released.text()).toBe(200);

    await dialog.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("dialog", { name: "Undo auto-fill" }).getByRole("button", { name: "Release them" }).click();
    await expect(dialog.getByRole("heading", { name: AUTO_FILL_MESSAGES.undone(2) })).toBeFocused();
    // Named from the preview, as the skipped ones are: the cook, the role and the shift.
    const kept = dialog.getByRole("region", { name: "Kept (1)" });
    await expect(kept).toContainText(` · Cook · ${shifts.monLunch.name} · Mon `);
    await expect(kept).toContainText(`: ${AUTO_FILL_MESSAGES.changedSince}`);
    await expect(dialog.getByRole("button", { name: "Undo" })).toHaveCount(0);
    await expectAccessible(page);
    // Tuesday stays with the cook another manager chose; the rest is open again.
    expect(await openPositions(biz)).toEqual({
      [shifts.monLunch.name]: 2,
      [shifts.wedDinner.name]: 1,
      [shifts.wine.name]: 1,
    });
  });

  test("with wages, the cheaper cooks are proposed and the preview says what they add to the labour cost", async ({
    page,
  }) => {
    const { owner, cooks, monday } = biz;
    // Ada is dearer than Bo and Cy; hours spread as fairly either way (each stays under a quarter of 40 h).
    const rates = ["40.00", "15.00", "15.00"];
    for (const [i, cook] of cooks.entries()) {
      const res = await owner.put(`/api/employee/${cook.id}/wage`, {
        data: { hourly_rate: rates[i], effective_from: "01-01-2026" },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const rules = await owner.get("/api/business/work-rules");
    const saved = await owner.put("/api/business/work-rules", {
      data: { ...(await rules.json()).payload, managers_see_wages: true },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`/shifts-roster?tab=vacant_shifts&location=${biz.locationId}`);
    const dialog = await openDialog(page, "Auto-fill");
    await customPeriod(dialog, monday, monday.add({ days: 6 }));
    await dialog.getByRole("button", { name: "Find assignments" }).click();
    await expect(dialog.getByRole("heading", { name: "4 of 5 open positions filled" })).toBeVisible();
    // 4 + 4 + 4 + 5 hours, all at $15.
    await expect(dialog.getByText("All proposed assignments add $255.00 to the scheduled labour cost.")).toBeVisible();
    const ada = cooks[0]?.name ?? "Ada";
    await expect(dialog.getByRole("checkbox", { name: new RegExp(`^${ada} · `) })).toHaveCount(0);
    await expect(dialog.getByRole("checkbox")).toHaveCount(4);
    await expectAccessible(page);
  });
});
