import { ASSIGN_MESSAGES as M } from "@brigade/contract/assignments";
import { MESSAGES } from "@brigade/contract/messages";
import type { Paginated } from "@brigade/contract/pagination";
import type { ShiftItem } from "@brigade/contract/shifts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, selectShift } from "./test/support";

type Row = { id: number; user: { name: string; email: string }; fit: { week_hours: number } };

let t: TestApp;
let owner: Caller;
let place: Place;
// Dinner on Monday 1 March 2027, 17:00 to 23:00 New York time.
let dinner: ShiftItem;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  dinner = await createShift(owner, storeBody(place, { from: "2027-03-01T22:00:00Z", to: "2027-03-02T04:00:00Z" }));
});
afterAll(() => t.close());

const slotId = () => dinner.shift_time_slots[0]?.id;
const listUrl = (query = "") =>
  `/api/employee/team-member/area-role?slot_id=${slotId()}&location_id=${place.locationId}&area_role_id=${place.roleA}&employee_status=active_employee${query}`;

async function list(query = "", caller = owner): Promise<Paginated<Row>> {
  const res = await caller.get(listUrl(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.paginated as Paginated<Row>;
}

describe("GET /api/employee/team-member/area-role", () => {
  it("offers active employees with the role and nothing overlapping, six per page, by name when they fit alike", async () => {
    const add = (name: string, opts: Parameters<typeof addEmployee>[2] = {}) =>
      addEmployee(t, place.businessId, { name, areaRoleIds: [place.roleA], ...opts });
    // Eight who can take the slot, added out of order.
    const names = ["Hana", "Bea", "Gus", "Ada", "Eli", "Cy", "Fay", "Dee"];
    const ok = new Map<string, number>();
    for (const name of names) ok.set(name, (await add(name)).id);
    // Same name twice: the id breaks the tie.
    ok.set("Ada 2", (await add("Ada")).id);
    // Left out: inactive, waiting, without the role, holding an overlapping shift, asking for this very slot.
    await add("Ina", { status: "inactive" });
    await add("Wes", { status: "waiting_for_approval" });
    await add("Rob", { areaRoleIds: [place.roleB] });
    const busy = await add("Bo");
    const overlapping = await createShift(
      owner,
      storeBody(place, { name: "Late", from: "2027-03-02T03:00:00Z", to: "2027-03-02T06:00:00Z" }),
    );
    expect((await selectShift(owner, assignment(overlapping, busy.id, place.roleA))).statusCode).toBe(200);
    const asking = await add("Al");
    await book(t, place, dinner, { employeeId: asking.id, status: "Pending" });
    // Kept: one whose shift ends when this one starts, and one whose position in this slot was released.
    const before = await add("Kim");
    const lunch = await createShift(
      owner,
      storeBody(place, { name: "Lunch", from: "2027-03-01T16:00:00Z", to: "2027-03-01T22:00:00Z" }),
    );
    expect((await selectShift(owner, assignment(lunch, before.id, place.roleA))).statusCode).toBe(200);
    const released = await add("Lou");
    await book(t, place, dinner, { employeeId: released.id, status: "Released" });

    const first = await list();
    expect(first.data.map((r) => r.user.name)).toEqual(["Ada", "Ada", "Bea", "Cy", "Dee", "Eli"]);
    expect(first.data.slice(0, 2).map((r) => r.id)).toEqual([ok.get("Ada"), ok.get("Ada 2")]);
    expect(first).toMatchObject({ current_page: 1, per_page: 6, total: 11, from: 1, to: 6, last_page: 2 });
    expect(first.data[0]).toEqual({
      id: ok.get("Ada"),
      user: { name: "Ada", email: expect.any(String) },
      fit: {
        week_hours: 0,
        availability: "unknown",
        time_off: false,
        rest_ok: true,
        over_max: false,
        day_shifts_ok: true,
      },
    });
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toContain("page=2");

    // The next page, followed the way the modal does.
    const nextRes = await owner.get(first.next_page_url ?? "");
    const second = nextRes.json().payload.paginated as Paginated<Row>;
    // Kim holds lunch that week: fewest week hours come first, so she follows everyone with none.
    expect(second.data.map((r) => r.user.name)).toEqual(["Fay", "Gus", "Hana", "Lou", "Kim"]);
    expect(second.data[4]?.fit.week_hours).toBe(6);
    expect(second).toMatchObject({ current_page: 2, from: 7, to: 11, next_page_url: null });

    const past = await list("&page=5");
    expect(past).toMatchObject({ data: [], total: 11, from: null, to: null });

    // Search by name or e-mail.
    expect((await list("&search=ea")).data.map((r) => r.user.name)).toEqual(["Bea"]);
    const email = first.data[2]?.user.email ?? "";
    expect((await list(`&search=${encodeURIComponent(email.toUpperCase())}`)).data.map((r) => r.id)).toEqual([
      first.data[2]?.id,
    ]);
    expect((await list("&search=%25")).data).toEqual([]);
  });

  it("answers 404 for a slot, role or location that is missing, another business's, or not on the slot's shift", async () => {
    const base = { slot_id: slotId(), location_id: place.locationId, area_role_id: place.roleA };
    const other = await createAreaRole(t, place.businessId, { name: "Sommelier" });
    const stranger = await registerOwner(t.app, "Elsewhere");
    const theirPlace = await createPlace(t, stranger);
    const theirShift = await createShift(stranger, storeBody(theirPlace));
    const cases: [Record<string, unknown>, string][] = [
      [{ slot_id: 999_999 }, M.slotNotFound],
      [{ slot_id: theirShift.shift_time_slots[0]?.id }, M.slotNotFound],
      [{ area_role_id: other.id }, M.roleNotOnShift],
      [{ area_role_id: theirPlace.roleA }, M.roleNotOnShift],
      [{ location_id: theirPlace.locationId }, MESSAGES.locationNotFound],
    ];
    for (const [patch, message] of cases) {
      const query = new URLSearchParams(
        Object.entries({ ...base, ...patch }).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await owner.get(`/api/employee/team-member/area-role?${query}`);
      expect(res.statusCode, JSON.stringify(patch)).toBe(404);
      expect(res.json().message).toBe(message);
    }
    // Our own location, but not the slot's.
    const mismatch = await owner.get(
      `/api/employee/team-member/area-role?slot_id=${slotId()}&location_id=${other.locationId}&area_role_id=${place.roleA}`,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ location_id: [M.locationMismatch] });
  });

  it("is for owners and managers and validates its query", async () => {
    const manager = await createStaff(t, owner, "manager");
    expect((await list("", manager)).total).toBeGreaterThanOrEqual(0);
    const member = await createStaff(t, owner, "team_member");
    expect((await member.get(listUrl())).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: listUrl() })).statusCode).toBe(401);
    const missing = await owner.get("/api/employee/team-member/area-role");
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["area_role_id", "location_id", "slot_id"]);
    expect((await owner.get(listUrl("&length=0"))).statusCode).toBe(422);
    expect((await owner.get(listUrl().replace("active_employee", "inactive"))).statusCode).toBe(422);
  });
});
