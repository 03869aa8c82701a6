import { formatDayMonthYear } from "@brigade/contract/dates";
import { WEEKDAYS } from "@brigade/contract/enums";
import type { Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { requests as requestsEn } from "../apps/web/src/i18n/locales/en/requests";
import { rosters as rostersEn } from "../apps/web/src/i18n/locales/en/rosters";
import { common as commonEs } from "../apps/web/src/i18n/locales/es/common";
import { requests as requestsEs } from "../apps/web/src/i18n/locales/es/requests";
import { rosters as rostersEs } from "../apps/web/src/i18n/locales/es/rosters";
import { common as commonFr } from "../apps/web/src/i18n/locales/fr/common";
import { requests as requestsFr } from "../apps/web/src/i18n/locales/fr/requests";
import { rosters as rostersFr } from "../apps/web/src/i18n/locales/fr/rosters";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, hireLineCook, type Kitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { choose, signIn, watchConsole } from "./support";

// Shift Requests (a pickup request, a time-off decision), Join Requests and the Shifts Roster with its
// per-employee timeline, in Spanish and in French on a phone: their words translated, the API's statuses and
// weekdays said in the language, and none of their English left. Other screens' parts are checked by their specs.

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value]] : leaves(value, `${prefix + key}.`),
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * An English text of the catalogue as a whole line (anything for a placeholder): each is a line of its own on
 * screen, so "Accept" is not found in "Accepté", nor "Week" in a shift another spec named "Week 3".
 */
const pattern = (text: string) =>
  new RegExp(`^\\s*${escapeRegExp(text).replace(/\\\{\\\{[^}]*\\\}\\\}/g, ".+?")}\\s*$`, "mu");

/** None of the English texts of some groups shows in `region`, apart from those the language writes the same. */
async function expectNoEnglish(region: Locator, english: Tree, translated: Tree, groups: readonly string[]) {
  const shown = await region.innerText();
  const theirs = new Map(leaves(translated));
  const left = groups
    .flatMap((group) => leaves(english[group] as Tree, `${group}.`))
    .filter(([key, text]) => theirs.get(key) !== text && /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, "")))
    .map(([, text]) => text)
    .filter((text) => pattern(text).test(shown));
  expect(left, shown).toEqual([]);
}

const LANGUAGES = {
  es: {
    requests: requestsEs,
    rosters: rostersEs,
    perPage: commonEs.pager.perPage,
    longDate: /^lun, \d{2} [a-z]+ \d{4} – dom, \d{2} [a-z]+ \d{4}$/,
  },
  fr: {
    requests: requestsFr,
    rosters: rostersFr,
    perPage: commonFr.pager.perPage,
    longDate: /^lun\. \d{2} [a-zéû.]+ \d{4} – dim\. \d{2} [a-zéû.]+ \d{4}$/,
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

test.describe("requests and rosters in other languages", () => {
  let errors: string[] = [];
  let kitchen: Kitchen;
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 5 });

  test.beforeEach(async ({ page }) => {
    errors = watchConsole(page);
    await signIn(page, "owner@brigade.demo");
    kitchen = await downtownKitchen(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  for (const language of ["es", "fr"] as const) {
    test(`shift requests, join requests and the roster read in ${language}`, async ({ page, playwright, baseURL }) => {
      const { requests, rosters, perPage, longDate } = LANGUAGES[language];
      // A new Line Cook ("Aaa", first by name) asks for a shift and for time off, through the API.
      const id = stamp();
      const shift = await scheduleShift(page, kitchen, {
        name: `Brunch ${id}`,
        from: at(day, 9),
        to: at(day, 11),
        count: 1,
      });
      const cook = await hireLineCook(page, kitchen, `Aaa Lang ${id}`);
      const api = await playwright.request.newContext({ baseURL });
      const login = await api.post("/api/auth/login", { data: { email: cook.email, password: "line-cook-pass" } });
      const headers = { authorization: `Bearer ${(await login.json()).payload.token}` };
      const pickup = await api.post("/api/shift/employee/pickup", {
        headers,
        data: { shift_id: shift.id, slot_id: shift.slotId, area_role_id: kitchen.lineCookId },
      });
      expect(pickup.status(), await pickup.text()).toBe(201);
      const away = day.add({ days: 1 });
      const timeOff = await api.post("/api/employee/time-off", {
        headers,
        data: { from_day: formatDayMonthYear(away), to_day: formatDayMonthYear(away), reason: "Wedding" },
      });
      expect(timeOff.status(), await timeOff.text()).toBe(201);
      const timeOffId = (await timeOff.json()).payload.id as number;
      await api.dispose();

      await page.addInitScript((lang) => localStorage.setItem("brigade.language", lang), language);
      const main = page.getByRole("main");

      // The pickup request on #Pending: status tab, columns, the weekday from the API and the buttons.
      await page.goto("/business-owner-shift-listing#Pending");
      await expect(heading(page, requests.page.title)).toBeVisible();
      await expect(page.getByRole("tab", { name: requests.bookingStatus.Pending })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.getByRole("button", { name: requests.requestsTable.columns.employee, exact: true }).click();
      await choose(page, perPage, "100", "100");
      const row = main.getByRole("row").filter({ hasText: cook.name });
      const weekday = WEEKDAYS[day.dayOfWeek - 1] ?? "Monday";
      await expect(row).toContainText(requests.weekdays.long[weekday]);
      await expect(
        row.getByRole("button", { name: fill(requests.decide.acceptLabel, { who: cook.name }) }),
      ).toBeVisible();
      await expectNoEnglish(main, requestsEn, requests, ["page", "requestsTable", "decide", "bookingStatus"]);

      // The time off: its card, and the decision dialog with the requester's shifts.
      await page.getByRole("tab", { name: requests.page.timeOffTab }).click();
      await expect(main.getByLabel(requests.timeOff.status, { exact: true })).toHaveValue(
        requests.timeOffStatus.Pending,
      );
      await choose(page, perPage, "100", "100");
      const card = main.locator(`[data-time-off-id="${timeOffId}"]`);
      await expect(card).toContainText(fill(requests.timeOff.reason, { reason: "Wedding" }));
      await expect(card).toContainText(requests.timeOff.wholeDay);
      await expectNoEnglish(main, requestsEn, requests, ["timeOff", "timeOffStatus", "decide"]);
      await card.getByRole("button", { name: fill(requests.timeOff.approveLabel, { who: cook.name }) }).click();
      const dialog = page.getByRole("dialog", { name: requests.timeOffDialog.title.Approved });
      await expect(dialog.getByRole("heading", { name: requests.timeOffConflicts.title })).toBeVisible();
      await expect(dialog.getByLabel(requests.timeOffDialog.note)).toBeVisible();
      await expectNoEnglish(dialog, requestsEn, requests, ["timeOffDialog", "timeOffConflicts", "timeOff"]);
      await dialog.getByRole("button", { name: requests.timeOffDialog.cancel }).click();
      await expect(dialog).toBeHidden();

      await page.goto("/team-member-requests");
      await expect(heading(page, requests.joinRequests.title)).toBeVisible();
      await expect(main.getByText(requests.joinRequests.description)).toBeVisible();
      await expectNoEnglish(main, requestsEn, requests, ["joinRequests"]);

      // The vacant roster: the tab, its columns and an Assign button.
      await page.goto(`/shifts-roster?tab=vacant_shifts&location=${kitchen.locationId}`);
      await expect(heading(page, rosters.page.title)).toBeVisible();
      await expect(page.getByRole("tab", { name: rosters.tabs.vacant_shifts })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const vacant = main.getByRole("table", { name: rosters.vacantTable.label });
      await expect(vacant.getByRole("columnheader", { name: rosters.columns.remainingSlots })).toBeAttached();
      await expect(
        vacant.getByRole("button", { name: new RegExp(`^${rosters.vacantTable.assign} `) }).first(),
      ).toBeAttached();
      await expectNoEnglish(main, rostersEn, rosters, [
        "page",
        "tabs",
        "actions",
        "columns",
        "vacantTable",
        "shiftType",
      ]);

      // The per-employee timeline: the week named in the language, and its controls.
      await page.goto(`/shifts-roster?tab=schedule_shifts&location=${kitchen.locationId}#shift_per_employee_roster`);
      await expect(main.getByRole("button", { name: rosters.period.previous.week })).toBeVisible();
      await expect(main.getByRole("heading", { name: longDate })).toBeVisible();
      await expect(
        main
          .getByRole("radiogroup", { name: rosters.timeline.spanLabel })
          .getByRole("radio", { name: rosters.timeline.week }),
      ).toBeChecked();
      await expectNoEnglish(main, rostersEn, rosters, ["timeline", "period", "zoneNote", "shading", "calendar"]);
    });
  }
});
