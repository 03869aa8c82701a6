import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { DECIDED_MESSAGES, DECISION_MESSAGES as M } from "@brigade/contract/decisions";
import { BOOKING_STATUSES, type BookingStatus } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { openPositions, requestIn, shiftAction, statusOf } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let member: Caller & { employeeId: number };
let place: Place;
let roomy: ShiftItem;
let shiftSeq = 0;

/** A shift of its own day, role A with `count` positions. */
async function freshShift(count: number, chunk = 1): Promise<ShiftItem> {
  const day = new Date(Date.UTC(2027, 3, 1 + ++shiftSeq));
  const from = new Date(day.getTime() + 15 * 3_600_000).toISOString();
  const to = new Date(day.getTime() + 21 * 3_600_000).toISOString();
  return createShift(
    owner,
    storeBody(place, { from, to, chunk, areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count }] }] }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  member = await createStaff(t, owner, "team_member");
  place = await createPlace(t, owner);
  roomy = await freshShift(60);
});
afterAll(() => t.close());

// The contract's transitions, written out: anything not listed is refused.
const ALLOWED: Record<string, { to: BookingStatus; positions: number }> = {
  "Pending > Accepted": { to: "Accepted", positions: -1 },
  "Pending > Rejected": { to: "Rejected", positions: 0 },
  "Apply For Leave > Released": { to: "Released", positions: 1 },
  "Apply For Leave > Accepted": { to: "Released", positions: 1 },
  "Apply For Leave > Leave Rejected": { to: "Leave Rejected", positions: 0 },
  "Apply For Leave > Rejected": { to: "Leave Rejected", positions: 0 },
  // A manager unassigns someone.
  "Accepted > Released": { to: "Released", positions: 1 },
};

describe("POST /api/shift/employee/shift-action/{id}: every status and every target", () => {
  for (const current of BOOKING_STATUSES) {
    for (const requested of BOOKING_STATUSES) {
      const allowed = ALLOWED[`${current} > ${requested}`];
      it(`${current} sent ${requested}: ${allowed ? allowed.to : "409"}`, async () => {
        const { bookingId } = await requestIn(t, place, roomy, current);
        const before = await openPositions(t, place, roomy);
        const res = await shiftAction(owner, bookingId, { status: requested });
        const events = (await owner.get(`/api/shift/employee/booking/${bookingId}/events`)).json().payload;
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({
            message:
              current === "Accepted" ? M.unassigned : DECIDED_MESSAGES[allowed.to as keyof typeof DECIDED_MESSAGES],
            payload: { id: bookingId, status: allowed.to },
          });
          expect(await statusOf(t, bookingId)).toBe(allowed.to);
          expect(await openPositions(t, place, roomy)).toBe(before + allowed.positions);
          expect(events).toEqual([
            {
              id: expect.any(Number),
              from_status: current,
              to_status: allowed.to,
              note: null,
              at: expect.any(String),
              actor: { id: owner.userId, name: "Olive Owner" },
            },
          ]);
        } else {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().message).toBe(M.refused(current, requested));
          expect(res.json().message).toContain(current);
          expect(await statusOf(t, bookingId)).toBe(current);
          expect(await openPositions(t, place, roomy)).toBe(before);
          expect(events).toEqual([]);
        }
      });
    }
  }
});

describe("POST /api/shift/employee/shift-action/{id}", () => {
  it("is decided by a manager too, records the manager and the note, and keeps the booking's own reason", async () => {
    const shift = await freshShift(2);
    const { bookingId } = await requestIn(t, place, shift, "Apply For Leave", { actionDetail: "Family wedding" });
    const res = await shiftAction(manager, bookingId, { status: "Rejected", action_detail: "Short-staffed that day" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.status).toBe("Leave Rejected");
    const [event] = (await owner.get(`/api/shift/employee/booking/${bookingId}/events`)).json().payload;
    expect(event).toMatchObject({
      from_status: "Apply For Leave",
      to_status: "Leave Rejected",
      note: "Short-staffed that day",
      actor: { id: manager.userId, name: "manager person" },
    });
    expect(new Date(event.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A second decision on the now settled request is refused, naming its status.
    const again = await shiftAction(owner, bookingId, { status: "Released" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This request is already Leave Rejected; a decision cannot change it.");
  });

  it("records each decision in turn: the history shows every step", async () => {
    const shift = await freshShift(2);
    const { bookingId } = await requestIn(t, place, shift, "Pending");
    expect((await shiftAction(owner, bookingId, { status: "Accepted" })).statusCode).toBe(200);
    expect(await openPositions(t, place, shift)).toBe(1);
    // The member applies for leave (written as the member's endpoint would), then the manager approves.
    await t.database.db.update(bookings).set({ status: "Apply For Leave" }).where(eq(bookings.id, bookingId));
    expect((await shiftAction(manager, bookingId, { status: "Accepted" })).json().payload.status).toBe("Released");
    expect(await openPositions(t, place, shift)).toBe(2);
    const events = (await owner.get(`/api/shift/employee/booking/${bookingId}/events`)).json().payload;
    expect(events.map((e: { from_status: string; to_status: string }) => `${e.from_status} > ${e.to_status}`)).toEqual([
      "Pending > Accepted",
      "Apply For Leave > Released",
    ]);
    expect(events.map((e: { actor: { id: number } }) => e.actor.id)).toEqual([owner.userId, manager.userId]);
  });

  it("refuses to accept into a full slot with 409 and changes nothing", async () => {
    const shift = await freshShift(1);
    await requestIn(t, place, shift, "Accepted");
    const { bookingId } = await requestIn(t, place, shift, "Pending");
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSIGN_MESSAGES.slotFull);
    expect(await statusOf(t, bookingId)).toBe("Pending");
    expect(await openPositions(t, place, shift)).toBe(0);
    expect((await owner.get(`/api/shift/employee/booking/${bookingId}/events`)).json().payload).toEqual([]);
    // Rejecting it is still possible.
    expect((await shiftAction(owner, bookingId, { status: "Rejected" })).json().payload.status).toBe("Rejected");
  });

  it("accepts into a slot whose position was freed by an approved leave", async () => {
    const shift = await freshShift(1);
    const leave = await requestIn(t, place, shift, "Apply For Leave");
    const pickup = await requestIn(t, place, shift, "Pending");
    expect((await shiftAction(owner, pickup.bookingId, { status: "Accepted" })).statusCode).toBe(409);
    expect((await shiftAction(owner, leave.bookingId, { status: "Released" })).statusCode).toBe(200);
    expect(await openPositions(t, place, shift)).toBe(1);
    expect((await shiftAction(owner, pickup.bookingId, { status: "Accepted" })).statusCode).toBe(200);
    expect(await openPositions(t, place, shift)).toBe(0);
  });

  it("refuses to accept when the employee now holds an overlapping shift, keeping the position", async () => {
    const shift = await freshShift(3);
    const other = await freshShift(3);
    const person = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    // The same day's second shift overlaps: re-create it at the first one's times.
    const overlapping = await createShift(
      owner,
      storeBody(place, {
        from: shift.from,
        to: shift.to,
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    await book(t, place, overlapping, { employeeId: person.id, status: "Accepted" });
    const { bookingId } = await requestIn(t, place, shift, "Pending", { employeeId: person.id });
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSIGN_MESSAGES.overlaps);
    expect(await statusOf(t, bookingId)).toBe("Pending");
    expect(await openPositions(t, place, shift)).toBe(3);
    // A shift at another time is fine for the same person.
    const elsewhere = await requestIn(t, place, other, "Pending", { employeeId: person.id });
    expect((await shiftAction(owner, elsewhere.bookingId, { status: "Accepted" })).statusCode).toBe(200);
  });

  it("accepts the ids of the booking sent along, and answers 422 when one differs", async () => {
    const shift = await freshShift(2);
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Pending");
    const slotId = shift.shift_time_slots[0]?.id;
    const own = { employee_id: employeeId, area_role_id: place.roleA, shift_id: shift.id, slot_id: slotId };
    for (const [field, wrong] of [
      ["employee_id", employeeId + 1000],
      ["area_role_id", place.roleB],
      ["shift_id", roomy.id],
      ["slot_id", roomy.shift_time_slots[0]?.id],
    ] as const) {
      const res = await shiftAction(owner, bookingId, { status: "Accepted", ...own, [field]: wrong });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await statusOf(t, bookingId)).toBe("Pending");
    const res = await shiftAction(owner, bookingId, { status: "Accepted", ...own, action_detail: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers 422 for a missing or unknown status and a malformed id", async () => {
    const { bookingId } = await requestIn(t, place, roomy, "Pending");
    const missing = await shiftAction(owner, bookingId, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.status).toEqual(["The status field is required."]);
    const unknown = await shiftAction(owner, bookingId, { status: "Approved" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.status).toEqual([M.status]);
    expect((await shiftAction(owner, 0, { status: "Accepted" })).statusCode).toBe(422);
    expect((await owner.post("/api/shift/employee/shift-action/abc", { status: "Accepted" })).statusCode).toBe(422);
    expect((await shiftAction(owner, bookingId, { status: "Accepted", shift_id: "x" })).statusCode).toBe(422);
    expect(await statusOf(t, bookingId)).toBe("Pending");
  });

  it("answers 404 for a booking that does not exist or is another business's", async () => {
    expect((await shiftAction(owner, 999_999, { status: "Accepted" })).statusCode).toBe(404);
    const other = await registerOwner(t.app, "Other Bistro");
    const { bookingId } = await requestIn(t, place, roomy, "Pending");
    const res = await shiftAction(other, bookingId, { status: "Accepted" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.bookingNotFound);
    expect((await other.get(`/api/shift/employee/booking/${bookingId}/events`)).statusCode).toBe(404);
    expect(await statusOf(t, bookingId)).toBe("Pending");
  });

  it("answers 403 to a team member on every endpoint and 401 without a session", async () => {
    const { bookingId } = await requestIn(t, place, roomy, "Pending");
    expect((await shiftAction(member, bookingId, { status: "Accepted" })).statusCode).toBe(403);
    expect((await member.get(`/api/shift/employee/booking/${bookingId}/events`)).statusCode).toBe(403);
    expect((await member.get("/api/shift/employee/bookings?status=Pending")).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/shift/employee/shift-action/${bookingId}`,
      payload: { status: "Accepted" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf(t, bookingId)).toBe("Pending");
  });
});
