import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { openPositions, requestIn } from "./test/support";

// Managers accepting many pickup requests for the last position at the same moment, over real HTTP
// against a listening server: on PostgreSQL the requests run in parallel transactions on the pool's
// connections; on PGlite they serialise. Either way exactly one is accepted.

const REQUESTS = 10;

let t: TestApp;
let owner: Caller;
let place: Place;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

const decide = (id: number, status: string) => post(`/api/shift/employee/shift-action/${id}`, owner.token, { status });

describe("concurrent decisions", () => {
  it(`accept exactly one of ${REQUESTS} pending pickups for the last position`, async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-06-07T15:00:00Z",
        to: "2027-06-07T21:00:00Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    const requests = [];
    for (let i = 0; i < REQUESTS; i++) requests.push(await requestIn(t, place, shift, "Pending"));

    const answers = await Promise.all(requests.map((r) => decide(r.bookingId, "Accepted")));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(REQUESTS - 1);
    for (const r of refused) expect(r.body.message).toBe(ASSIGN_MESSAGES.slotFull);
    expect(await openPositions(t, place, shift)).toBe(0);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.shiftId, shift.id));
    expect(rows.filter((b) => b.status === "Accepted")).toHaveLength(1);
    expect(rows.filter((b) => b.status === "Pending")).toHaveLength(REQUESTS - 1);
    // Only the decision that happened is on record.
    const events = await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.businessId, place.businessId));
    expect(events).toHaveLength(1);
  });

  it("decide once when the same leave approval is sent many times at once", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-06-08T15:00:00Z",
        to: "2027-06-08T21:00:00Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }],
      }),
    );
    const { bookingId } = await requestIn(t, place, shift, "Apply For Leave");
    expect(await openPositions(t, place, shift)).toBe(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => decide(bookingId, "Released")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await openPositions(t, place, shift)).toBe(2);
  });
});
