import { dayMonthYearIn } from "@brigade/contract/dates";
import { type ScheduleChangeItem, scheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { locations } from "../../db/schema/locations";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment, selectShift } from "../assignments/test/support";
import { apply, createNamedPlace, itemsOf, preview, shiftAt, undoCall } from "../auto-fill/test/support";
import { copyWeek, shiftsBetween } from "../copy-week/test/support";
import { requestIn, shiftAction } from "../decisions/test/support";
import { addMember, applyForLeave, type Member, pickup, pickupOf } from "../member/test/support";
import { assign, shiftAt as draftShiftAt, published, setDraftWeeks } from "../publish/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { accept, decide, makeDraft, offered, setSwapsNeedApproval } from "../swaps/test/support";
import { insertTimeOff } from "../time-off/test/support";

// Issue 38, the change log (fair-workweek.md, "Posting and the change log"): every route that can give, take, move,
// shorten, lengthen or cancel a position on a posted shift writes exactly one row per employee affected, with its
// kind, hours before and after, exemption and author, as the owner reads it back from GET /api/compliance/changes.
// A change the route refuses, a change that keeps the position as it was, and any change to a draft shift write none.
// Each describe has a location of its own, and each read keeps one shift's rows, so no test sees another's.

let t: TestApp;
let owner: Caller;
let manager: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Change Log Bistro");
  manager = await addMember(t, owner, [], "manager");
});
afterAll(() => t.close());

const NY = "America/New_York";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The change log of one shift, as its business's owner reads it (the shift's local day and the days either side; a
 * manager who does not see money reads pay null), checked against the contract's item and ordered by employee.
 */
async function changesOf(shift: ShiftItem, reader: Caller = owner): Promise<ScheduleChangeItem[]> {
  const day = (offset: number) => dayMonthYearIn(new Date(Date.parse(shift.from) + offset * DAY), NY);
  const res = await reader.get(
    `/api/compliance/changes?location_id=${shift.location_id}&from=${day(-1)}&to=${day(1)}&length=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const items = z.array(scheduleChangeItem).parse(res.json().payload.paginated.data);
  return items.filter((c) => c.shift_id === shift.id).sort((a, b) => a.employee_id - b.employee_id || a.id - b.id);
}

type Expected = {
  employee: number;
  kind: "added" | "reduced";
  before: number;
  after: number;
  by: Caller;
  /** employee_request for a change the employee asked for; null (the default) for the employer's own. */
  exempt?: "employee_request" | null;
  booking?: number;
  /** The location's rule pack and the pay under it; by default none, and no pay. */
  pack?: string;
  pay?: { amount: string | null; basis: string };
};

/** A change-log row as a client reads it. */
const change = (e: Expected) =>
  expect.objectContaining({
    employee_id: e.employee,
    kind: e.kind,
    hours_before: e.before,
    hours_after: e.after,
    made_by: e.by.userId,
    exempt_reason: e.exempt ?? null,
    pack_id: e.pack ?? null,
    pay: e.pay ?? { amount: "0.00", basis: "no_rules" },
    ...(e.booking === undefined ? {} : { booking_id: e.booking }),
  });

/** Exactly these rows, in any order. */
function expectChanges(rows: ScheduleChangeItem[], expected: Expected[]) {
  expect(rows).toHaveLength(expected.length);
  expect(rows).toEqual(expect.arrayContaining(expected.map(change)));
}

/** A shift of the place between two instants (ISO) with `count` positions of role A. */
const shiftOf = (place: Place, from: string, to: string, count = 2) =>
  createShift(
    owner,
    storeBody(place, { from, to, areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count }] }] }),
  );

/** Someone with role A of the place (nobody signs in as them). */
const person = async (place: Place) => (await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] })).id;

describe("assign: POST /api/shift/employee/select-shift", () => {
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
  });

  it("writes one added row, 0 to the shift's hours, the employer's change", async () => {
    const shift = await shiftOf(place, "2027-06-01T14:00:00Z", "2027-06-01T20:00:00Z");
    const cook = await person(place);
    const res = await selectShift(manager, assignment(shift, cook, place.roleA));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await changesOf(shift);
    expectChanges(rows, [
      { employee: cook, kind: "added", before: 0, after: 6, by: manager, booking: res.json().payload.id },
    ]);
    expect(rows[0]).toMatchObject({ location_id: place.locationId, area_role_id: place.roleA });
    expect(rows[0]?.shift_starts_at).toBe("2027-06-01T14:00:00.000Z");
    expect(rows[0]?.notice_hours).toBeGreaterThan(0);
  });

  it("refused (the slot is full, 409), writes nothing", async () => {
    const shift = await shiftOf(place, "2027-06-02T14:00:00Z", "2027-06-02T20:00:00Z", 1);
    const [first, second] = [await person(place), await person(place)];
    expect((await selectShift(manager, assignment(shift, first, place.roleA))).statusCode).toBe(200);
    const refused = await selectShift(manager, assignment(shift, second, place.roleA));
    expect(refused.statusCode, refused.body).toBe(409);
    expectChanges(await changesOf(shift), [{ employee: first, kind: "added", before: 0, after: 6, by: manager }]);
  });
});

describe("a manager's decisions: POST /api/shift/employee/shift-action/{id}", () => {
  let place: Place;
  let day = 0;
  /** A shift of its own day, 15:00 to 21:00 UTC. */
  const nextShift = () => {
    const date = `2027-06-${String(10 + ++day).padStart(2, "0")}`;
    return shiftOf(place, `${date}T15:00:00Z`, `${date}T21:00:00Z`);
  };
  beforeAll(async () => {
    place = await createPlace(t, owner);
  });

  it("unassigning an Accepted booking writes one reduced row, the employer's change", async () => {
    const shift = await nextShift();
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Accepted");
    const res = await shiftAction(manager, bookingId, { status: "Released" });
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift), [
      { employee: employeeId, kind: "reduced", before: 6, after: 0, by: manager, booking: bookingId },
    ]);
  });

  it("a member's pickup writes nothing; accepting it writes one added row, the employee's request", async () => {
    const shift = await nextShift();
    const member = await addMember(t, owner, [place.roleA]);
    const asked = await pickup(member, pickupOf(shift, place.roleA));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await changesOf(shift)).toEqual([]);
    const bookingId = asked.json().payload.id as number;
    const res = await shiftAction(manager, bookingId, { status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift), [
      {
        employee: member.employeeId,
        kind: "added",
        before: 0,
        after: 6,
        by: manager,
        exempt: "employee_request",
        booking: bookingId,
      },
    ]);
  });

  it("rejecting a pickup writes nothing", async () => {
    const shift = await nextShift();
    const { bookingId } = await requestIn(t, place, shift, "Pending");
    const res = await shiftAction(manager, bookingId, { status: "Rejected" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changesOf(shift)).toEqual([]);
  });

  it("accepting a pickup into a full slot (409) writes nothing", async () => {
    const shift = await shiftOf(place, "2027-06-30T15:00:00Z", "2027-06-30T21:00:00Z", 1);
    await requestIn(t, place, shift, "Accepted");
    const { bookingId } = await requestIn(t, place, shift, "Pending");
    const res = await shiftAction(manager, bookingId, { status: "Accepted" });
    expect(res.statusCode, res.body).toBe(409);
    expect(await changesOf(shift)).toEqual([]);
  });

  it("the member asking for leave keeps the position and writes nothing; granting it writes one reduced row", async () => {
    const shift = await nextShift();
    const member = await addMember(t, owner, [place.roleA]);
    const bookingId = await book(t, place, shift, { employeeId: member.employeeId });
    const asked = await applyForLeave(member, bookingId, "Family wedding");
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await changesOf(shift)).toEqual([]);
    const res = await shiftAction(manager, bookingId, { status: "Released" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.status).toBe("Released");
    expectChanges(await changesOf(shift), [
      {
        employee: member.employeeId,
        kind: "reduced",
        before: 6,
        after: 0,
        by: manager,
        exempt: "employee_request",
        booking: bookingId,
      },
    ]);
  });

  it("refusing a leave request (the position stays held) writes nothing", async () => {
    const shift = await nextShift();
    const { bookingId } = await requestIn(t, place, shift, "Apply For Leave");
    const res = await shiftAction(manager, bookingId, { status: "Rejected" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.status).toBe("Leave Rejected");
    expect(await changesOf(shift)).toEqual([]);
  });

  it("deciding in bulk writes a row for each request decided, none for the one refused", async () => {
    const shift = await nextShift();
    const full = await shiftOf(place, "2027-06-29T15:00:00Z", "2027-06-29T21:00:00Z", 1);
    await requestIn(t, place, full, "Accepted");
    const picked = await requestIn(t, place, shift, "Pending");
    const leaving = await requestIn(t, place, shift, "Apply For Leave");
    const refused = await requestIn(t, place, full, "Pending");
    const ids = [picked.bookingId, leaving.bookingId, refused.bookingId];
    const res = await manager.post("/api/shift/employee/shift-action/bulk", { ids, status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.map((o: { ok: boolean }) => o.ok)).toEqual([true, true, false]);
    const asked = { by: manager, exempt: "employee_request" } as const;
    expectChanges(await changesOf(shift), [
      { ...asked, employee: picked.employeeId, kind: "added", before: 0, after: 6, booking: picked.bookingId },
      { ...asked, employee: leaving.employeeId, kind: "reduced", before: 6, after: 0, booking: leaving.bookingId },
    ]);
    expect(await changesOf(full)).toEqual([]);
  });
});

describe("approving time off: POST /api/employee/time-off/{id}/decision", () => {
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
  });
  const decideTimeOff = (id: number, body: object) => manager.post(`/api/employee/time-off/${id}/decision`, body);

  it("with release_conflicts, writes one reduced row per booking released, the employee's request", async () => {
    // New York is UTC-4 in July: both shifts are on the 7th, local.
    const lunch = await shiftOf(place, "2027-07-07T14:00:00Z", "2027-07-07T17:00:00Z");
    const dinner = await shiftOf(place, "2027-07-07T18:00:00Z", "2027-07-07T20:00:00Z");
    const [away, colleague] = [await person(place), await person(place)];
    const held = await book(t, place, lunch, { employeeId: away });
    const leaving = await book(t, place, dinner, { employeeId: away, status: "Apply For Leave" });
    await book(t, place, lunch, { employeeId: colleague });
    const id = await insertTimeOff(t, place.businessId, away, { fromDay: "2027-07-07" });
    const res = await decideTimeOff(id, { status: "Approved", release_conflicts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.conflicts).toHaveLength(2);
    const asked = { employee: away, kind: "reduced", after: 0, by: manager, exempt: "employee_request" } as const;
    expectChanges(await changesOf(lunch), [{ ...asked, before: 3, booking: held }]);
    expectChanges(await changesOf(dinner), [{ ...asked, before: 2, booking: leaving }]);
  });

  it("without release_conflicts, writes nothing", async () => {
    const shift = await shiftOf(place, "2027-07-08T14:00:00Z", "2027-07-08T17:00:00Z");
    const away = await person(place);
    await book(t, place, shift, { employeeId: away });
    const id = await insertTimeOff(t, place.businessId, away, { fromDay: "2027-07-08" });
    const res = await decideTimeOff(id, { status: "Approved" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.conflicts).toHaveLength(1);
    expect(await changesOf(shift)).toEqual([]);
  });
});

describe("a completed swap (modules/swaps)", () => {
  it("writes nothing until it completes, then exactly two rows: the offerer's reduced, the taker's added", async () => {
    const place = await createPlace(t, owner);
    const [offerer, taker] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const shift = await shiftOf(place, "2027-07-14T21:00:00Z", "2027-07-15T03:00:00Z");
    const bookingId = await book(t, place, shift, { employeeId: offerer.employeeId });
    const swap = await offered(offerer, bookingId, { to_employee_id: taker.employeeId });
    const accepted = await accept(taker, swap.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await changesOf(shift)).toEqual([]);
    const approved = await decide(manager, swap.id, "Approved");
    expect(approved.statusCode, approved.body).toBe(200);
    const asked = { by: manager, exempt: "employee_request" } as const;
    expectChanges(await changesOf(shift), [
      { ...asked, employee: offerer.employeeId, kind: "reduced", before: 6, after: 0, booking: bookingId },
      { ...asked, employee: taker.employeeId, kind: "added", before: 0, after: 6 },
    ]);
  });

  it("with approvals off, the taker's accept completes it: the same two rows, made by the taker", async () => {
    const place = await createPlace(t, owner);
    const [offerer, taker] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const shift = await shiftOf(place, "2027-07-15T21:00:00Z", "2027-07-16T03:00:00Z");
    const bookingId = await book(t, place, shift, { employeeId: offerer.employeeId });
    const swap = await offered(offerer, bookingId);
    expect(await changesOf(shift)).toEqual([]);
    await setSwapsNeedApproval(t, place.businessId, false);
    try {
      const accepted = await accept(taker, swap.id);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().payload.status).toBe("Approved");
    } finally {
      await setSwapsNeedApproval(t, place.businessId, true);
    }
    const asked = { by: taker, exempt: "employee_request" } as const;
    expectChanges(await changesOf(shift), [
      { ...asked, employee: offerer.employeeId, kind: "reduced", before: 6, after: 0, booking: bookingId },
      { ...asked, employee: taker.employeeId, kind: "added", before: 0, after: 6 },
    ]);
  });
});

describe("a location under a rule pack: the rows are priced, still one per employee", () => {
  it("assign, a completed swap and an unassign, three days ahead under New York City's pack", async () => {
    const place = await createPlace(t, owner);
    await t.database.db
      .update(locations)
      .set({ jurisdiction: "us-nyc-fast-food" })
      .where(eq(locations.id, place.locationId));
    // Between 24 hours' and 7 days' notice: $15 for an added shift, $45 for a cut one, nothing for a trade.
    const start = Math.ceil(Date.now() / HOUR) * HOUR + 72 * HOUR;
    const shift = await shiftOf(place, new Date(start).toISOString(), new Date(start + 6 * HOUR).toISOString());
    const [offerer, taker] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const nyc = { by: manager, pack: "us-nyc-fast-food" } as const;
    const assigned = await selectShift(manager, assignment(shift, offerer.employeeId, place.roleA));
    expect(assigned.statusCode, assigned.body).toBe(200);
    const added = {
      ...nyc,
      employee: offerer.employeeId,
      kind: "added",
      before: 0,
      after: 6,
      pay: { amount: "15.00", basis: "amount" },
    } as const;
    expectChanges(await changesOf(shift), [added]);

    const swap = await offered(offerer, assigned.json().payload.id, { to_employee_id: taker.employeeId });
    expect((await accept(taker, swap.id)).statusCode).toBe(200);
    expect((await decide(manager, swap.id, "Approved")).statusCode).toBe(200);
    const traded = { ...nyc, exempt: "employee_request", pay: { amount: "0.00", basis: "exempt" } } as const;
    const handedOver = [
      { ...traded, employee: offerer.employeeId, kind: "reduced", before: 6, after: 0 },
      { ...traded, employee: taker.employeeId, kind: "added", before: 0, after: 6 },
    ] as const;
    expectChanges(await changesOf(shift), [added, ...handedOver]);

    const takers = (await changesOf(shift)).find((c) => c.employee_id === taker.employeeId);
    if (!takers) throw new Error("no row for the taker");
    const released = await shiftAction(manager, takers.booking_id, { status: "Released" });
    expect(released.statusCode, released.body).toBe(200);
    expectChanges(await changesOf(shift), [
      added,
      ...handedOver,
      {
        ...nyc,
        employee: taker.employeeId,
        kind: "reduced",
        before: 6,
        after: 0,
        booking: takers.booking_id,
        pay: { amount: "45.00", basis: "amount" },
      },
    ]);
  });
});

describe("moving a shift: PATCH /api/shift/{id}", () => {
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
  });

  it("writes one row per holder with the old and the new hours", async () => {
    const shift = await shiftOf(place, "2027-08-02T15:00:00Z", "2027-08-02T19:00:00Z");
    const [a, b] = [await person(place), await person(place)];
    await book(t, place, shift, { employeeId: a });
    await book(t, place, shift, { employeeId: b });
    // A pickup request holds no position: it is not in the log.
    await requestIn(t, place, shift, "Pending");
    const res = await manager.patch(`/api/shift/${shift.id}`, {
      from: "2027-08-02T16:00:00Z",
      to: "2027-08-02T22:00:00Z",
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await changesOf(shift);
    expectChanges(rows, [
      { employee: a, kind: "added", before: 4, after: 6, by: manager },
      { employee: b, kind: "added", before: 4, after: 6, by: manager },
    ]);
    // Notice runs to the earlier of the two starts.
    for (const row of rows) expect(row.shift_starts_at).toBe("2027-08-02T15:00:00.000Z");
  });

  it("a move that keeps the times writes nothing", async () => {
    const shift = await shiftOf(place, "2027-08-03T15:00:00Z", "2027-08-03T19:00:00Z");
    await book(t, place, shift, { employeeId: await person(place) });
    const res = await manager.patch(`/api/shift/${shift.id}`, { from: shift.from, to: shift.to });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changesOf(shift)).toEqual([]);
  });

  it("a move refused with 409 (a holder's other shift overlaps) writes nothing", async () => {
    const morning = await shiftOf(place, "2027-08-04T14:00:00Z", "2027-08-04T18:00:00Z");
    const evening = await shiftOf(place, "2027-08-04T19:00:00Z", "2027-08-04T23:00:00Z");
    const [busy, other] = [await person(place), await person(place)];
    await book(t, place, morning, { employeeId: busy });
    await book(t, place, morning, { employeeId: other });
    await book(t, place, evening, { employeeId: busy });
    const res = await manager.patch(`/api/shift/${morning.id}`, {
      from: "2027-08-04T16:00:00Z",
      to: "2027-08-04T20:00:00Z",
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await changesOf(morning)).toEqual([]);
    expect(await changesOf(evening)).toEqual([]);
  });
});

describe("editing a shift: PUT /api/shift/{id}", () => {
  let place: Place;
  beforeAll(async () => {
    place = await createPlace(t, owner);
  });
  /** The shift's own body (one area, role A), with new times or a new name. */
  const edit = (shift: ShiftItem, patch: { from?: string; to?: string; name?: string }) =>
    manager.put(
      `/api/shift/${shift.id}`,
      storeBody(place, {
        name: shift.name,
        from: shift.from,
        to: shift.to,
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
        ...patch,
      }),
    );

  it("shortening writes one reduced row per holder, fewer hours after", async () => {
    const shift = await shiftOf(place, "2027-08-09T14:00:00Z", "2027-08-09T20:00:00Z");
    const [a, b] = [await person(place), await person(place)];
    await book(t, place, shift, { employeeId: a });
    await book(t, place, shift, { employeeId: b });
    const res = await edit(shift, { from: "2027-08-09T15:00:00Z", to: "2027-08-09T19:00:00Z" });
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift), [
      { employee: a, kind: "reduced", before: 6, after: 4, by: manager },
      { employee: b, kind: "reduced", before: 6, after: 4, by: manager },
    ]);
  });

  it("lengthening writes one added row per holder, more hours after", async () => {
    const shift = await shiftOf(place, "2027-08-10T14:00:00Z", "2027-08-10T20:00:00Z");
    const a = await person(place);
    await book(t, place, shift, { employeeId: a });
    const res = await edit(shift, { from: "2027-08-10T13:00:00Z", to: "2027-08-10T21:00:00Z" });
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift), [{ employee: a, kind: "added", before: 6, after: 8, by: manager }]);
  });

  it("an edit that keeps the times (a new name) writes nothing", async () => {
    const shift = await shiftOf(place, "2027-08-11T14:00:00Z", "2027-08-11T20:00:00Z");
    await book(t, place, shift, { employeeId: await person(place) });
    const res = await edit(shift, { name: "Late lunch" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.name).toBe("Late lunch");
    expect(await changesOf(shift)).toEqual([]);
  });
});

describe("deleting a shift: DELETE /api/shift/{id}", () => {
  it("writes one reduced row per holder, to 0 hours, kept after the shift is gone", async () => {
    const place = await createPlace(t, owner);
    const shift = await shiftOf(place, "2027-08-16T14:00:00Z", "2027-08-16T20:00:00Z");
    const [a, b] = [await person(place), await person(place)];
    const booked = [await book(t, place, shift, { employeeId: a }), await book(t, place, shift, { employeeId: b })];
    await requestIn(t, place, shift, "Pending");
    const res = await owner.del(`/api/shift/${shift.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift), [
      { employee: a, kind: "reduced", before: 6, after: 0, by: owner, booking: booked[0] },
      { employee: b, kind: "reduced", before: 6, after: 0, by: owner, booking: booked[1] },
    ]);
  });
});

describe("auto-fill: POST /api/schedule/auto-fill/apply and /undo", () => {
  it("apply writes one added row per booking made, undo one reduced row per booking released", async () => {
    const place = await createNamedPlace(t, owner);
    const shift = await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { count: 2 });
    const [a, b] = [await person(place), await person(place)];
    const proposal = await preview(owner, place, "08-03-2027", "14-03-2027");
    expect(proposal.assignments.map((p) => p.employee_id).sort()).toEqual([a, b].sort());
    const applied = await apply(owner, itemsOf(proposal.assignments));
    expect(applied.applied).toBe(2);
    const added = { kind: "added", before: 0, after: 6, by: owner } as const;
    expectChanges(await changesOf(shift), [
      { ...added, employee: a },
      { ...added, employee: b },
    ]);

    const undone = await undoCall(owner, applied.apply_id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().payload.released).toBe(2);
    const reduced = { kind: "reduced", before: 6, after: 0, by: owner } as const;
    expectChanges(await changesOf(shift), [
      { ...added, employee: a },
      { ...added, employee: b },
      { ...reduced, employee: a },
      { ...reduced, employee: b },
    ]);
  });
});

describe("copying a week with its people: POST /api/shift/copy-week", () => {
  it("writes one added row per booking copied, and nothing on the week's other shifts", async () => {
    const place = await createNamedPlace(t, owner);
    const dinner = await shiftAt(owner, place, "2027-01-12T17:00", "2027-01-12T22:00", { count: 3 });
    const [a, b, c] = [await person(place), await person(place), await person(place)];
    await book(t, place, dinner, { employeeId: a });
    await book(t, place, dinner, { employeeId: b });
    // The week copied into already has a shift, held by someone else.
    const existing = await shiftAt(owner, place, "2027-01-20T11:00", "2027-01-20T15:00", { name: "Brunch" });
    await book(t, place, existing, { employeeId: c });

    const result = await copyWeek(owner, {
      location_id: place.locationId,
      from_week: "11-01-2027",
      to_week: "18-01-2027",
      with_assignments: true,
    });
    expect(result).toMatchObject({ created: 1, assignments_copied: 2, drafts: false });
    const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "24-01-2027");
    const copy = copies.find((s) => s.id !== existing.id);
    if (!copy) throw new Error("no copy");
    const added = { kind: "added", before: 0, after: 5, by: owner } as const;
    expectChanges(await changesOf(copy), [
      { ...added, employee: a },
      { ...added, employee: b },
    ]);
    expect(await changesOf(existing)).toEqual([]);
    expect(await changesOf(dinner)).toEqual([]);
  });
});

describe("a draft shift (published_at null)", () => {
  it("is not posted: assigning, unassigning, moving and deleting it write nothing", async () => {
    const place = await createPlace(t, owner);
    const shift = await shiftOf(place, "2027-08-23T14:00:00Z", "2027-08-23T20:00:00Z");
    await makeDraft(t, shift.id);
    const [a, b] = [await person(place), await person(place)];
    const assigned = await selectShift(manager, assignment(shift, a, place.roleA));
    expect(assigned.statusCode, assigned.body).toBe(200);
    await book(t, place, shift, { employeeId: b });
    const released = await shiftAction(manager, assigned.json().payload.id, { status: "Released" });
    expect(released.statusCode, released.body).toBe(200);
    const moved = await manager.patch(`/api/shift/${shift.id}`, {
      from: "2027-08-23T15:00:00Z",
      to: "2027-08-23T18:00:00Z",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await manager.del(`/api/shift/${shift.id}`)).statusCode).toBe(200);
    expect(await changesOf(shift)).toEqual([]);
  });
});

describe("draft weeks on (another business): POST /api/schedule/publish", () => {
  it("a booking made in the draft is not a change, nor is publishing it; a change after publishing is", async () => {
    const drafter = await registerOwner(t.app, "Draft Bistro");
    const place = await createPlace(t, drafter);
    await setDraftWeeks(drafter, true);
    const shift = await draftShiftAt(drafter, place, "2027-01-05T15:00:00Z");
    const cook = await person(place);
    const bookingId = await assign(drafter, place, shift, cook);
    expect(await changesOf(shift, drafter)).toEqual([]);
    await published(drafter, place.locationId, "05-01-2027");
    expect(await changesOf(shift, drafter)).toEqual([]);
    const res = await shiftAction(drafter, bookingId, { status: "Released" });
    expect(res.statusCode, res.body).toBe(200);
    expectChanges(await changesOf(shift, drafter), [
      { employee: cook, kind: "reduced", before: 4, after: 0, by: drafter, booking: bookingId },
    ]);
  });
});
