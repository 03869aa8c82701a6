import { formatDay, formatDayMonthYear } from "@brigade/contract/dates";
import type { Locale } from "@brigade/contract/locales";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { catalogue as en } from "../apps/web/src/i18n/locales/en";
import { catalogue as es } from "../apps/web/src/i18n/locales/es";
import { catalogue as fr } from "../apps/web/src/i18n/locales/fr";
import { expect, test, waitForReads } from "./fixtures";
import { csrf, NEW_YORK } from "./scheduling";
import { signIn, watchConsole } from "./support";

// Issue 36, item 8: one date and one time format per language on every page. English keeps the spec's
// (DD-MM-YYYY, or DD MMM YY; hh:mm A), Spanish and French write DD/MM/YYYY and a 24-hour HH:mm. The owner, then a
// team member, goes through the main pages in one language; each page's text (and its tooltips and accessible
// names) is searched for a date or time in any other pattern.

const CATALOGUES = { en, es, fr };

/** Dates and times that are not the language's, each with what it is. */
const FOREIGN: Record<Locale, [string, RegExp][]> = {
  en: [
    ["a date with slashes", /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
    ["an ISO date", /\b\d{4}-\d{2}-\d{2}\b/g],
    ["a month-first date", /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g],
    // Not a zone's offset, "(UTC-05:00)".
    ["a 24-hour clock", /(?<![+\-−\d])\b\d{1,2}:[0-5]\d\b(?!\s?[AP]M)/g],
  ],
  es: foreignOfEurope(),
  fr: foreignOfEurope(),
};

function foreignOfEurope(): [string, RegExp][] {
  return [
    ["a 12-hour clock", /\b\d{1,2}:\d{2}\s?[AP]\.?M\b/gi],
    ["a date with dashes", /\b\d{1,2}-\d{1,2}-\d{4}\b/g],
    ["an ISO date", /\b\d{4}-\d{2}-\d{2}\b/g],
    [
      "a date without its leading zeros or full year",
      /\b(\d\/\d{1,2}\/\d{2,4}|\d{2}\/\d\/\d{2,4}|\d{1,2}\/\d{1,2}\/\d{2})\b/g,
    ],
    ["an English short date", /\b\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}\b/g],
  ];
}

/** What the page shows: its text, and the tooltips and accessible names people read or hear. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [title]")].flatMap((el) => [
      el.getAttribute("aria-label") ?? "",
      el.getAttribute("title") ?? "",
    ]);
    return [document.body.innerText, ...labels].join("\n");
  });

/** Each date or time of `text` in a pattern that is not the language's, with some text around it. */
function foreignIn(text: string, language: Locale): string[] {
  return FOREIGN[language].flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((m) => {
      const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replaceAll("\n", " ⏎ ");
      return `${what} "${m[0]}" in "…${around}…"`;
    }),
  );
}

test.describe("one date and one time format per language", () => {
  // The demo's owner and member are every other test's too (each worker's copy of the demo database): whatever
  // happens here, they speak English again afterwards.
  test.afterEach(async ({ page }) => {
    for (const email of ["staff@brigade.demo", "owner@brigade.demo"]) {
      await signIn(page, email);
      const res = await page.request.put("/api/auth/locale", { headers: await csrf(page), data: { locale: "en" } });
      expect(res.status(), await res.text()).toBe(200);
    }
  });

  for (const [index, language] of (["en", "es", "fr"] as const).entries()) {
    test(`every main page writes dates and times the ${language} way`, async ({ page }) => {
      test.slow(); // Twenty pages in a row.
      const errors = watchConsole(page);
      const words = CATALOGUES[language];
      const found: string[] = [];

      /** Opens a page, waits for its heading in the language and for its data, and searches what it shows. */
      const scan = async (path: string, until?: (page: Page) => Promise<void>) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await until?.(page);
        await waitForReads(page);
        for (const finding of foreignIn(await pageWords(page), language)) found.push(`${path}: ${finding}`);
      };
      const speak = async () => {
        const res = await page.request.put("/api/auth/locale", {
          headers: await csrf(page),
          data: { locale: language },
        });
        expect(res.status(), await res.text()).toBe(200);
      };
      const openBell = async () => {
        const bell = page.getByRole("button", { name: new RegExp(`^${words.account.notifications.title}`) });
        await bell.click();
        const list = page.getByRole("region", { name: words.account.notifications.list });
        await expect(list.getByRole("button").first()).toBeVisible();
        await waitForReads(page);
        // The list's own words (its title attribute included); the page beneath was searched on its own.
        const shown = await list.evaluate((el) =>
          [
            (el as HTMLElement).innerText,
            ...[...el.querySelectorAll("[title]")].map((t) => t.getAttribute("title")),
          ].join("\n"),
        );
        for (const finding of foreignIn(shown, language))
          found.push(`${new URL(page.url()).pathname} (bell): ${finding}`);
        await page.keyboard.press("Escape");
      };

      // The member asks for a day off, which the owner is told of; the owner's refusal is the member's news.
      const away = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 40 + index });
      await signIn(page, "staff@brigade.demo");
      await speak();
      const asked = await page.request.post("/api/employee/time-off", {
        headers: await csrf(page),
        data: { from_day: formatDayMonthYear(away), to_day: formatDayMonthYear(away), reason: "Dates" },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      const timeOffId = (await asked.json()).payload.id as number;

      await signIn(page, "owner@brigade.demo");
      await speak();
      const denied = await page.request.post(`/api/employee/time-off/${timeOffId}/decision`, {
        headers: await csrf(page),
        data: { status: "Denied" },
      });
      expect(denied.status(), await denied.text()).toBe(200);

      await scan("/dashboard");
      await openBell();
      for (const view of ["dayGridMonth", "timeGridWeek", "listWeek"])
        await scan(`/calendar?view=${view}`, (p) => expect(p.locator(".brigade-calendar")).toBeVisible());
      await scan("/calendar?calendar_view=employee");
      await scan("/shifts");
      await scan("/shifts-roster");
      await scan("/business-owner-shift-listing");
      await scan("/business-owner-shift-listing#TimeOff");
      await scan("/team-member-record?search=Ava%20Chen", async (p) => {
        const wageOf = words.business.teamMembersTable.wageOf.replace("{{name}}", "Ava Chen");
        await p.getByRole("button", { name: wageOf }).first().click();
        const drawer = p.getByRole("dialog", { name: wageOf });
        await expect(drawer.getByRole("table", { name: words.time.wages.versions })).toBeVisible();
        // A field's value is not in the page's text: the new rate's first day, today, in the language's form.
        await expect(drawer.getByRole("textbox", { name: words.time.wages.from })).toHaveValue(
          formatDay(Temporal.Now.plainDateISO(), language),
        );
      });
      await scan("/timesheets");
      await scan("/work-rules");
      await scan("/sales");

      await signIn(page, "staff@brigade.demo");
      for (const tab of ["schedule", "open", "requests", "swaps", "availability", "time_off", "clock"])
        await scan(`/employee-home?tab=${tab}`);
      await scan("/employee-calendar");
      await openBell();

      expect(found, found.join("\n")).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
