import { formatDayMonthYear } from "@brigade/contract/dates";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, NEW_YORK, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, uniqueEmail, watchConsole } from "./support";

// The calendar's Staffing panel (demand.md, "Labour model"): a new owner's own business and location, so no other
// spec's shifts or demo settings enter its figures, set up through the API: open on one Tuesday 11:00-19:00, two
// cooks whenever open (a fixed rule), and one shift of one cook from 10:00 to 15:00. Required 16 person-hours,
// scheduled 5: 12 under (11:00-15:00 one short, 15:00-19:00 two short) and 1 over (10:00-11:00, before the opening).
// The browser shows the week's gaps in the closed panel's header, the chart, and the figures in the table.

test("the week and day views show required against scheduled, with the gaps", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  const register = await page.request.post("/api/auth/register", {
    data: {
      business_name: `Staffed ${id}`,
      name: "Sam Owner",
      email: uniqueEmail("staffing"),
      password: "staffing-pass",
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const headers = await csrf(page);
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).payload as { id: number };
  };
  const put = async (url: string, data: object) => {
    const res = await page.request.put(url, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
  };
  const location = await post("/api/restaurant/location/store", { name: `Staffed ${id}`, time_zone: NEW_YORK });
  const area = await post("/api/restaurant/area/store", { location_id: location.id, name: "Kitchen" });
  const cook = await post("/api/restaurant/area/role/store", { area_id: area.id, name: "Cook" });
  await put(`/api/locations/${location.id}/opening-hours`, {
    days: [{ weekday: "Tuesday", open: "11:00", close: "19:00" }],
  });
  await put(`/api/locations/${location.id}/labour-model`, {
    rules: [{ area_role_id: cook.id, driver: "fixed", count: 2, min: 1 }],
  });
  // The coming week's Tuesday, on the location's clock.
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  const tuesday = today.add({ days: 8 - today.dayOfWeek }).add({ days: 1 });
  await post("/api/shift/store", {
    name: `Lunch ${id}`,
    from: at(tuesday, 10),
    to: at(tuesday, 15),
    location_id: location.id,
    chunk: 1,
    areas: [{ id: area.id, area_role: [{ id: cook.id, count: 1 }] }],
  });

  // The week view: closed, the panel says the week's gaps.
  await page.goto(`/calendar?location=${location.id}&view=timeGridWeek&date=${tuesday}`);
  const panel = page.getByRole("region", { name: "Staffing", exact: true });
  await expect(panel.getByText("Under-staffed by 12 person-hours this week.")).toBeVisible();
  await expect(panel.getByText("Over-staffed by 1 person-hour this week.")).toBeVisible();

  // Opened from the keyboard: the cook's chart, its gaps, and the figures of Tuesday in the screen readers' table.
  const toggle = panel.getByRole("button", { name: "Show staffing chart" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Hide staffing chart" })).toHaveAttribute("aria-expanded", "true");
  const role = panel.getByRole("region", { name: "Cook (Kitchen)" });
  await expect(role.getByText("Under by 12 h")).toBeVisible();
  await expect(role.getByText("Over by 1 h")).toBeVisible();
  // The gap is drawn: the people missing as a red area on the chart.
  await expect(
    role.getByTestId("staffing-chart").locator('path.recharts-area-area[fill="var(--mantine-color-red-7)"]'),
  ).toBeVisible();
  const byDay = role.getByRole("table", { name: "Staffing of Cook (Kitchen) by day, in person-hours" });
  const day = formatDayMonthYear(tuesday);
  const tuesdayRow = byDay.getByRole("row", { name: new RegExp(day) });
  await expect(tuesdayRow.getByRole("rowheader")).toHaveText(`Tue ${day}`);
  // Required, scheduled, under and over, in person-hours.
  await expect(tuesdayRow.getByRole("cell")).toHaveText(["16", "5", "12", "1"]);
  await expect(byDay.getByRole("row")).toHaveCount(8);
  await expectAccessible(page);

  // The day view of that Tuesday: its own gaps, and the people per hour.
  await page.goto(`/calendar?location=${location.id}&view=timeGridDay&date=${tuesday}`);
  await expect(panel.getByText("Under-staffed by 12 person-hours on this day.")).toBeVisible();
  await panel.getByRole("button", { name: "Show staffing chart" }).click();
  const byHour = role.getByRole("table", { name: "Staffing of Cook (Kitchen) by hour, in people on average" });
  // Required, scheduled and missing people: one cook before the opening, one of two at lunch, none of two at 6 PM.
  const hour = (name: string) => byHour.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
  await expect(hour("10:00 AM")).toHaveText(["0", "1", "0"]);
  await expect(hour("11:00 AM")).toHaveText(["2", "1", "1"]);
  await expect(hour("06:00 PM")).toHaveText(["2", "0", "2"]);

  // At 390 px nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(role.getByTestId("staffing-chart")).toBeVisible();
  await expect(() => expectNoSidewaysScroll(page)).toPass({ timeout: 5000 });
  expect(errors).toEqual([]);
});
