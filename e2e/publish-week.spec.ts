import { formatDayMonthYear } from "@brigade/contract/dates";
import { PUBLISH_MESSAGES } from "@brigade/contract/publish";
import { WORK_RULE_MESSAGES } from "@brigade/contract/work-rules";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, NEW_YORK, stamp } from "./scheduling";
import { expectAccessible, logIn, signIn, uniqueEmail, watchConsole } from "./support";

// Draft weeks: the owner turns them on, a manager schedules a member on a draft shift the member cannot see,
// publishes the week, and the member sees it. A business of its own, so no other journey meets its drafts.

const PASSWORD = "publish-week-pass";

type Setup = {
  owner: string;
  manager: string;
  member: string;
  locationId: number;
  location: string;
  areaId: number;
  roleId: number;
  memberId: number;
};

async function newBusiness(request: APIRequestContext, id: string): Promise<Setup> {
  const owner = uniqueEmail("owner");
  const reg = await request.post("/api/auth/register", {
    data: { business_name: `Draft House ${id}`, name: "Ola Owner", email: owner, password: PASSWORD },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  // The owner sets up with a bearer token: no cookie, so no CSRF header either.
  const headers = { authorization: `Bearer ${(await reg.json()).payload.token}` };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).payload.id as number;
  };
  const location = `Draft House ${id}`;
  const locationId = await post("/api/restaurant/location/store", { name: location, time_zone: NEW_YORK });
  const areaId = await post("/api/restaurant/area/store", { location_id: locationId, name: "Kitchen" });
  const roleId = await post("/api/restaurant/area/role/store", { area_id: areaId, name: "Cook" });
  // A second location with nothing to publish: Show All offers no bar for it.
  await post("/api/restaurant/location/store", { name: `Quiet Corner ${id}`, time_zone: NEW_YORK });
  const staff = async (name: string, extra: object = {}) => {
    const email = uniqueEmail("staff");
    const data = { name, email, password: PASSWORD, availability: "FullTime", area_role_ids: [roleId], ...extra };
    return { email, id: await post("/api/employee/team-member/store", data) };
  };
  const member = await staff(`Mia ${id}`);
  const manager = await staff(`Max ${id}`, { role: "manager" });
  return {
    owner,
    manager: manager.email,
    member: member.email,
    memberId: member.id,
    locationId,
    location,
    areaId,
    roleId,
  };
}

/** The page has no sideways scroll (the phone's 390 px). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A page of its own, signed in as `email`: on the user's home, or on no page yet (`land: false`). */
async function signedIn(browser: Browser, email: string, land = true): Promise<Page> {
  // A context of the project's own (its width and base URL), with its own session.
  const page = await (await browser.newContext()).newPage();
  if (land) await logIn(page, email, PASSWORD);
  else await signIn(page, email, PASSWORD);
  return page;
}

test("a draft week stays hidden from the member until the manager publishes it", async ({ page, browser, request }) => {
  const errors = watchConsole(page);
  const id = stamp();
  const biz = await newBusiness(request, id);
  const name = `Dinner ${id}`;
  // Tuesday of next week: the member's home shows this week and next.
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  const monday = today.add({ days: 8 - today.dayOfWeek });
  const tuesday = monday.add({ days: 1 });
  const week = formatDayMonthYear(monday);

  // The owner turns draft weeks on.
  await signIn(page, biz.owner, PASSWORD);
  await page.goto("/work-rules");
  await page.getByRole("switch", { name: "Draft weeks" }).check();
  await page.getByRole("button", { name: "Save work rules" }).click();
  await expect(page.getByText(WORK_RULE_MESSAGES.updated)).toBeVisible();

  // A manager schedules the member on a new shift: a draft.
  const manager = await signedIn(browser, biz.manager, false);
  const store = await manager.request.post("/api/shift/store", {
    headers: await csrf(manager),
    data: {
      name,
      from: at(tuesday, 17),
      to: at(tuesday, 22),
      location_id: biz.locationId,
      chunk: 1,
      areas: [{ id: biz.areaId, area_role: [{ id: biz.roleId, count: 2 }] }],
    },
  });
  expect(store.status(), await store.text()).toBe(201);
  const shift = (await store.json()).payload as { id: number; shift_time_slots: { id: number }[] };
  const assigned = await manager.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(manager),
    data: {
      employee_id: biz.memberId,
      shift_id: shift.id,
      area_role_id: biz.roleId,
      slot_id: shift.shift_time_slots[0]?.id,
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The member does not see it.
  const member = await signedIn(browser, biz.member);
  await expect(member.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
  await expect(member.getByText("No shifts scheduled")).toBeVisible();
  await expect(member.getByText(name)).toHaveCount(0);

  // Under Show All, Publish week is offered for the location with a draft week, not for the quiet one.
  await manager.goto(`/calendar?view=timeGridWeek&date=${tuesday}`);
  const bars = manager.getByRole("region", { name: "Publishing" });
  await expect(bars.getByText(`Week of ${week} at ${biz.location}`)).toBeVisible();
  await expect(bars).toHaveCount(1);
  await expect(bars.getByRole("button", { name: "Publish week" })).toBeEnabled();

  // The manager's calendar marks it as a draft and says the week is one.
  await manager.goto(`/calendar?location=${biz.locationId}&view=timeGridWeek&date=${tuesday}`);
  const bar = manager.getByRole("region", { name: "Publishing" });
  await expect(bar.getByText(`Week of ${week} at ${biz.location}`)).toBeVisible();
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();
  await expect(bar.getByText("1 draft shift: staff do not see them until you publish the week.")).toBeVisible();
  await expect(manager.getByRole("button", { name: new RegExp(`Draft: Vacant Shift - ${name}`) })).toBeVisible();
  await expectAccessible(manager);
  expect(await fitsWidth(manager)).toBe(true);

  // Publishing asks first, saying who will be told; from the keyboard.
  const publish = bar.getByRole("button", { name: "Publish week" });
  await publish.focus();
  await manager.keyboard.press("Enter");
  const dialog = manager.getByRole("dialog", { name: "Publish this week?" });
  await expect(dialog.getByText(PUBLISH_MESSAGES.confirm(week, biz.location, 1))).toBeVisible();
  await expectAccessible(manager);
  await dialog.getByRole("button", { name: "Publish week" }).click();
  await expect(manager.getByText(PUBLISH_MESSAGES.published(week, 1, 1))).toBeVisible();
  await expect(bar.getByText("Published", { exact: true })).toBeVisible();
  await expect(publish).toBeDisabled();
  // Focus moved to the week's new state, not dropped with the disabled button.
  await expect(bar.locator(".brigade-publish-state")).toBeFocused();
  await expect(manager.getByRole("button", { name: new RegExp(`[AP]M Vacant Shift - ${name}`) })).toBeVisible();
  expect(await fitsWidth(manager)).toBe(true);

  // The member sees it now, and was told.
  await member.reload();
  await expect(member.getByRole("list", { name: "My schedule" }).getByText(name)).toBeVisible();
  const told = await member.request.get("/api/notifications");
  const kinds = ((await told.json()).payload.items as { kind: string; data: { week?: string } }[]).filter(
    (n) => n.kind === "week_published",
  );
  expect(kinds.map((n) => n.data.week)).toEqual([week]);

  await manager.context().close();
  await member.context().close();
  expect(errors).toEqual([]);
});
