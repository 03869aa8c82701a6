import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { slotPositions } from "../../db/schema/shifts";
import { timeOff } from "../../db/schema/week-building";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, wallClock } from "../fit/test/support";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment } from "./test/support";

// A time-off approval (with release_conflicts) and an assignment into that time off, sent at the same moment
// over real HTTP, so on PostgreSQL they run in parallel transactions. The approval takes the employee row
// FOR UPDATE and the assignment FOR SHARE: whichever comes second sees the first. Never does an Approved
// time off end up with an Accepted booking inside it: either the assignment is refused, or it came first and
// the approval released it.

const ROUNDS = 25;
const NY = "America/New_York";

let t: TestApp;
let owner: Caller;
let place: Place;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

describe("time-off approval racing an assignment into it", () => {
  it(`never leaves an Accepted booking inside Approved time off, over ${ROUNDS} rounds`, async () => {
    const outcomes = { refused: 0, released: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const day = `2027-10-${String(round + 1).padStart(2, "0")}`;
      const shift = await createShift(
        owner,
        storeBody(place, {
          from: wallClock(`${day}T10:00`, NY),
          to: wallClock(`${day}T16:00`, NY),
          areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
        }),
      );
      const employee = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
      const timeOffId = await addTimeOff(t, place.businessId, employee.id, { from: day }, "Pending");

      const [decision, assigned] = await Promise.all([
        post(`/api/employee/time-off/${timeOffId}/decision`, owner.token, {
          status: "Approved",
          release_conflicts: true,
        }),
        post("/api/shift/employee/select-shift", owner.token, assignment(shift, employee.id, place.roleA)),
      ]);
      expect(decision.status, JSON.stringify(decision.body)).toBe(200);
      const [stored] = await t.database.db.select().from(timeOff).where(eq(timeOff.id, timeOffId));
      expect(stored?.status).toBe("Approved");

      const slotId = shift.shift_time_slots[0]?.id ?? 0;
      const booked = await t.database.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.slotId, slotId), eq(bookings.employeeId, employee.id)));
      const conflicts = (
        decision.body as unknown as { payload: { conflicts: { booking_id: number; released: boolean }[] } }
      ).payload.conflicts;
      if (assigned.status === 409) {
        expect(assigned.body.message).toBe(TIME_OFF_MESSAGES.hasTimeOff);
        expect(booked).toEqual([]);
        expect(conflicts).toEqual([]);
        outcomes.refused++;
      } else {
        expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
        expect(booked.map((b) => b.status)).toEqual(["Released"]);
        expect(conflicts.map((c) => [c.booking_id, c.released])).toEqual([[booked[0]?.id, true]]);
        outcomes.released++;
      }
      const [position] = await t.database.db
        .select({ remaining: slotPositions.remaining })
        .from(slotPositions)
        .where(and(eq(slotPositions.slotId, slotId), eq(slotPositions.areaRoleId, place.roleA)));
      expect(position?.remaining).toBe(2);
    }
    expect(outcomes.refused + outcomes.released).toBe(ROUNDS);
  });
});
