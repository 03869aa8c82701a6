import { WORK_RULE_DEFAULTS, WORK_RULE_MESSAGES } from "@brigade/contract/work-rules";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { csrf, downtownKitchen, hireLineCook, stamp } from "./scheduling";
import { choose, expectAccessible, logIn, signIn, watchConsole } from "./support";

// The owner sets the business's work rules on /work-rules; managers read them. A team member may have their
// own weekly maximum, kept on the team member form. The rules are put back to the defaults after each test,
// so neither a second run nor another spec finds them changed.

async function resetRules(page: Page) {
  const res = await page.request.put("/api/business/work-rules", {
    headers: await csrf(page),
    data: WORK_RULE_DEFAULTS,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the page from the navigation (behind the menu button on a phone). */
async function openFromNav(page: Page) {
  // After logging in, wait for the landing page: arriving there closes the phone's navigation.
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  if (test.info().project.name === "phone") await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("link", { name: "Work rules" }).click();
  await expect(page.getByRole("heading", { name: "Work rules", level: 1 })).toBeVisible();
}

test.describe("work rules", () => {
  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = watchConsole(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("the owner changes a rule and finds it kept after a reload", async ({ page }) => {
    await logIn(page, "owner@brigade.demo");
    await resetRules(page);
    try {
      await openFromNav(page);
      const weekly = page.getByRole("textbox", { name: "Maximum weekly hours" });
      await expect(weekly).toHaveValue(String(WORK_RULE_DEFAULTS.max_week_hours));
      await expectAccessible(page);

      // Checked in the browser with the contract's message before anything is sent.
      await weekly.fill("200");
      await page.getByRole("button", { name: "Save work rules" }).click();
      await expect(page.getByText(WORK_RULE_MESSAGES.maxWeekHours)).toBeVisible();

      await weekly.fill("37.5");
      await page.getByRole("textbox", { name: "Rest between days (hours)" }).fill("11");
      await page.getByRole("textbox", { name: "Shifts per day" }).fill("1");
      // Swaps exist: the rule says what each setting does (issue 36: no "later release").
      await expect(page.getByText("Off: a swap happens as soon as the colleague accepts it.")).toBeVisible();
      await expect(page.getByText(/later release/)).toHaveCount(0);
      await page.getByRole("switch", { name: "Swaps need approval" }).uncheck();
      // The time clock's rules: a multiplier out of bounds is refused with the contract's message.
      const multiplier = page.getByRole("textbox", { name: "Overtime multiplier" });
      await multiplier.fill("5");
      await page.getByRole("button", { name: "Save work rules" }).click();
      await expect(page.getByText(WORK_RULE_MESSAGES.overtimeMultiplier)).toBeVisible();
      await multiplier.fill("2");
      await page.getByRole("textbox", { name: "No-show after (minutes)" }).fill("45");
      await choose(page, "Location check", "", "Refused when away");
      await page.getByRole("button", { name: "Save work rules" }).click();
      await expect(page.getByText(WORK_RULE_MESSAGES.updated)).toBeVisible();

      await page.reload();
      await expect(page.getByRole("textbox", { name: "Maximum weekly hours" })).toHaveValue("37.5");
      await expect(page.getByRole("textbox", { name: "Rest between days (hours)" })).toHaveValue("11");
      await expect(page.getByRole("textbox", { name: "Shifts per day" })).toHaveValue("1");
      await expect(page.getByRole("switch", { name: "Swaps need approval" })).not.toBeChecked();
      await expect(page.getByRole("switch", { name: "Draft weeks" })).not.toBeChecked();
      await expect(page.getByRole("textbox", { name: "Overtime multiplier" })).toHaveValue("2.00");
      await expect(page.getByRole("textbox", { name: "No-show after (minutes)" })).toHaveValue("45");
      await expect(page.getByRole("combobox", { name: "Location check" })).toHaveValue("Refused when away");
      await expect(page.getByRole("button", { name: "Save work rules" })).toBeDisabled();
    } finally {
      await resetRules(page);
    }
  });

  test("a manager reads the rules but cannot change them", async ({ page }) => {
    await logIn(page, "manager@brigade.demo");
    await openFromNav(page);
    await expect(page.getByText("Only the owner changes the work rules.")).toBeVisible();
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: /^\d+(\.\d+)? hours$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByText("Swaps need approval", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save work rules" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a team member's own weekly maximum is kept, and cleared back to the business's", async ({ page }) => {
    await signIn(page, "owner@brigade.demo");
    const cook = await hireLineCook(page, await downtownKitchen(page), `Max Hours ${stamp()}`);
    const field = page.getByRole("textbox", { name: "Maximum weekly hours" });
    const edit = async () => {
      await page.goto(`/create-team-member?id=${cook.id}`);
      await expect(page.getByRole("heading", { name: "Edit Team Member", level: 1 })).toBeVisible();
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(cook.name);
    };

    await edit();
    await expect(field).toHaveValue("");
    await expect(page.getByText(/empty follows the business's work rule, \d+(\.\d+)? hours/)).toBeVisible();
    await field.fill("200");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(WORK_RULE_MESSAGES.maxWeekHours)).toBeVisible();
    await field.fill("32.5");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/team-member-record$/);

    await edit();
    await expect(field).toHaveValue("32.5");
    await expectAccessible(page);
    await field.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/team-member-record$/);

    await edit();
    await expect(field).toHaveValue("");
    const saved = await page.request.get(`/api/employee/team-member/${cook.id}`);
    expect((await saved.json()).payload.max_week_hours).toBeNull();
  });
});
