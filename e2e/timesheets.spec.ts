import { readFileSync } from "node:fs";
import { Temporal } from "temporal-polyfill";
import { created, PASSWORD, registerOwner } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK, stamp } from "./scheduling";
import { choose, expectAccessible, expectNoSidewaysScroll, uniqueEmail, watchConsole } from "./support";

// The owner's week of timesheets, in a business of its own (no other journey's punches are in its week): a cook
// clocks in and out, the owner fixes the punch with a reason (kept in its history), approves the week (locked:
// the API then refuses an edit) and exports it for payroll.

test("the owner fixes a punch with a reason, approves the week and exports it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const id = stamp();
  // A zone where it is now between 03:00 and 17:00 (one of these always is): the punch made below, moved two hours
  // earlier, and the four-hour shift after it stay on today and in this week, whatever the hour the test runs.
  const zone =
    ["America/New_York", "Europe/Paris", "Asia/Tokyo"].find((name) => {
      const hour = Temporal.Now.zonedDateTimeISO(name).hour;
      return hour >= 3 && hour < 17;
    }) ?? NEW_YORK;

  const newContext = (extraHTTPHeaders?: Record<string, string>) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const ownerEmail = uniqueEmail("sheets");
  const owner = await registerOwner(newContext, `Ledger ${id}`, "Lena Owner", PASSWORD, ownerEmail);
  const location = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name: `Ledger ${id}`,
    time_zone: zone,
  });
  const area = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
    location_id: location.id,
    name: "Kitchen",
  });
  const role = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", {
    area_id: area.id,
    name: "Cook",
  });
  const cookEmail = uniqueEmail("cook");
  const cookName = `Tess ${id}`;
  const cook = await created<{ id: number }>(owner, "/api/employee/team-member/store", {
    name: cookName,
    email: cookEmail,
    password: PASSWORD,
    availability: "FullTime",
    area_role_ids: [role.id],
  });
  const start = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
  const shift = await created<{ id: number; shift_time_slots: { id: number }[] }>(owner, "/api/shift/store", {
    name: `Sheet ${id}`,
    from: start.toISOString(),
    to: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    location_id: location.id,
    chunk: 1,
    areas: [{ id: area.id, area_role: [{ id: role.id, count: 1 }] }],
  });
  const assigned = await owner.post("/api/shift/employee/select-shift", {
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: role.id, slot_id: shift.shift_time_slots[0]?.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  // The cook clocks in and, a moment later, out (a clock-out at the clock-in's very millisecond is refused).
  const cookSession = await newContext();
  const login = await cookSession.post("/api/auth/login", { data: { email: cookEmail, password: PASSWORD } });
  const cookApi = await newContext({ authorization: `Bearer ${(await login.json()).payload.token}` });
  const clockIn = await cookApi.post("/api/clock/in", { data: {} });
  expect(clockIn.status(), await clockIn.text()).toBe(201);
  const punchId = (await clockIn.json()).payload.id as number;
  await expect.poll(async () => (await cookApi.post("/api/clock/out", { data: {} })).status()).toBe(200);

  // The owner fixes it: clocked in two hours earlier (or at 00:01), with a reason.
  const login2 = await page.request.post("/api/auth/login", { data: { email: ownerEmail, password: PASSWORD } });
  expect(login2.ok()).toBe(true);
  await page.goto("/timesheets");
  await expect(page.getByRole("heading", { name: "Timesheets", level: 1 })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: cookName }) });
  await expect(card.getByText(/^4 h scheduled · 0 h paid · \$0\.00$/)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole("button", { name: "Show days" }).click();
  await card.getByRole("button", { name: new RegExp(`^Edit the punch of ${cookName} on `) }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^Fix the punch of ${cookName}, `) });
  const now = Temporal.Now.zonedDateTimeISO(zone);
  const earlier =
    Temporal.ZonedDateTime.compare(now.subtract({ hours: 2 }), now.startOfDay()) > 0
      ? now.subtract({ hours: 2 })
      : now.startOfDay().add({ minutes: 1 });
  const newIn = earlier.toPlainDateTime().toString({ smallestUnit: "minute" });
  const out = await dialog.getByLabel("Clock out").inputValue();
  await dialog.getByLabel("Clock in").fill(newIn);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Say why the time changes.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Forgot to clock in at the start");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  // About two hours now (the owner sees the time, at no wage), and flagged edited.
  const hoursNow = Temporal.PlainDateTime.from(out).since(Temporal.PlainDateTime.from(newIn)).total("hours");
  expect(hoursNow).toBeGreaterThan(0);
  await expect(card.getByText(/^4 h scheduled · \d+(\.\d+)? h paid · \$0\.00$/)).not.toHaveText(/ 0 h paid/);
  await expect(card.getByText("Edited").first()).toBeVisible();
  await card.getByRole("button", { name: new RegExp(`^History of the punch of ${cookName} on `) }).click();
  const history = page.getByRole("dialog", { name: "Changes of this punch" });
  await expect(history.getByText("Reason: Forgot to clock in at the start")).toBeVisible();
  await expect(history.getByText(/^Lena Owner, /)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  // A break added to the punch: one that ends after the clock-out is refused, then five minutes inside it kept.
  await card.getByRole("button", { name: new RegExp(`^Edit the punch of ${cookName} on `) }).click();
  await expect(dialog.getByText("No breaks.")).toBeVisible();
  await dialog.getByRole("button", { name: "Add a break" }).click();
  const breakStart = dialog.getByLabel("Break 1 starts");
  await expect(breakStart).toBeFocused();
  const at = (minutes: number) =>
    Temporal.PlainDateTime.from(newIn).add({ minutes }).toString({ smallestUnit: "minute" });
  await breakStart.fill(at(2));
  await dialog.getByLabel("Break 1 ends").fill(Temporal.PlainDateTime.from(out).add({ hours: 1 }).toString());
  await dialog.getByLabel("Reason").fill("Took a break off the clock");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Breaks must lie within the punch and must not overlap.")).toBeVisible();
  await dialog.getByLabel("Break 1 ends").fill(at(7));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: new RegExp(`^Edit the punch of ${cookName} on `) }).click();
  await expect(dialog.getByLabel("Break 1 starts")).toHaveValue(at(2));
  await expect(dialog.getByLabel("Break 1 ends")).toHaveValue(at(7));
  await expectNoSidewaysScroll(page, dialog);
  await expectAccessible(page);
  // Removing it (not saved here) leaves focus on the button that adds one.
  await dialog.getByRole("button", { name: "Remove break 1" }).click();
  await expect(dialog.getByRole("button", { name: "Add a break" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Approved, the week is locked: the API refuses another change with the contract's message.
  await page.getByRole("button", { name: "Approve week" }).click();
  await page.getByRole("dialog", { name: "Approve this week?" }).getByRole("button", { name: "Approve week" }).click();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expectAccessible(page);
  const refused = await owner.patch(`/api/clock/punch/${punchId}`, {
    data: { in_at: now.subtract({ hours: 1 }).toInstant().toString(), reason: "later" },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("This timesheet is approved.");

  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const file = readFileSync((await (await download).path()) ?? "", "utf8").replace(/^\ufeff/, "");
  const [header, ...rows] = file.split("\r\n");
  expect(header).toBe(
    "Employee,Email,Date,Location,Role,Scheduled In,Scheduled Out,Clock In,Clock Out,Break Minutes,Paid Hours,Regular Hours,Overtime Hours,Rate,Cost,Predictability Pay,Rest Premium,Flags",
  );
  const row = rows.find((r) => r.startsWith(`${cookName},${cookEmail},`)) ?? "";
  expect(row).toContain("edited");
  // Break Minutes: the five-minute break.
  expect(row.split(",")[9]).toBe("5");
  // The owner's amounts are in the business's currency, set on the business profile.
  await page.goto("/business-profile");
  await choose(page, "Currency", "EUR", /^EUR · /);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Business profile updated successfully.").first()).toBeVisible();
  await page.goto("/timesheets");
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: cookName }) })).toContainText(
    "€",
  );
  for (const c of [owner, cookSession, cookApi]) await c.dispose();
  expect(errors).toEqual([]);
});
