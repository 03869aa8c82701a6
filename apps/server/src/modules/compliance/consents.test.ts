import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { ConsentItem } from "@brigade/contract/fair-workweek/consents";
import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import { MESSAGES } from "@brigade/contract/messages";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAreaRoles } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { assignment, selectShift } from "../assignments/test/support";
import { wallClock } from "../fit/test/support";
import { listOf, queuedMails } from "../notifications/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addPunch } from "../time-clock/test/support";

// Issue 38: rest between shifts under a rule pack (fair-workweek.md, "Rest between shifts"): the assignment refused
// until the employee agrees, the request, the employee's answer, and auto-fill never making it.

let t: TestApp;
let owner: Caller;
let manager: Caller;
const NY = "America/New_York";

beforeAll(async () => {
  // E-mail on (nothing is sent: the address leads nowhere), so the request's mail is queued with its notification.
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "Brigade <brigade@example.test>" });
  owner = await registerOwner(t.app, "Clopen Diner");
  manager = await createStaff(t, owner, "manager");
});
afterAll(() => t.close());

let week = 0;
/** A place under the pack, a cook who can log in and holds a closing shift, and the next morning's opening shift. */
async function clopening(jurisdiction: string | null, openAt = "07:00") {
  const place = await createPlace(t, owner, NY);
  await t.database.db.update(locations).set({ jurisdiction }).where(eq(locations.id, place.locationId));
  const cook = await createStaff(t, owner, "team_member");
  await t.database.db
    .insert(employeeAreaRoles)
    .values({ businessId: place.businessId, employeeId: cook.employeeId, areaRoleId: place.roleA });
  const wage = await owner.put(`/api/employee/${cook.employeeId}/wage`, {
    hourly_rate: "20.00",
    effective_from: "01-01-2026",
  });
  expect(wage.statusCode, wage.body).toBe(200);
  // A week of its own from July 2027 for each case, so the cooks' shifts never meet.
  const day = Temporal.PlainDate.from("2027-07-05").add({ days: 7 * week++ });
  const close = await shiftAt(place, `${day}T17:00`, `${day}T23:00`);
  const open = await shiftAt(place, `${day.add({ days: 1 })}T${openAt}`, `${day.add({ days: 1 })}T15:00`);
  expect((await selectShift(owner, assignment(close, cook.employeeId, place.roleA))).statusCode).toBe(200);
  return { place, cook, open, close };
}

/** DD-MM-YYYY of an instant in New York. */
const nyDay = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: NY }).replaceAll("/", "-");

/**
 * The $100.00 the opening shift earns under the cook's consent: in the week's labour cost, in the timesheet's cost
 * and rest premium once however many punches the shift has, and in the payroll export's punch and total rows.
 */
async function premiumEarned(place: Place, cook: { employeeId: number }, open: ShiftItem, bookingId: number) {
  const from = nyDay(open.from);
  const period = `location_id=${place.locationId}&from=${from}&to=${from}`;
  // The closing shift is the day before: this day holds only the opening one, 8 hours at $20.00, and the premium.
  const cost = await owner.get(`/api/labour/cost?${period}`);
  expect(cost.statusCode, cost.body).toBe(200);
  expect(cost.json().payload.totals.scheduled_cost).toBe("260.00");
  // Worked in two punches (a split for an errand): 07:00-11:00 and 11:30-15:00, 7.5 hours.
  const punch = (inAt: string, outAt: string) =>
    addPunch(t, {
      businessId: place.businessId,
      employeeId: cook.employeeId,
      locationId: place.locationId,
      bookingId,
      inAt: wallClock(inAt, NY),
      outAt: wallClock(outAt, NY),
    });
  const day = open.from.slice(0, 10);
  await punch(`${day}T07:00`, `${day}T11:00`);
  await punch(`${day}T11:30`, `${day}T15:00`);
  const sheet = await owner.get(`/api/timesheets?${period}`);
  expect(sheet.statusCode, sheet.body).toBe(200);
  const row = sheet.json().payload.employees.find((e: { employee_id: number }) => e.employee_id === cook.employeeId);
  expect(row.totals).toMatchObject({
    paid_hours: 7.5,
    cost: "250.00",
    rest_premium: "100.00",
    predictability_pay: "0.00",
  });
  const exported = await owner.get(`/api/timesheets/export?${period}&format=json`);
  const rows = (JSON.parse(exported.body) as Record<string, string>[]).filter((r) => r.Email === row.email);
  expect(rows.map((r) => [r.Date, r.Cost, r["Rest Premium"], r["Predictability Pay"]])).toEqual([
    [from, "180.00", "100.00", ""],
    [from, "70.00", "", ""],
    ["Total", "250.00", "100.00", "0.00"],
  ]);
}

const shiftAt = (place: Place, from: string, to: string): Promise<ShiftItem> =>
  createShift(owner, storeBody(place, { from: wallClock(from, NY), to: wallClock(to, NY) }));

const consentFor = (open: ShiftItem, employeeId: number, place: Place) => ({
  employee_id: employeeId,
  shift_id: open.id,
  slot_id: open.shift_time_slots[0]?.id,
  area_role_id: place.roleA,
});

describe("a short rest under New York City's pack (11 hours, written consent, $100.00)", () => {
  it("is refused until the cook agrees; the cook is told, answers once, and the assignment then goes", async () => {
    const { place, cook, open } = await clopening("us-nyc-fast-food");
    const refused = await selectShift(owner, assignment(open, cook.employeeId, place.roleA));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This leaves 8 hours of rest; team_member person must agree to it first.");

    const asked = await manager.post("/api/compliance/consents", consentFor(open, cook.employeeId, place));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe(M.consentAsked);
    const consent = asked.json().payload as ConsentItem;
    expect(consent).toMatchObject({
      status: "pending",
      employee_id: cook.employeeId,
      rest_hours: 8,
      limit_hours: 11,
      pack_id: "us-nyc-fast-food",
      consent: "required",
      // This manager does not see money (managers_see_wages is off); the cook sees their premium below.
      premium: null,
    });
    // Told in the app and by e-mail, with the rest and the premium.
    const told = (await listOf(cook)).items.find((i) => i.kind === "rest_consent_requested");
    expect(told?.body).toContain("8 hours of rest");
    expect(told?.body).toContain("$100.00");
    expect((await queuedMails(t, cook.userId)).map((m) => m.kind)).toContain("rest_consent_requested");
    const again = await manager.post("/api/compliance/consents", consentFor(open, cook.employeeId, place));
    expect([again.statusCode, again.json().message]).toEqual([409, M.consentPending]);

    // Still refused while pending; only the cook answers, once.
    expect((await selectShift(owner, assignment(open, cook.employeeId, place.roleA))).statusCode).toBe(409);
    const byManager = await manager.post(`/api/compliance/consents/${consent.id}/answer`, { accept: true });
    expect([byManager.statusCode, byManager.json().message]).toEqual([403, M.notYourConsent]);
    const mine = await cook.get("/api/compliance/consents");
    expect(mine.json().payload.paginated.data.map((c: ConsentItem) => [c.id, c.premium?.amount])).toEqual([
      [consent.id, "100.00"],
    ]);
    const yes = await cook.post(`/api/compliance/consents/${consent.id}/answer`, { accept: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect([yes.json().message, yes.json().payload.status]).toEqual([M.consentAccepted, "accepted"]);
    const twice = await cook.post(`/api/compliance/consents/${consent.id}/answer`, { accept: false });
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.consentAnswered]);

    const booked = await selectShift(owner, assignment(open, cook.employeeId, place.roleA));
    expect(booked.statusCode, booked.body).toBe(200);
    await premiumEarned(place, cook, open, booked.json().payload.id as number);
  });

  it("leaves the rest alone when it is enough, or when the location has no rest rule", async () => {
    const enough = await clopening("us-nyc-fast-food", "10:00");
    const ask = await manager.post(
      "/api/compliance/consents",
      consentFor(enough.open, enough.cook.employeeId, enough.place),
    );
    expect([ask.statusCode, ask.json().message]).toEqual([409, M.restEnough]);
    expect(
      (await selectShift(owner, assignment(enough.open, enough.cook.employeeId, enough.place.roleA))).statusCode,
    ).toBe(200);

    const none = await clopening(null);
    const noRule = await manager.post(
      "/api/compliance/consents",
      consentFor(none.open, none.cook.employeeId, none.place),
    );
    expect([noRule.statusCode, noRule.json().message]).toEqual([409, M.noRestRule]);
    expect((await selectShift(owner, assignment(none.open, none.cook.employeeId, none.place.roleA))).statusCode).toBe(
      200,
    );
  });
});

describe("a short rest under Seattle's pack (10 hours, the employee may decline)", () => {
  it("stays refused once declined, saying so", async () => {
    const { place, cook, open } = await clopening("us-seattle");
    const asked = await owner.post("/api/compliance/consents", consentFor(open, cook.employeeId, place));
    expect(asked.statusCode, asked.body).toBe(201);
    // Time and a half for the 2 hours of the opening shift inside the 10 hours: half of $20.00 for 2 hours.
    expect(asked.json().payload).toMatchObject({
      consent: "may_decline",
      premium: { amount: "20.00", basis: "hours" },
    });
    const no = await cook.post(`/api/compliance/consents/${asked.json().payload.id}/answer`, { accept: false });
    expect([no.statusCode, no.json().message]).toEqual([200, M.consentDeclined]);
    const refused = await selectShift(owner, assignment(open, cook.employeeId, place.roleA));
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "team_member person declined this short rest; they may not be scheduled for it.",
    ]);
  });
});

describe("auto-fill and requests", () => {
  it("auto-fill's apply never books a short rest under a pack", async () => {
    const { place, cook, open } = await clopening("us-nyc-fast-food");
    const res = await owner.post("/api/schedule/auto-fill/apply", {
      assignments: [{ slot_id: open.shift_time_slots[0]?.id, area_role_id: place.roleA, employee_id: cook.employeeId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.applied).toBe(0);
    expect(res.json().payload.skipped[0].reason).toMatch(/rest/);
  });

  it("refuses a team member's request, another business's answer, and an unknown assignment", async () => {
    const { place, cook, open } = await clopening("us-nyc-fast-food");
    expect((await cook.post("/api/compliance/consents", consentFor(open, cook.employeeId, place))).statusCode).toBe(
      403,
    );
    const asked = await owner.post("/api/compliance/consents", consentFor(open, cook.employeeId, place));
    const stranger = await registerOwner(t.app, "Elsewhere");
    expect(
      (await stranger.post(`/api/compliance/consents/${asked.json().payload.id}/answer`, { accept: true })).statusCode,
    ).toBe(404);
    expect((await stranger.post("/api/compliance/consents", consentFor(open, cook.employeeId, place))).statusCode).toBe(
      404,
    );
    expect((await stranger.get("/api/compliance/consents")).json().payload.paginated.data).toEqual([]);
    // A filter on another business's location or employee is a 404, as the record itself would be.
    const filtered = async (query: string) => {
      const res = await stranger.get(`/api/compliance/consents?${query}`);
      return [res.statusCode, res.json().message];
    };
    expect(await filtered(`location_id=${place.locationId}`)).toEqual([404, MESSAGES.locationNotFound]);
    expect(await filtered(`employee_id=${cook.employeeId}`)).toEqual([404, ASSIGN_MESSAGES.employeeNotFound]);
    expect((await owner.get(`/api/compliance/consents?location_id=${place.locationId}`)).statusCode).toBe(200);
    expect(
      (await owner.post("/api/compliance/consents", { ...consentFor(open, cook.employeeId, place), kind: "nap" }))
        .statusCode,
    ).toBe(422);
  });
});
