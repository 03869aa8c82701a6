import { MESSAGES, requiredMessage } from "@brigade/contract/messages";
import { SWAP_MESSAGES as M } from "@brigade/contract/swaps";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { swaps } from "../../db/schema/publishing";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { addTimeOff, setOwnMax, setPattern, wallClock } from "../fit/test/support";
import { addMember, type Member, pickup, pickupOf, startSlot } from "../member/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { expectRefusal, makeDraft, offer, offered } from "./test/support";

// Every refusal of an offer (week-building.md, "Swaps"): only one's own Accepted, published, future booking, once;
// a named colleague must be able to take it under every hard rule, read on the location's clock (across DST too).

let t: TestApp;
let owner: Caller;
let place: Place;
let london: Place;
const NY = "America/New_York";
const LONDON = "Europe/London";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
  london = await createPlace(t, owner, LONDON);
});
afterAll(() => t.close());

const shiftAt = (at: Place, zone: string, from: string, to: string) =>
  createShift(
    owner,
    storeBody(at, {
      from: wallClock(from, zone),
      to: wallClock(to, zone),
      areas: [{ id: at.areaId, area_role: [{ id: at.roleA, count: 3 }] }],
    }),
  );
/** A booking of the member for a NY shift between two local times ('YYYY-MM-DDTHH:mm'). */
const hold = async (member: Member, from: string, to: string, at = place, zone = NY) =>
  book(t, at, await shiftAt(at, zone, from, to), { employeeId: member.employeeId, areaRoleId: at.roleA });
const cook = () => addMember(t, owner, [place.roleA, london.roleA]);

/** Offers to the colleague and expects a 409 with the message, and no swap written. */
async function refusedFor(offerer: Member, bookingId: number, colleagueId: number, message: string) {
  expectRefusal(await offer(offerer, bookingId, { to_employee_id: colleagueId }), 409, message);
  expect(await t.database.db.select().from(swaps).where(eq(swaps.bookingId, bookingId))).toEqual([]);
}

describe("POST /api/shift/employee/swap/{booking_id}: the booking", () => {
  it("is 404 for another member's booking, a draft's, another business's or none, and for an owner", async () => {
    const [a, b] = [await cook(), await cook()];
    const bookingId = await hold(a, "2027-10-04T10:00", "2027-10-04T16:00");
    expectRefusal(await offer(b, bookingId), 404, M.bookingNotFound);
    expectRefusal(await offer(owner, bookingId), 404, M.noEmployeeRecord);
    expectRefusal(await offer(a, 2_147_483_647), 404, M.bookingNotFound);
    const other = await registerOwner(t.app, "Other Bistro");
    const outsider = await addMember(t, other, []);
    expectRefusal(await offer(outsider, bookingId), 404, M.bookingNotFound);
    const draft = await shiftAt(place, NY, "2027-10-05T10:00", "2027-10-05T16:00");
    const draftBooking = await book(t, place, draft, { employeeId: a.employeeId });
    await makeDraft(t, draft.id);
    expectRefusal(await offer(a, draftBooking), 404, M.bookingNotFound);
  });

  it("is 409 unless Accepted and not started, and once offered", async () => {
    const a = await cook();
    const pending = await book(t, place, await shiftAt(place, NY, "2027-10-06T10:00", "2027-10-06T16:00"), {
      employeeId: a.employeeId,
      status: "Pending",
    });
    expectRefusal(await offer(a, pending), 409, M.onlyAccepted);
    const leave = await book(t, place, await shiftAt(place, NY, "2027-10-07T10:00", "2027-10-07T16:00"), {
      employeeId: a.employeeId,
      status: "Apply For Leave",
    });
    expectRefusal(await offer(a, leave), 409, M.onlyAccepted);
    const started = await shiftAt(place, NY, "2027-10-08T10:00", "2027-10-08T16:00");
    const startedBooking = await book(t, place, started, { employeeId: a.employeeId });
    await startSlot(t, started.shift_time_slots[0]?.id ?? 0);
    expectRefusal(await offer(a, startedBooking), 409, M.started);
    const bookingId = await hold(a, "2027-10-09T10:00", "2027-10-09T16:00");
    await offered(a, bookingId);
    expectRefusal(await offer(a, bookingId), 409, M.alreadyOffered);
  });

  it("answers 422 with the contract's messages for a bad id, naming oneself, or a bad body", async () => {
    const a = await cook();
    const bookingId = await hold(a, "2027-10-10T10:00", "2027-10-10T16:00");
    expectRefusal(await a.post("/api/shift/employee/swap/abc", {}), 422, requiredMessage("booking"));
    expectRefusal(await a.post("/api/shift/employee/swap/0", {}), 422, MESSAGES.invalidId);
    for (const wrong of ["x", 0, 1.5, -3])
      expectRefusal(await offer(a, bookingId, { to_employee_id: wrong as number }), 422, M.toEmployeeId);
    const self = await offer(a, bookingId, { to_employee_id: a.employeeId });
    expectRefusal(self, 422, M.toSelf);
    expect(self.json().errors).toEqual({ to_employee_id: [M.toSelf] });
    expect((await offered(a, bookingId, {})).to_employee).toBeNull();
  });
});

describe("POST /api/shift/employee/swap/{booking_id}: the named colleague", () => {
  it("is 404 of another business, and refused when inactive, without the role, or with the slot taken", async () => {
    const a = await cook();
    const bookingId = await hold(a, "2027-10-11T10:00", "2027-10-11T16:00");
    const other = await registerOwner(t.app, "Other Bistro");
    const stranger = await addMember(t, other, []);
    expectRefusal(await offer(a, bookingId, { to_employee_id: stranger.employeeId }), 404, M.colleagueNotFound);
    const left = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA], status: "inactive" });
    await refusedFor(a, bookingId, left.id, M.colleague.notActive);
    const signedOff = await cook();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, signedOff.userId));
    await refusedFor(a, bookingId, signedOff.employeeId, M.colleague.notActive);
    const server = await addMember(t, owner, [place.roleB]);
    await refusedFor(a, bookingId, server.employeeId, M.colleague.lacksRole);
    const busy = await cook();
    await hold(busy, "2027-10-11T14:00", "2027-10-11T20:00");
    await refusedFor(a, bookingId, busy.employeeId, M.colleague.overlaps);
  });

  it("is refused when the colleague already asked for that slot", async () => {
    const a = await cook();
    const shift = await shiftAt(place, NY, "2027-10-12T10:00", "2027-10-12T16:00");
    const bookingId = await book(t, place, shift, { employeeId: a.employeeId });
    const asker = await cook();
    expect((await pickup(asker, pickupOf(shift, place.roleA))).statusCode).toBe(201);
    await refusedFor(a, bookingId, asker.employeeId, M.colleague.inSlot);
  });

  it("is refused on time off, unavailable, over the maximum, short of rest or past the shifts per day", async () => {
    const a = await cook();
    const bookingId = await hold(a, "2027-10-13T07:00", "2027-10-13T13:00");
    const away = await cook();
    await addTimeOff(t, place.businessId, away.employeeId, { from: "2027-10-13" });
    await refusedFor(a, bookingId, away.employeeId, TIME_OFF_MESSAGES.hasTimeOff);
    const mornings = await cook();
    await setPattern(t, place.businessId, mornings.employeeId, [
      { weekday: 3, from: "06:00", to: "12:00", kind: "unavailable" },
    ]);
    await refusedFor(a, bookingId, mornings.employeeId, M.colleague.unavailable);
    const parttime = await cook();
    await setOwnMax(t, parttime.employeeId, 8);
    await hold(parttime, "2027-10-11T17:00", "2027-10-11T21:00");
    await refusedFor(a, bookingId, parttime.employeeId, M.colleague.overMax(8));
    expect(M.colleague.overMax(8)).toBe("This shift would take the colleague over their maximum of 8 hours this week.");
    const closer = await cook();
    await hold(closer, "2027-10-12T16:00", "2027-10-12T23:30");
    await refusedFor(a, bookingId, closer.employeeId, M.colleague.rest(10));
    const doubled = await cook();
    await hold(doubled, "2027-10-13T14:00", "2027-10-13T17:00");
    await hold(doubled, "2027-10-13T18:00", "2027-10-13T22:00");
    await refusedFor(a, bookingId, doubled.employeeId, M.colleague.dayShifts(2));
    // Someone free of all that is named without trouble.
    expect((await offered(a, bookingId, { to_employee_id: (await cook()).employeeId })).status).toBe("Offered");
  });

  it("reads the rest on each location's clock across its clock change (London, then New York)", async () => {
    // Clocks go back on 31-10-2027 in London and on 07-11-2027 in New York: 23:00 to 08:00 is then 10 hours.
    for (const [at, zone, eve, day] of [
      [london, LONDON, "2027-10-30", "2027-10-31"],
      [place, NY, "2027-11-06", "2027-11-07"],
    ] as const) {
      const a = await cook();
      const closer = await cook();
      await hold(closer, `${eve}T15:00`, `${eve}T23:00`, at, zone);
      const early = await hold(a, `${day}T07:00`, `${day}T12:00`, at, zone);
      await refusedFor(a, early, closer.employeeId, M.colleague.rest(10));
      const other = await cook();
      const later = await hold(other, `${day}T08:00`, `${day}T12:00`, at, zone);
      expect((await offered(other, later, { to_employee_id: closer.employeeId })).status).toBe("Offered");
    }
  });
});
