import { LABOUR_MODEL_MESSAGES } from "@brigade/contract/labour-model";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { csrf } from "./scheduling";
import {
  choose,
  expectAccessible,
  expectNoSidewaysScroll,
  expectTime,
  signIn,
  typeTime,
  watchConsole,
} from "./support";

// Demand, a location's own settings: a manager sets Downtown's Monday opening hours (lunch and dinner apart) and one
// role's labour rule and the location's labour target, then that rule by steps, finds them kept after a reload, and
// sees the server's field errors beside their fields. Downtown's opening hours, labour model and target are emptied again afterwards, so no
// other spec finds them set.

async function downtownId(page: Page): Promise<number> {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const downtown = ((await res.json()).payload as { id: number; name: string }[]).find((l) => l.name === "Downtown");
  if (!downtown) throw new Error("no Downtown in the demo");
  return downtown.id;
}

async function reset(page: Page, id: number) {
  const headers = await csrf(page);
  for (const [path, data] of [
    ["opening-hours", { days: [] }],
    ["labour-model", { rules: [], labour_target_percent: null }],
  ] as const) {
    const res = await page.request.put(`/api/locations/${id}/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("a manager sets a location's opening hours and a labour rule", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "manager@brigade.demo");
  const id = await downtownId(page);
  await reset(page, id);
  try {
    // From the navigation, without a location in the URL: the first location's; another chosen with the select is
    // kept in the URL.
    const listed = await page.request.get("/api/restaurant/location/index?paginated=false");
    const [first, second] = (await listed.json()).payload as { id: number; name: string }[];
    if (!first || !second) throw new Error("two locations in the demo");
    await page.goto("/dashboard");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Hours & staffing" })
      .click();
    await expect(page.getByRole("heading", { name: "Opening hours & labour model", level: 1 })).toBeVisible();
    const where = page.getByRole("combobox", { name: "Location" });
    await expect(where).toHaveValue(first.name);
    await choose(page, "Location", second.name, second.name);
    await expect(page).toHaveURL(new RegExp(`[?&]location_id=${second.id}(&|$)`));
    await choose(page, "Location", "Downtown", "Downtown");
    await expect(where).toHaveValue("Downtown");
    await expect(page).toHaveURL(new RegExp(`[?&]location_id=${id}(&|$)`));
    const hours = page.getByRole("region", { name: "Opening hours" });
    await expect(hours.getByRole("region", { name: "Monday" }).getByText("Closed")).toBeVisible();

    // Monday: lunch and dinner.
    await page.getByRole("button", { name: "Add opening on Monday" }).click();
    await typeTime(page.getByLabel("Monday opening 1 opens", { exact: true }), "11:00");
    await typeTime(page.getByLabel("Monday opening 1 closes", { exact: true }), "14:00");
    await page.getByRole("button", { name: "Add opening on Monday" }).click();
    await typeTime(page.getByLabel("Monday opening 2 opens", { exact: true }), "17:00");
    await typeTime(page.getByLabel("Monday opening 2 closes", { exact: true }), "22:00");
    await page.getByRole("button", { name: "Save opening hours" }).click();
    await expect(page.getByText("Opening hours saved.")).toBeVisible();

    // The labour model: a server error beside its field, then a rule kept.
    const server = "Server (Front of House)";
    await choose(page, `Rule (${server})`, "Sales", "Sales");
    const per = page.getByRole("textbox", { name: `Sales an hour per person (${server})` });
    await per.fill("lots");
    await page.getByRole("button", { name: "Save labour model" }).click();
    // The 422's message for rules.N.per, beside the field (its description holds the help, then the error).
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(per).toHaveAccessibleDescription(new RegExp(literal(LABOUR_MODEL_MESSAGES.per)));
    // The location's labour target, saved with the rules: a server error beside it too, then 28,5 kept as 28.5.
    const target = page.getByRole("textbox", { name: "Labour target (% of sales)" });
    await expect(target).toHaveAccessibleDescription(/^Labour cost as a share of sales this location aims at/);
    await expect(target).toHaveValue("");
    await target.fill("150");
    await page.getByRole("button", { name: "Save labour model" }).click();
    await expect(target).toHaveAccessibleDescription(new RegExp(literal(LABOUR_MODEL_MESSAGES.target)));
    await target.fill("28,5");
    await per.fill("150.00");
    await page.getByRole("textbox", { name: `At least (${server})` }).fill("1");
    await expect(page.getByText("One person for every 150.00 of sales an hour.")).toBeVisible();
    await page.getByRole("button", { name: "Save labour model" }).click();
    await expect(page.getByText("Labour model saved.")).toBeVisible();

    await page.reload();
    await expectTime(page.getByLabel("Monday opening 1 opens", { exact: true }), "11:00 AM");
    await expectTime(page.getByLabel("Monday opening 1 closes", { exact: true }), "02:00 PM");
    await expectTime(page.getByLabel("Monday opening 2 opens", { exact: true }), "05:00 PM");
    await expectTime(page.getByLabel("Monday opening 2 closes", { exact: true }), "10:00 PM");
    await expect(page.getByRole("textbox", { name: `Sales an hour per person (${server})` })).toHaveValue("150.00");
    await expect(page.getByRole("textbox", { name: `At least (${server})` })).toHaveValue("1");
    await expect(page.getByRole("textbox", { name: "Labour target (% of sales)" })).toHaveValue("28.5");

    // The same rule by steps (issue 37): chosen, then steps added and removed by keyboard, focus following.
    const card = page.getByRole("group", { name: server, exact: true });
    const steps = page.getByRole("radio", { name: `Steps (${server})` });
    await steps.focus();
    await page.keyboard.press("Space");
    await expect(steps).toBeChecked();
    await expect(page.getByRole("textbox", { name: `Sales an hour per person (${server})` })).toBeHidden();
    await expect(card.getByText("By steps: none added yet.")).toBeVisible();
    const from = (n: number) =>
      page.getByRole("textbox", { name: `From (sales an hour), step ${n} (${server})`, exact: true });
    const people = (n: number) => page.getByRole("textbox", { name: `People, step ${n} (${server})`, exact: true });
    const add = page.getByRole("button", { name: `Add a step (${server})` });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(from(1)).toBeFocused();
    await expect(from(1)).toHaveValue("0");
    await people(1).fill("1");
    await add.click();
    await expect(from(2)).toBeFocused();
    await page.keyboard.type("500");
    await add.click();
    await expect(from(3)).toBeFocused();
    // The last step removed: focus on the one before, never lost.
    await page.getByRole("button", { name: `Remove step 3 (${server})` }).click();
    await expect(from(3)).toHaveCount(0);
    await expect(from(2)).toBeFocused();
    // Step 2 without its people: the server's message for rules.N.steps.1.people, beside that field.
    await page.getByRole("button", { name: "Save labour model" }).click();
    await expect(people(2)).toHaveAccessibleDescription(new RegExp(literal(LABOUR_MODEL_MESSAGES.people)));
    await people(2).fill("2");
    await expect(
      card.getByText("By steps of sales an hour: from 0.00, 1 person; from 500.00, 2 people."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save labour model" }).click();
    await expect(page.getByText("Labour model saved.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("radio", { name: `Steps (${server})` })).toBeChecked();
    await expect(from(1)).toHaveValue("0");
    await expect(people(1)).toHaveValue("1");
    await expect(from(2)).toHaveValue("500");
    await expect(people(2)).toHaveValue("2");
    await expect(from(3)).toHaveCount(0);
    await expect(
      card.getByText("By steps of sales an hour: from 0.00, 1 person; from 500.00, 2 people."),
    ).toBeVisible();
    await expectAccessible(page);

    // At 390 px nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
    await expect(() => expectNoSidewaysScroll(page)).toPass({ timeout: 5000 });
    expect(errors).toEqual([]);
  } finally {
    await reset(page, id);
  }
});
