import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, NEW_YORK, stamp } from "./scheduling";
import { choose, expectAccessible, signIn, watchConsole } from "./support";

// A manager who is also an employee asks for a shift: on the requests listing their own request carries no
// Accept or Reject (the server would refuse them: nobody decides their own request), only a note.

type Location = {
  id: number;
  name: string;
  areas: { id: number; name: string; area_role: { id: number; name: string }[] }[];
};

test("a manager's own pickup request is left to someone else", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "manager@brigade.demo");
  const id = stamp();
  const locations = (await (await page.request.get("/api/restaurant/location/index?paginated=false")).json())
    .payload as Location[];
  const front = locations.find((l) => l.name === "Downtown")?.areas.find((a) => a.name === "Front of House");
  const host = front?.area_role.find((r) => r.name === "Host");
  if (!front || !host) throw new Error("no Downtown Host in the demo data");
  // Past the demo's two weeks (an early shift right after the manager's demo closing shift would be refused
  // for short rest, a work rule this test is not about), and clear of the days schedule-a-shift needs free.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 38 });
  const headers = await csrf(page);
  const created = await page.request.post("/api/shift/store", {
    headers,
    data: {
      name: `Host ${id}`,
      from: at(day, 7),
      to: at(day, 9),
      location_id: locations.find((l) => l.name === "Downtown")?.id,
      chunk: 1,
      areas: [{ id: front.id, area_role: [{ id: host.id, count: 1 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shift = (await created.json()).payload as { id: number; shift_time_slots: { id: number }[] };
  const pickup = await page.request.post("/api/shift/employee/pickup", {
    headers,
    data: { shift_id: shift.id, slot_id: shift.shift_time_slots[0]?.id, area_role_id: host.id },
  });
  expect(pickup.status(), await pickup.text()).toBe(201);

  await page.goto("/business-owner-shift-listing#Pending");
  await expect(page.getByRole("heading", { name: "Shift Requests", level: 1 })).toBeVisible();
  await choose(page, "Entries per page", "100", "100");
  const mine = page.getByRole("row").filter({ hasText: `Host ${id}` });
  await expect(mine).toContainText("Marco Manager");
  await expect(mine).toContainText("Your own request: another manager decides it");
  await expect(mine.getByRole("button", { name: /Accept|Reject/ })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
