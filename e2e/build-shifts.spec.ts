import { AUTO_FILL_MESSAGES } from "@brigade/contract/auto-fill";
import { BUILD_SHIFTS_MESSAGES } from "@brigade/contract/build-shifts";
import type { APIRequestContext } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { created, quietMonday, registerOwner } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK, stamp } from "./scheduling";
import {
  expectAccessible,
  expectNoSidewaysScroll,
  onPhone,
  openDialog,
  signIn,
  uniqueEmail,
  watchConsole,
} from "./support";

// Build shifts from demand, then fill them, as an owner does it from the calendar: the week shown, a preview of the
// shifts the labour model calls for with their coverage and cost, the shifts created (as drafts), then Auto-fill from
// the next step proposing the cooks. The journey registers a business of its own (no other journey's shifts or people
// enter it); the week is two months ahead in New York.

const PASSWORD = "build-shifts-pass";

type Business = {
  owner: APIRequestContext;
  email: string;
  locationId: number;
  location: string;
  roleId: number;
  cooks: string[];
  monday: Temporal.PlainDate;
};

/** A New York location open Monday and Tuesday 11:00 to 15:00 with two available cooks; no labour model yet. */
async function newBusiness(newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>) {
  const id = stamp();
  const email = uniqueEmail("owner");
  const owner = await registerOwner(newContext, `Demand ${id}`, "Dora Owner", PASSWORD, email);
  const location = `Quay ${id}`;
  const { id: locationId } = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name: location,
    time_zone: NEW_YORK,
  });
  const area = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
    location_id: locationId,
    name: "Kitchen",
  });
  const role = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", {
    area_id: area.id,
    name: "Cook",
  });
  const cooks = [`Ada ${id}`, `Bo ${id}`];
  for (const name of cooks) {
    const data = {
      name,
      email: uniqueEmail("staff"),
      password: PASSWORD,
      availability: "FullTime",
      area_role_ids: [role.id],
    };
    await created(owner, "/api/employee/team-member/store", data);
  }
  const days = ["Monday", "Tuesday"].map((weekday) => ({ weekday, open: "11:00", close: "15:00" }));
  const hours = await owner.put(`/api/locations/${locationId}/opening-hours`, { data: { days } });
  expect(hours.status(), await hours.text()).toBe(200);
  // Draft weeks: the shifts built are drafts until the week is published.
  const rules = await owner.get("/api/business/work-rules");
  const drafts = await owner.put("/api/business/work-rules", {
    data: { ...(await rules.json()).payload, draft_weeks: true },
  });
  expect(drafts.status(), await drafts.text()).toBe(200);
  return { owner, email, locationId, location, roleId: role.id, cooks, monday: quietMonday() } satisfies Business;
}

test.describe("build shifts from demand", () => {
  let errors: string[];
  let biz: Business;

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    errors = watchConsole(page);
    biz = await newBusiness((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
    await signIn(page, biz.email, PASSWORD);
  });
  test.afterEach(async () => {
    await biz.owner.dispose();
    expect(errors).toEqual([]);
  });

  test("an owner builds the week's shifts from demand, creates them, then auto-fills them with the cooks", async ({
    page,
  }) => {
    const { monday } = biz;
    await page.goto(`/calendar?location=${biz.locationId}&date=${monday}&view=timeGridWeek`);
    await expect(page.getByText("No shift in this period. Click a day to create one.")).toBeVisible();

    // The calendar's location and week, the location field with the keyboard.
    const dialog = await openDialog(page, "Build shifts from demand");
    await expect(dialog.getByRole("combobox", { name: "Location" })).toHaveValue(biz.location);
    await expect(dialog.getByRole("combobox", { name: "Location" })).toBeFocused();
    const from = dialog.getByLabel("From", { exact: true });
    const to = dialog.getByLabel("To", { exact: true });
    await expect(from).toHaveValue(monday.toString());
    await expect(to).toHaveValue(monday.add({ days: 6 }).toString());

    // Fifteen days: the contract's message beside To, which takes the keyboard; nothing is asked of the server.
    await to.fill(monday.add({ days: 14 }).toString());
    const preview = dialog.getByRole("button", { name: "Preview", exact: true });
    await preview.click();
    await expect(to).toHaveAccessibleDescription(BUILD_SHIFTS_MESSAGES.periodTooLong);
    await expect(to).toBeFocused();
    await to.fill(monday.add({ days: 6 }).toString());
    await expect(to).not.toHaveAccessibleDescription(BUILD_SHIFTS_MESSAGES.periodTooLong);

    // The options: shift lengths and the start grid, behind a disclosure.
    const options = dialog.getByRole("button", { name: "Options" });
    await expect(options).toHaveAttribute("aria-expanded", "false");
    await options.click();
    await expect(dialog.getByLabel("Shortest shift (hours)")).toHaveValue("3");
    await expect(dialog.getByLabel("Longest shift (hours)")).toHaveValue("8");

    // No labour model yet: the server's 409, with the way to set one; the form stays as it was.
    await preview.click();
    const refusal = dialog.getByRole("alert");
    await expect(refusal).toContainText(BUILD_SHIFTS_MESSAGES.noLabourModel);
    await expect(refusal.getByRole("link", { name: "Set the labour model" })).toHaveAttribute(
      "href",
      `/location-demand?location_id=${biz.locationId}`,
    );
    await expect(from).toHaveValue(monday.toString());
    await expect(preview).toBeFocused();

    // One cook whenever the location is open.
    const model = await biz.owner.put(`/api/locations/${biz.locationId}/labour-model`, {
      data: { rules: [{ area_role_id: biz.roleId, driver: "fixed", count: 1, min: 1 }] },
    });
    expect(model.status(), await model.text()).toBe(200);

    // While the server builds, the button says so; then the preview's summary takes the keyboard.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/schedule/build-shifts", async (route) => {
      await held;
      await route.continue();
    });
    await preview.click();
    const building = dialog.getByRole("button", { name: "Building…" });
    await expect(building).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("status")).toContainText("Building the proposal…");
    release();
    const summary = dialog.getByRole("heading", { name: "Will create 2 shifts." });
    await expect(summary).toBeFocused();
    await page.unroute("**/api/schedule/build-shifts");

    // Monday's and Tuesday's shift, 11:00 to 15:00, a cook each; the cook's need covered, nothing under.
    const proposed = dialog.getByRole("region", { name: "Proposed shifts" });
    for (const day of [monday, monday.add({ days: 1 })]) {
      const shifts = proposed.getByRole("region", { name: new RegExp(`^\\S+ ${day.day} `) });
      await expect(shifts).toContainText("11:00 AM – 03:00 PM");
      await expect(shifts).toContainText("Cook × 1");
    }
    const coverage = dialog.getByRole("region", { name: "Coverage by role" });
    if (onPhone(page)) {
      await expect(coverage).toContainText("Cook (Kitchen)");
      await expect(coverage).toContainText("Required: 8 h");
      await expect(coverage).toContainText("Covered: 8 h");
      await expect(coverage).toContainText("Under: 0 h");
    } else {
      const row = coverage.getByRole("row", { name: /Cook \(Kitchen\)/ });
      await expect(row.getByRole("cell")).toHaveText(["Cook (Kitchen)", "8", "8", "0", "0", "8"]);
    }
    await expect(coverage.getByText(/^Under by/)).toHaveCount(0);
    // The owner sees money: the cooks have no wage, so both positions are unpriced; there is no forecast.
    const cost = dialog.getByRole("region", { name: "Labour cost" });
    await expect(cost).toContainText("Labour cost of the proposal: $0.00.");
    await expect(cost).toContainText("2 positions are not priced");
    await expectNoSidewaysScroll(page, dialog);
    await expectAccessible(page);

    // Created: the result takes the keyboard; they are drafts; the next step is Auto-fill for the same days.
    await dialog.getByRole("button", { name: "Create 2 shifts" }).click();
    await expect(dialog.getByRole("heading", { name: "Created 2 shifts." })).toBeFocused();
    await expect(
      dialog.getByText("The new shifts are drafts: staff see them once the week is published."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Auto-fill these shifts" }).click();
    await expect(dialog.getByRole("heading", { name: "Fill the new shifts" })).toBeFocused();
    await expect(dialog.getByRole("combobox", { name: "Location" })).toHaveValue(biz.location);
    await expect(dialog.getByLabel("From", { exact: true })).toHaveValue(monday.toString());
    await expect(dialog.getByLabel("To", { exact: true })).toHaveValue(monday.add({ days: 6 }).toString());
    await dialog.getByRole("button", { name: "Find assignments" }).click();

    // The two new shifts, each with one of the cooks proposed.
    await expect(dialog.getByRole("heading", { name: "2 of 2 open positions filled" })).toBeFocused();
    const proposals = dialog.getByRole("checkbox");
    await expect(proposals).toHaveCount(2);
    const cooks = new RegExp(`^(${biz.cooks.join("|")}) · Cook · .* · 11:00 AM – 03:00 PM$`);
    for (const box of await proposals.all()) await expect(box).toHaveAccessibleName(cooks);
    await dialog.getByRole("button", { name: "Apply 2 assignments" }).click();
    await expect(dialog.getByRole("heading", { name: AUTO_FILL_MESSAGES.applied(2) })).toBeFocused();

    // Closing returns the keyboard to the button; the calendar behind now has the week's shifts.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Build shifts from demand", exact: true })).toBeFocused();
    await expect(page.getByText("No shift in this period. Click a day to create one.")).toHaveCount(0);

    // Built once, the week has nothing more to build: the server says so and there is nothing to create.
    await page.getByRole("button", { name: "Build shifts from demand", exact: true }).click();
    await dialog.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: BUILD_SHIFTS_MESSAGES.summary.nothing })).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Create 0 shifts" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
