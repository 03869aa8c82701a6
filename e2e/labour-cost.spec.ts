import { formatDayMonthYear } from "@brigade/contract/dates";
import type { LabourPercentPayload } from "@brigade/contract/labour-percent";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, NEW_YORK, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, seen, signIn, uniqueEmail, watchConsole } from "./support";

// The week's labour cost against its budget: the owner sees it on the dashboard and on the calendar's week view
// (the demo prices every employee and budgets every week) and sets the budget; a manager who may not see money
// (the default) sees none of it.

test("the owner sees the week's cost against the budget, and sets the budget", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await page.goto(`/dashboard?location_id=${kitchen.locationId}`);
  const panel = page.getByRole("region", { name: "Labour cost this week" });
  await expect(panel.getByText(/^\$[\d,]+\.\d\d scheduled of a \$6,000\.00 budget \(\d+(\.\d)?%\)$/)).toBeVisible();
  await expect(panel.getByRole("progressbar", { name: "Budget used" })).toBeVisible();
  await expect(panel.getByText(/^[\d.]+ h scheduled · [\d.]+ h overtime/)).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole("button", { name: "Set budget" }).click();
  const dialog = page.getByRole("dialog", { name: /^Budget of the week of \d\d-\d\d-\d{4}$/ });
  await dialog.getByLabel("Budget").fill("lots");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(
    dialog.getByText("The budget must be an amount from 0.00 to 100000000.00, such as 12500.00."),
  ).toBeVisible();
  await dialog.getByLabel("Budget").fill("250000.00");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(/^\$[\d,]+\.\d\d scheduled of a \$250,000\.00 budget \(\d+(\.\d)?%\)$/)).toBeVisible();

  // The calendar's week view shows the same week's panel.
  await page.goto(`/calendar?location=${kitchen.locationId}&view=timeGridWeek`);
  await expect(
    page.getByRole("region", { name: "Labour cost this week" }).getByText(/of a \$250,000\.00 budget/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the owner gives a team member a new rate from a day, and sees it among their rates", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  await page.goto("/team-member-record");
  await page.getByRole("button", { name: "Wage of Ava Chen" }).first().click();
  const drawer = page.getByRole("dialog", { name: "Wage of Ava Chen" });
  const rates = drawer.getByRole("table", { name: "Rates over time" });
  await expect(rates.getByRole("row")).not.toHaveCount(0);
  await expectAccessible(page);
  await drawer.getByLabel("Hourly rate (USD)").fill("-3");
  await drawer.getByRole("button", { name: "Save wage" }).click();
  await expect(
    drawer.getByText("The hourly rate must be an amount from 0.00 to 100000.00, such as 18.50."),
  ).toBeVisible();
  await drawer.getByLabel("Hourly rate (USD)").fill("21.75");
  await drawer.getByRole("button", { name: "Save wage" }).click();
  await expect(page.getByText("Wage saved.").first()).toBeVisible();
  await expect(rates.getByRole("cell", { name: "$21.75" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager who may not see money sees no labour cost", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await page.goto(`/dashboard?location_id=${kitchen.locationId}`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // The dashboard's own panels are there; the money is not.
  await expect((await seen(page, "Schedule")).getByRole("tab").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Labour cost this week" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Labour % of sales" })).toHaveCount(0);
  // Nor wages on the team members' list.
  await page.goto("/team-member-record");
  await expect(page.getByRole("button", { name: /^Availability of / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Wage of / })).toHaveCount(0);
  const cost = await page.request.get(
    `/api/labour/cost?location_id=${kitchen.locationId}&from=01-01-2027&to=07-01-2027`,
  );
  expect(cost.status()).toBe(403);
  const percent = await page.request.get(
    `/api/locations/${kitchen.locationId}/labour-percent?from=01-01-2027&to=07-01-2027`,
  );
  expect(percent.status()).toBe(403);
});

// Labour against sales (demand.md): a new owner's own business and New York location, so no other spec sees its sales
// history or its target, set up through the API: a cook at 20.00 an hour booked 10:00-18:00 on next week's Tuesday,
// a target of 0.5% of sales, and, once the week view has said there is no forecast, five weeks of sales history up to
// yesterday. The week view then sets the scheduled labour against the forecast, per day too; the dashboard this week's
// and last week's, each in words against the target.
test("the owner sees labour as a share of sales against the target", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  const register = await page.request.post("/api/auth/register", {
    data: {
      business_name: `Percent ${id}`,
      name: "Pat Owner",
      email: uniqueEmail("percent"),
      password: "percent-pass",
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const headers = await csrf(page);
  const send = async <T>(method: "post" | "put", url: string, data: object, status: number) => {
    const res = await page.request[method](url, { headers, data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()).payload as T;
  };
  const location = await send<{ id: number }>(
    "post",
    "/api/restaurant/location/store",
    { name: `Percent ${id}`, time_zone: NEW_YORK },
    201,
  );
  const area = await send<{ id: number }>(
    "post",
    "/api/restaurant/area/store",
    { location_id: location.id, name: "Kitchen" },
    201,
  );
  const cook = await send<{ id: number }>(
    "post",
    "/api/restaurant/area/role/store",
    { area_id: area.id, name: "Cook" },
    201,
  );
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const member = await send<{ id: number }>(
    "post",
    "/api/employee/team-member/store",
    {
      name: `Cy ${id}`,
      email: uniqueEmail("cook"),
      password: "percent-pass",
      availability: "FullTime",
      area_role_ids: [cook.id],
    },
    201,
  );
  await send(
    "put",
    `/api/employee/${member.id}/wage`,
    {
      hourly_rate: "20.00",
      effective_from: formatDayMonthYear(monday.subtract({ days: 60 })),
    },
    200,
  );
  const tuesday = monday.add({ days: 8 });
  const shift = await send<{ id: number; shift_time_slots: { id: number }[] }>(
    "post",
    "/api/shift/store",
    {
      name: `Lunch ${id}`,
      from: at(tuesday, 10),
      to: at(tuesday, 18),
      location_id: location.id,
      chunk: 1,
      areas: [{ id: area.id, area_role: [{ id: cook.id, count: 1 }] }],
    },
    201,
  );
  await send(
    "post",
    "/api/shift/employee/select-shift",
    {
      employee_id: member.id,
      shift_id: shift.id,
      area_role_id: cook.id,
      slot_id: shift.shift_time_slots[0]?.id,
    },
    200,
  );
  await send("put", `/api/locations/${location.id}/labour-model`, { rules: [], labour_target_percent: "0.5" }, 200);

  // Next week's view, before any sales history: no forecast, said so; the target is there.
  await page.goto(`/calendar?location=${location.id}&view=timeGridWeek&date=${tuesday}`);
  const panel = page.getByRole("region", { name: "Labour % of sales" });
  await expect(panel.getByText("No forecast yet: it needs 4 weeks of sales history.")).toBeVisible();
  await expect(panel.getByText("Target: 0.5% of sales.")).toBeVisible();

  // Five weeks of history up to yesterday: 25.00 a quarter from 11:00 to 22:00.
  const intervals: { start: string; sales: string }[] = [];
  for (
    let day = monday.subtract({ weeks: 5 });
    Temporal.PlainDate.compare(day, today) < 0;
    day = day.add({ days: 1 })
  ) {
    for (let quarter = 0; quarter < 44; quarter += 1) {
      const start = day.toZonedDateTime({
        timeZone: NEW_YORK,
        plainTime: { hour: 11 + Math.floor(quarter / 4), minute: (quarter % 4) * 15 },
      });
      intervals.push({ start: start.toInstant().toString(), sales: "25.00" });
    }
  }
  await send("put", `/api/locations/${location.id}/sales`, { intervals }, 200);

  // The week's figures are the server's, written in words against the target.
  const read = await page.request.get(
    `/api/locations/${location.id}/labour-percent?from=${formatDayMonthYear(tuesday.subtract({ days: 1 }))}&to=${formatDayMonthYear(tuesday.add({ days: 5 }))}`,
  );
  const week = (await read.json()).payload as LabourPercentPayload;
  const scheduled = week.total.scheduled_percent ?? "";
  expect(week.total.scheduled_cost).toBe("160.00");
  expect(Number(scheduled)).toBeGreaterThan(0.5);
  const points = (Math.round(Number(scheduled) * 100) - 50) / 100;
  await page.reload();
  const line = panel.getByText(
    `Scheduled against forecast sales: ${scheduled}% (above target by ${points} point${points === 1 ? "" : "s"}).`,
  );
  await expect(line).toBeVisible();
  // Red above the target, as well as the words.
  await expect(line).toHaveCSS("color", "rgb(201, 42, 42)");

  // Each day, from the keyboard: Tuesday's share above the target, the others with nothing scheduled at 0%.
  const toggle = panel.getByRole("button", { name: "Show each day" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Hide each day" })).toHaveAttribute("aria-expanded", "true");
  const table = panel.getByRole("table", { name: "Labour % of sales per day" });
  const tuesdayDay = week.days[1];
  const tuesdayRow = table.getByRole("row", { name: new RegExp(formatDayMonthYear(tuesday)) });
  await expect(tuesdayRow.getByRole("cell").first()).toHaveText(
    new RegExp(`^${tuesdayDay?.scheduled_percent?.replace(".", "\\.")}%above target by [\\d.]+ points?$`),
  );
  await expect(tuesdayRow.getByRole("cell").last()).toHaveText("Not yet");
  const wednesdayRow = table.getByRole("row", { name: new RegExp(formatDayMonthYear(tuesday.add({ days: 1 }))) });
  await expect(wednesdayRow.getByRole("cell").first()).toHaveText("0.0%below target by 0.5 points");
  await expectAccessible(page);

  // The dashboard: this week, nothing scheduled; last week, nothing worked against its sales.
  await page.goto(`/dashboard?location_id=${location.id}`);
  const brief = page.getByRole("region", { name: "Labour % of sales" });
  await expect(
    brief.getByText("This week, scheduled against forecast sales: 0.0% (below target by 0.5 points)."),
  ).toBeVisible();
  await expect(brief.getByText("Last week, actual against sales: 0.0% (below target by 0.5 points).")).toBeVisible();
  await expect(brief.getByText("Target: 0.5% of sales.")).toBeVisible();

  // At 390 px nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(brief.getByText("Target: 0.5% of sales.")).toBeVisible();
  await expect(() => expectNoSidewaysScroll(page)).toPass({ timeout: 5000 });
  expect(errors).toEqual([]);
});
