import { CHANGE_EXPORT_COLUMNS, type ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { LABOUR_MESSAGES } from "@brigade/contract/labour-cost";
import { MESSAGES } from "@brigade/contract/messages";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema/accounts";
import { locations } from "../../db/schema/locations";
import { shifts } from "../../db/schema/shifts";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment, selectShift } from "../assignments/test/support";
import { shiftAction } from "../decisions/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { setMoneyRules } from "../time-clock/test/support";

// Issue 38: the change log's read and export, and the pay each row carries under a location's rule pack
// (fair-workweek.md, "Posting and the change log"). Which routes write rows is changes-routes.test.ts.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller;
let businessId: number;
const HOUR = 3_600_000;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Change Log Diner");
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  businessId = (await owner.get("/api/auth/me")).json().payload.business.id as number;
});
afterAll(() => t.close());

/** A place under the pack (or none), and a cook there earning `rate` an hour from long ago. */
async function placeUnder(jurisdiction: string | null, rate = "20.00") {
  const place = await createPlace(t, owner, NY);
  await t.database.db.update(locations).set({ jurisdiction }).where(eq(locations.id, place.locationId));
  const cook = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
  const wage = await owner.put(`/api/employee/${cook.id}/wage`, { hourly_rate: rate, effective_from: "01-01-2026" });
  expect(wage.statusCode, wage.body).toBe(200);
  return { place, cook };
}

/** A six-hour shift starting `hoursAhead` from now, on the hour. */
async function shiftIn(place: Place, hoursAhead: number): Promise<ShiftItem> {
  const from = Math.ceil((Date.now() + hoursAhead * HOUR) / HOUR) * HOUR;
  return createShift(
    owner,
    storeBody(place, { from: new Date(from).toISOString(), to: new Date(from + 6 * HOUR).toISOString() }),
  );
}

/** The Monday (DD-MM-YYYY) of the week of a DD-MM-YYYY day. */
const mondayOf = (day: string) => {
  const [d, m, y] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return `${String(date.getUTCDate()).padStart(2, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${date.getUTCFullYear()}`;
};

/** DD-MM-YYYY of an instant in New York. */
const nyDay = (iso: string) => {
  const [y, m, d] = new Date(iso).toLocaleDateString("en-CA", { timeZone: NY }).split("-");
  return `${d}-${m}-${y}`;
};

async function changesOf(caller: Caller, place: Place, shift: ShiftItem, extra = "") {
  const day = nyDay(shift.from);
  const res = await caller.get(`/api/compliance/changes?location_id=${place.locationId}&from=${day}&to=${day}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.paginated as { data: ScheduleChangeItem[]; total: number; next_page_url: string | null };
}

async function assignThenUnassign(place: Place, shift: ShiftItem, employeeId: number) {
  const booked = await selectShift(owner, assignment(shift, employeeId, place.roleA));
  expect(booked.statusCode, booked.body).toBe(200);
  const bookingId = booked.json().payload.id as number;
  const unassigned = await shiftAction(owner, bookingId, { status: "Released" });
  expect(unassigned.statusCode, unassigned.body).toBe(200);
  return bookingId;
}

describe("the pay each change carries", () => {
  it("New York City: $15.00 for hours added and $75.00 for a cut with under 24 hours' notice", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const bookingId = await assignThenUnassign(place, shift, cook.id);
    const { data } = await changesOf(owner, place, shift);
    expect(data.map((c) => [c.kind, c.pay])).toEqual([
      ["added", { amount: "15.00", basis: "amount" }],
      ["reduced", { amount: "75.00", basis: "amount" }],
    ]);
    for (const c of data) {
      expect(c).toMatchObject({
        employee_id: cook.id,
        booking_id: bookingId,
        shift_id: shift.id,
        pack_id: "us-nyc-fast-food",
        exempt_reason: null,
        shift_starts_at: shift.from,
      });
      expect(c.notice_hours).toBeGreaterThan(8);
      expect(c.notice_hours).toBeLessThanOrEqual(11);
    }
    expect([data[0]?.hours_before, data[0]?.hours_after, data[1]?.hours_before, data[1]?.hours_after]).toEqual([
      0, 6, 6, 0,
    ]);
  });

  it("Seattle: an hour of the cook's rate for hours added, half the hours lost for a cut", async () => {
    const { place, cook } = await placeUnder("us-seattle", "22.50");
    const shift = await shiftIn(place, 48);
    await assignThenUnassign(place, shift, cook.id);
    const { data } = await changesOf(owner, place, shift);
    // 1 hour at $22.50; half of 6 hours lost at $22.50 = $67.50.
    expect(data.map((c) => c.pay)).toEqual([
      { amount: "22.50", basis: "hours" },
      { amount: "67.50", basis: "lost_hours_share" },
    ]);
  });

  it("owes nothing with 14 days' notice or more, and nothing under no pack, and still logs both", async () => {
    const nyc = await placeUnder("us-nyc-fast-food");
    const early = await shiftIn(nyc.place, 15 * 24);
    await assignThenUnassign(nyc.place, early, nyc.cook.id);
    expect((await changesOf(owner, nyc.place, early)).data.map((c) => c.pay)).toEqual([
      { amount: "0.00", basis: "outside_notice" },
      { amount: "0.00", basis: "outside_notice" },
    ]);
    const none = await placeUnder(null);
    const late = await shiftIn(none.place, 10);
    await assignThenUnassign(none.place, late, none.cook.id);
    const { data } = await changesOf(owner, none.place, late);
    expect(data.map((c) => [c.kind, c.pack_id, c.pay])).toEqual([
      ["added", null, { amount: "0.00", basis: "no_rules" }],
      ["reduced", null, { amount: "0.00", basis: "no_rules" }],
    ]);
  });

  it("is owed but unpriced when the employee has no rate", async () => {
    const { place } = await placeUnder("us-seattle");
    const unpaid = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const shift = await shiftIn(place, 30);
    await assignThenUnassign(place, shift, unpaid.id);
    expect((await changesOf(owner, place, shift)).data.map((c) => c.pay)).toEqual([
      { amount: null, basis: "no_rate" },
      { amount: null, basis: "no_rate" },
    ]);
  });
});

describe("what the manager says of a change", () => {
  it("records a reason and an exemption the pack allows (no pay); one it does not list still pays", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const note = { change_reason: "Burst pipe: kitchen closed", exempt_reason: "utility_failure" } as const;
    const booked = await selectShift(owner, { ...assignment(shift, cook.id, place.roleA), ...note });
    expect(booked.statusCode, booked.body).toBe(200);
    const cut = await shiftAction(owner, booked.json().payload.id, {
      status: "Released",
      exempt_reason: "small_change",
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const { data } = await changesOf(owner, place, shift);
    expect(data.map((c) => [c.reason, c.exempt_reason, c.pay])).toEqual([
      ["Burst pipe: kitchen closed", "utility_failure", { amount: "0.00", basis: "exempt" }],
      [null, "small_change", { amount: "75.00", basis: "amount" }],
    ]);
  });

  it("refuses an unknown exemption with the contract's message, and writes nothing", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const res = await selectShift(owner, {
      ...assignment(shift, cook.id, place.roleA),
      exempt_reason: "hunch",
    } as never);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(FAIR_WORKWEEK_MESSAGES.unknownExemption);
    const gone = await owner.del(`/api/shift/${shift.id}?exempt_reason=hunch`);
    expect(gone.statusCode).toBe(422);
    expect((await changesOf(owner, place, shift)).total).toBe(0);
    expect((await owner.get(`/api/shift/${shift.id}`)).statusCode).toBe(200);
  });

  it("takes the note on a move, an edit and a delete", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 30);
    expect((await selectShift(owner, assignment(shift, cook.id, place.roleA))).statusCode).toBe(200);
    const later = (iso: string) => new Date(new Date(iso).getTime() + HOUR).toISOString();
    const moved = await owner.patch(`/api/shift/${shift.id}`, {
      from: later(shift.from),
      to: later(shift.to),
      change_reason: "Delivery late",
      exempt_reason: "mutual_agreement",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = {
      ...storeBody(place, { from: later(later(shift.from)), to: later(shift.to) }),
      change_reason: "Shorter service",
    };
    const edited = await owner.put(`/api/shift/${shift.id}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await owner.del(
      `/api/shift/${shift.id}?change_reason=Closed%20for%20a%20storm&exempt_reason=natural_event`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { data } = await changesOf(owner, place, shift);
    expect(data.map((c) => [c.kind, c.hours_before, c.hours_after, c.reason, c.exempt_reason, c.pay?.basis])).toEqual([
      ["added", 0, 6, null, null, "amount"],
      ["added", 6, 6, "Delivery late", "mutual_agreement", "exempt"],
      ["reduced", 6, 5, "Shorter service", null, "amount"],
      ["reduced", 5, 0, "Closed for a storm", "natural_event", "exempt"],
    ]);
  });
});

describe("dry_run: the pay a change will cost, before confirming it", () => {
  it("answers the rows an assign, an unassign, a move and a delete would log, and writes nothing", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const body = assignment(shift, cook.id, place.roleA);
    const dry = await owner.post("/api/shift/employee/select-shift?dry_run=true", body);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().payload).toMatchObject({
      changes: [{ employee_id: cook.id, kind: "added", hours_before: 0, hours_after: 6, pay: { amount: "15.00" } }],
      pay_total: "15.00",
    });
    expect((await changesOf(owner, place, shift)).total).toBe(0);
    const shown = (await owner.get(`/api/shift/${shift.id}`)).json().payload;
    expect(JSON.stringify(shown)).not.toContain(`"employee_id":${cook.id}`);

    const booked = await selectShift(owner, body);
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = booked.json().payload.id as number;
    const cut = await owner.post(`/api/shift/employee/shift-action/${bookingId}?dry_run=true`, { status: "Released" });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().payload.changes.map((c: ScheduleChangeItem) => [c.kind, c.pay?.amount])).toEqual([
      ["reduced", "75.00"],
    ]);
    const later = new Date(new Date(shift.from).getTime() + 2 * HOUR).toISOString();
    const move = await owner.patch(`/api/shift/${shift.id}?dry_run=true`, { from: later, to: shift.to });
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json().payload.changes.map((c: ScheduleChangeItem) => [c.kind, c.hours_after, c.pay?.amount])).toEqual([
      ["reduced", 4, "75.00"],
    ]);
    const gone = await owner.del(`/api/shift/${shift.id}?dry_run=true&exempt_reason=emergency`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().payload).toMatchObject({
      changes: [{ kind: "reduced", exempt_reason: "emergency", pay: { amount: "0.00", basis: "exempt" } }],
      pay_total: "0.00",
    });
    // Only the real assign was logged; the shift, its times and its booking are as they were.
    expect((await changesOf(owner, place, shift)).data.map((c) => c.kind)).toEqual(["added"]);
    const after = (await owner.get(`/api/shift/${shift.id}`)).json().payload as ShiftItem;
    expect([after.from, after.to]).toEqual([shift.from, shift.to]);
    expect(JSON.stringify(after)).toContain(`"id":${bookingId}`);
  });

  it("answers the refusal the change itself would get, and hides pay from a manager who does not see money", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const full = await createShift(
      owner,
      storeBody(place, {
        from: shift.from,
        to: shift.to,
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    const other = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    expect((await selectShift(owner, assignment(full, other.id, place.roleA))).statusCode).toBe(200);
    const refused = await owner.post(
      "/api/shift/employee/select-shift?dry_run=true",
      assignment(full, cook.id, place.roleA),
    );
    expect(refused.statusCode).toBe(409);

    await setMoneyRules(t, businessId, { managersSeeWages: false });
    const hidden = await manager.post(
      "/api/shift/employee/select-shift?dry_run=true",
      assignment(shift, cook.id, place.roleA),
    );
    await setMoneyRules(t, businessId, { managersSeeWages: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().payload).toMatchObject({ changes: [{ kind: "added", pay: null }], pay_total: null });
  });
});

describe("an auto-fill apply's dry run", () => {
  it("says what its bookings will cost, leaves out what it could not book, and writes nothing", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 10);
    const slotId = shift.shift_time_slots[0]?.id;
    const stranger = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleB] });
    const body = {
      assignments: [
        { slot_id: slotId, area_role_id: place.roleA, employee_id: cook.id },
        // Lacks the role: refused, so not in the preview.
        { slot_id: slotId, area_role_id: place.roleA, employee_id: stranger.id },
      ],
    };
    const dry = await owner.post("/api/schedule/auto-fill/apply?dry_run=true", body);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().payload).toMatchObject({
      changes: [{ employee_id: cook.id, kind: "added", pay: { amount: "15.00" } }],
      pay_total: "15.00",
    });
    expect((await changesOf(owner, place, shift)).total).toBe(0);
    const applied = await owner.post("/api/schedule/auto-fill/apply", body);
    expect(applied.json().payload.applied).toBe(1);
    expect((await changesOf(owner, place, shift)).data.map((c) => c.pay?.amount)).toEqual(["15.00"]);
  });
});

describe("auto-fill's proposal under a pack", () => {
  it("counts the predictability pay a posted shift owes: the cook who can work one takes the draft", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    // Draft weeks on: both shifts are drafts, then one is published (posted), at the very same hours.
    await t.database.db.update(businesses).set({ draftWeeks: true }).where(eq(businesses.id, businessId));
    try {
      const posted = await shiftIn(place, 48);
      const draft = await shiftIn(place, 48);
      await t.database.db.update(shifts).set({ publishedAt: new Date() }).where(eq(shifts.id, posted.id));
      const day = nyDay(posted.from);
      const res = await owner.post("/api/schedule/auto-fill", { location_id: place.locationId, from: day, to: day });
      expect(res.statusCode, res.body).toBe(200);
      const proposed = res.json().payload.assignments as { shift_id: number; employee_id: number }[];
      expect(proposed.map((a) => [a.shift_id, a.employee_id])).toEqual([[draft.id, cook.id]]);
    } finally {
      await t.database.db.update(businesses).set({ draftWeeks: false }).where(eq(businesses.id, businessId));
    }
  });
});

describe("a copy week's dry run", () => {
  it("says what the positions it fills on posted shifts will cost, and writes nothing", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 48);
    expect((await selectShift(owner, assignment(shift, cook.id, place.roleA))).statusCode).toBe(200);
    const monday = mondayOf(nyDay(shift.from));
    const body = {
      location_id: place.locationId,
      from_week: monday,
      to_week: mondayOf(nyDay(new Date(new Date(shift.from).getTime() + 7 * 24 * HOUR).toISOString())),
      weeks: 1,
      with_assignments: true,
      dry_run: true,
    };
    const res = await owner.post("/api/shift/copy-week", body);
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().payload;
    expect(payload.assignments_copied).toBe(1);
    // The copy starts 9 days out: New York City's $10.00 for hours added with 7 to 13 days' notice.
    expect(payload.predictability).toMatchObject({
      changes: [{ employee_id: cook.id, kind: "added", hours_before: 0, hours_after: 6, pay: { amount: "10.00" } }],
      pay_total: "10.00",
    });
    const week = body.to_week;
    const log = await owner.get(`/api/compliance/changes?location_id=${place.locationId}&from=${week}&to=${week}`);
    expect(log.json().payload.paginated.total).toBe(0);
  });
});

describe("GET /api/compliance/changes", () => {
  it("pages, keeps one employee's rows, and hides pay from a manager who does not see money", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const other = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const shift = await shiftIn(place, 20);
    await assignThenUnassign(place, shift, cook.id);
    await assignThenUnassign(place, shift, other.id);
    const first = await changesOf(owner, place, shift, "&length=3");
    expect(first.total).toBe(4);
    expect(first.data).toHaveLength(3);
    expect(first.next_page_url).toContain("page=2");
    const second = await changesOf(owner, place, shift, "&length=3&page=2");
    expect(second.data.map((c) => c.id)).not.toContain(first.data[0]?.id);
    const own = await changesOf(owner, place, shift, `&employee_id=${other.id}`);
    expect(own.data.map((c) => c.employee_id)).toEqual([other.id, other.id]);

    await setMoneyRules(t, businessId, { managersSeeWages: false });
    const hidden = await changesOf(manager, place, shift);
    expect(hidden.data.map((c) => c.pay)).toEqual([null, null, null, null]);
    await setMoneyRules(t, businessId, { managersSeeWages: true });
    expect(
      (await changesOf(manager, place, shift)).data.every(
        (c) => c.pay?.amount === "15.00" || c.pay?.amount === "75.00",
      ),
    ).toBe(true);
  });

  it("refuses a team member, another business's location, a period too long and no session", async () => {
    const { place } = await placeUnder(null);
    const url = (q: string) => `/api/compliance/changes?location_id=${place.locationId}&${q}`;
    expect((await member.get(url("from=01-01-2027&to=07-01-2027"))).statusCode).toBe(403);
    const stranger = await registerOwner(t.app, "Elsewhere");
    const foreign = await stranger.get(url("from=01-01-2027&to=07-01-2027"));
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MESSAGES.locationNotFound]);
    const long = await owner.get(url("from=01-01-2027&to=31-03-2027"));
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain(LABOUR_MESSAGES.periodTooLong);
    expect((await owner.get(url("from=bad&to=07-01-2027"))).statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: url("from=01-01-2027&to=07-01-2027") })).statusCode).toBe(401);
  });
});

describe("GET /api/compliance/changes/export", () => {
  it("is a CSV of the same rows, times in the location's zone, money only for those who see it", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(place, 12);
    await assignThenUnassign(place, shift, cook.id);
    const day = nyDay(shift.from);
    const url = `/api/compliance/changes/export?location_id=${place.locationId}&from=${day}&to=${day}`;
    const res = await owner.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    const [header, ...lines] = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(CHANGE_EXPORT_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/,added,0,6,/);
    expect(lines[0]).toMatch(/ -0[45]:00,/);
    expect(lines[0]).toContain(",us-nyc-fast-food,15.00,amount");
    expect(lines[1]).toContain(",75.00,amount");

    await setMoneyRules(t, businessId, { managersSeeWages: false });
    const plain = await manager.get(url);
    await setMoneyRules(t, businessId, { managersSeeWages: true });
    expect(plain.body).not.toContain("Predictability Pay");
    expect(plain.body).not.toContain("75.00");
    expect((await member.get(url)).statusCode).toBe(403);
  });
});

describe("the change log's pay in the timesheet and the payroll export", () => {
  it("owes each person the period's pay, though the change left them no position; unpriced pay is flagged", async () => {
    const { place, cook } = await placeUnder("us-nyc-fast-food");
    // New York City's pay is fixed amounts: owed with or without a rate.
    const unpaid = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const shift = await shiftIn(place, 10);
    await assignThenUnassign(place, shift, cook.id);
    const other = await shiftIn(place, 11);
    await assignThenUnassign(place, other, unpaid.id);
    // The other shift may start the next day in New York: the period holds both.
    const period = `location_id=${place.locationId}&from=${nyDay(shift.from)}&to=${nyDay(other.from)}`;

    const sheet = await owner.get(`/api/timesheets?${period}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    const people = sheet.json().payload.employees as { employee_id: number; totals: Record<string, unknown> }[];
    // $15.00 for the hours added and $75.00 for the cut, under a day's notice; not in the cost (nothing worked).
    expect(people.map((p) => [p.employee_id, p.totals.predictability_pay, p.totals.cost]).sort()).toEqual(
      [
        [cook.id, "90.00", "0.00"],
        [unpaid.id, "90.00", "0.00"],
      ].sort(),
    );
    expect(sheet.json().payload.totals.predictability_pay).toBe("180.00");
    const exported = await owner.get(`/api/timesheets/export?${period}&format=json`);
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = JSON.parse(exported.body) as Record<string, string>[];
    expect(rows.map((r) => [r.Date, r["Predictability Pay"], r.Flags])).toEqual([
      ["Total", "90.00", ""],
      ["Total", "90.00", ""],
    ]);

    // Seattle's pay is hours at the rate: owed but unpriced without one, and the total row says so.
    const seattle = await placeUnder("us-seattle");
    const rateless = await addEmployee(t, seattle.place.businessId, { areaRoleIds: [seattle.place.roleA] });
    const later = await shiftIn(seattle.place, 30);
    await assignThenUnassign(seattle.place, later, rateless.id);
    const day = nyDay(later.from);
    const unpriced = await owner.get(
      `/api/timesheets/export?location_id=${seattle.place.locationId}&from=${day}&to=${day}&format=json`,
    );
    expect(
      (JSON.parse(unpriced.body) as Record<string, string>[]).map((r) => [r.Date, r["Predictability Pay"], r.Flags]),
    ).toEqual([["Total", "0.00", "predictability pay unpriced"]]);

    await setMoneyRules(t, businessId, { managersSeeWages: false });
    const hidden = await manager.get(`/api/timesheets?${period}`);
    await setMoneyRules(t, businessId, { managersSeeWages: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().payload.totals.predictability_pay).toBeUndefined();
  });
});

describe("records kept (fair-workweek.md, Records)", () => {
  it("keeps a location while its change log is younger than its pack's years; none binds under no pack", async () => {
    const nyc = await placeUnder("us-nyc-fast-food");
    const shift = await shiftIn(nyc.place, 10);
    await assignThenUnassign(nyc.place, shift, nyc.cook.id);
    const newest = (await changesOf(owner, nyc.place, shift)).data.at(-1)?.made_at ?? "";
    const until = new Date(newest);
    until.setUTCFullYear(until.getUTCFullYear() + 3);
    // Said before the location's shifts and areas: removing them would not help.
    const refused = await owner.del(`/api/restaurant/location/${nyc.place.locationId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `This location's schedule-change records must be kept until ${nyDay(until.toISOString())}; it cannot be deleted before then.`,
    ]);
    expect((await changesOf(owner, nyc.place, shift)).total).toBe(2);

    const none = await placeUnder(null);
    await assignThenUnassign(none.place, await shiftIn(none.place, 10), none.cook.id);
    const inUse = await owner.del(`/api/restaurant/location/${none.place.locationId}`);
    expect([inUse.statusCode, inUse.json().message]).toEqual([409, MESSAGES.locationInUse]);
  });
});
