import { formatDay } from "@brigade/contract/dates";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { CHECK_SAMPLE_BYTES } from "../apps/web/src/features/sales/lib/check-sample";
import { expect, test } from "./fixtures";
import { NEW_YORK } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 37, the Sales page: a manager checks a till's CSV export (its first rows, what it would import, the line it
// rejects), imports it, sees the day's total in the history, and undoes the import. Also at 390 px: nothing scrolls
// sideways, whatever the file's width (its preview scrolls in its own box). A file larger than the check's sample is
// checked from its start only and sent whole once, by the import.

/** Runs a check at 390 px once the page has laid itself out again (its tables and charts follow their box), then
 * goes back to the laptop's width. */
async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
  await expect(check).toPass({ timeout: 5000 });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a manager checks a sales file, imports it, sees the day's total and undoes the import", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "manager@brigade.demo");
  // Yesterday in Downtown (New York, the first location): inside the default period, the 4 weeks ending today there.
  const day = Temporal.Now.plainDateISO(NEW_YORK).subtract({ days: 1 });
  const csv = ["date,time,amount,ticket", `${day},12:05,25.50,1`, `${day},12:10,14.50,2`, `${day},25:99,3.00,3`];

  await page.goto("/sales");
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Downtown");
  await expect(page.getByText("No sales history yet")).toBeVisible();

  const file = page.getByLabel("CSV file");
  await file.setInputFiles({ name: "till.csv", mimeType: "text/csv", buffer: Buffer.from(csv.join("\n")) });
  // The first rows as the browser read them, then the dry run's summary and the line it rejects.
  await expect(page.getByRole("table", { name: "The first rows of till.csv" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByText("Read as tickets")).toBeVisible();
  const figure = (name: string) => page.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd");
  await expect(figure("Rows read")).toHaveText("3");
  await expect(figure("Rows rejected")).toHaveText("1");
  await expect(figure("Days covered")).toHaveText(formatDay(day));
  await expect(page.getByRole("table", { name: "Rejected lines" }).getByRole("row").nth(1)).toHaveText(
    "4The time must be HH:mm or HH:mm:ss.",
  );
  // A small file is checked whole.
  await expect(page.getByText(/^Checked the first /)).toHaveCount(0);
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));

  // Imported from the keyboard; focus goes to the server's message as the button goes with the file.
  await page.getByRole("button", { name: "Import", exact: true }).focus();
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "1 interval of sales history imported." });
  await expect(done).toBeFocused();
  await expect(file).toHaveValue("");

  // The day's total in the chart's table, and the import in the list.
  const byDay = page.getByRole("table", { name: "Sales by day" });
  await expect(byDay.getByRole("row", { name: formatDay(day) })).toHaveText(`${formatDay(day)}$40.00`);
  const imports = page.getByRole("table", { name: "Latest imports" });
  await expect(imports.getByRole("row")).toHaveCount(2);
  await expect(imports.getByRole("row").nth(1)).toContainText(`Tickets${formatDay(day)}11`);
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));

  // Undone after its confirmation: the history is gone, and focus, whose row went, is on the page's heading.
  await imports.getByRole("button", { name: /^Undo import of / }).click();
  const dialog = page.getByRole("dialog", { name: "Undo this import?" });
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("The import's sales history was removed.")).toBeVisible();
  await expect(page.getByText("No file imported yet.")).toBeVisible();
  await expect(page.getByText("No sales history yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeFocused();

  // Over 1 MiB of tickets, and past them a line the import rejects: the check sends only the file's start, whole
  // lines of it, and says so; the import sends the whole file, once, and names the line the check did not read.
  const tickets = Array.from({ length: 50_000 }, (_, i) => `${day},18:30,1.00,${i}`);
  const big = Buffer.from(["date,time,amount,ticket", ...tickets, `${day},25:99,3.00,x`].join("\n"));
  expect(big.length).toBeGreaterThan(CHECK_SAMPLE_BYTES * 1.3);
  // Each upload's size as its Content-Length: Playwright keeps no copy of a body the browser reads from a file.
  const uploads: Promise<{ dryRun: boolean; bytes: number }>[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "POST" || !url.pathname.endsWith("/sales/import")) return;
    const dryRun = url.searchParams.get("dry_run") === "1";
    uploads.push(request.allHeaders().then((headers) => ({ dryRun, bytes: Number(headers["content-length"]) })));
  });
  await file.setInputFiles({ name: "year.csv", mimeType: "text/csv", buffer: big });
  // The summary's figures are the start's: the sentence says how many rows of how large a file.
  await expect(page.getByRole("heading", { name: "What the file's first rows would import" })).toBeVisible();
  const rowsRead = (await figure("Rows read").textContent()) ?? "";
  expect(Number(rowsRead.replaceAll(",", ""))).toBeGreaterThan(30_000);
  expect(Number(rowsRead.replaceAll(",", ""))).toBeLessThan(tickets.length);
  const size = `${(big.length / 1024 / 1024).toFixed(1)} MB`;
  await expect(page.getByText(/^Checked the first /)).toHaveText(
    `Checked the first ${rowsRead} rows of ${size}; the import reads the whole file.`,
  );
  await expect(figure("Rows rejected")).toHaveText("0");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 interval of sales history imported." })).toBeFocused();
  await expect(page.getByText("1 row of the file was rejected and not imported.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Rejected lines" }).getByRole("row").nth(1)).toHaveText(
    `${tickets.length + 2}The time must be HH:mm or HH:mm:ss.`,
  );
  // A multipart body is the file and a few hundred bytes of its part's headers.
  const [check, upload, ...more] = await Promise.all(uploads);
  expect(more).toEqual([]);
  expect(check?.dryRun).toBe(true);
  expect(check?.bytes).toBeGreaterThan(CHECK_SAMPLE_BYTES - 100);
  expect(check?.bytes).toBeLessThan(CHECK_SAMPLE_BYTES + 1000);
  expect(upload?.dryRun).toBe(false);
  expect(upload?.bytes).toBeGreaterThan(big.length);
  expect(upload?.bytes).toBeLessThan(big.length + 1000);

  // Undone, as the page was found.
  await imports.getByRole("button", { name: /^Undo import of / }).click();
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("No sales history yet")).toBeVisible();
  expect(errors).toEqual([]);
});
