import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, setOwnMax, setPattern, wallClock } from "../fit/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { openPositions, requestIn, shiftAction, statusOf } from "./test/support";

// Accepting a pickup request (Pending to Accepted): approved time off granted after the member asked refuses
// it; the other work rules are the manager's call, as when assigning.

let t: TestApp;
let owner: Caller;
let place: Place;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
});
afterAll(() => t.close());

const shiftAt = (from: string, to: string) =>
  createShift(owner, storeBody(place, { from: wallClock(from, NY), to: wallClock(to, NY) }));

describe("POST /api/shift/employee/shift-action/{id}: accepting a pickup and time off", () => {
  it("refuses to accept a request in approved time off and leaves it Pending, the position open", async () => {
    const shift = await shiftAt("2027-09-06T10:00", "2027-09-06T16:00");
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Pending");
    await addTimeOff(t, place.businessId, employeeId, { from: "2027-09-06" });
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(TIME_OFF_MESSAGES.hasTimeOff);
    expect(await statusOf(t, bookingId)).toBe("Pending");
    expect(await openPositions(t, place, shift)).toBe(2);
    // Rejecting it is still possible.
    expect((await shiftAction(owner, bookingId, { status: "Rejected" })).statusCode).toBe(200);
  });

  it("accepts a request just outside part-day time off, and one whose time off is only pending", async () => {
    const shift = await shiftAt("2027-09-07T14:00", "2027-09-07T20:00");
    const outside = await requestIn(t, place, shift, "Pending");
    await addTimeOff(t, place.businessId, outside.employeeId, {
      from: "2027-09-07",
      fromTime: "08:00",
      toTime: "14:00",
    });
    expect((await shiftAction(owner, outside.bookingId, { status: "Accepted" })).statusCode).toBe(200);
    const pending = await requestIn(t, place, shift, "Pending");
    await addTimeOff(t, place.businessId, pending.employeeId, { from: "2027-09-07" }, "Pending");
    expect((await shiftAction(owner, pending.bookingId, { status: "Accepted" })).statusCode).toBe(200);
  });

  it("leaves unavailability, short rest and the maximum to the manager", async () => {
    const shift = await shiftAt("2027-09-14T06:00", "2027-09-14T12:00");
    const { bookingId, employeeId } = await requestIn(t, place, shift, "Pending");
    await setOwnMax(t, employeeId, 1);
    await setPattern(t, place.businessId, employeeId, [
      { weekday: 2, from: "00:00", to: "00:00", kind: "unavailable" },
    ]);
    await book(t, place, await shiftAt("2027-09-13T17:00", "2027-09-13T23:30"), { employeeId });
    const res = await shiftAction(owner, bookingId, { status: "Accepted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, bookingId)).toBe("Accepted");
  });
});
