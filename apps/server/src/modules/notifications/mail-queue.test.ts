import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { assignment, selectShift } from "../assignments/test/support";
import { addMember, type Member, pickup, pickupOf } from "../member/test/support";
import { createShift, type Place, storeBody } from "../shifts/test/support";
import { askTimeOff, listOf, namedPlace, queuedMails } from "./test/support";

// With e-mail on (SMTP_URL), every notification queues its mail in the same transaction, unless its user turned
// e-mail off for that kind. Nothing is sent here: the address leads nowhere and delivery is the worker's.

let t: TestApp;
let owner: Caller;
let manager: Member;
let ann: Member;
let place: Place;

beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "Brigade <brigade@example.test>" });
  owner = await registerOwner(t.app, "Mailing Bistro");
  place = await namedPlace(t, owner, "Downtown", "America/New_York");
  manager = await addMember(t, owner, [], "manager");
  ann = await addMember(t, owner, [place.roleA]);
});
afterAll(() => t.close());

/** The caller's notifications, oldest first, as (kind, id). */
const notices = async (caller: Caller) =>
  (await listOf(caller)).items.map((i) => ({ kind: i.kind, notificationId: i.id })).reverse();

describe("mail_outbox with e-mail on", () => {
  it("says e-mail is on", async () => {
    expect((await ann.get("/api/notifications/preferences")).json().payload.mail_on).toBe(true);
  });

  it("queues a mail for each notification, except the kinds a user turned off", async () => {
    const off = await ann.put("/api/notifications/preferences", {
      preferences: [{ kind: "shift_changed", email: false }],
    });
    expect(off.statusCode).toBe(200);
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-04-05T21:00:00.000Z", to: "2027-04-06T03:00:00.000Z" }),
    );
    expect((await selectShift(owner, assignment(shift, ann.employeeId, place.roleA))).statusCode).toBe(200);
    const moved = await owner.patch(`/api/shift/${shift.id}`, {
      from: "2027-04-05T22:00:00.000Z",
      to: "2027-04-06T04:00:00.000Z",
    });
    expect(moved.statusCode).toBe(200);
    const other = await createShift(
      owner,
      storeBody(place, { from: "2027-04-07T21:00:00.000Z", to: "2027-04-08T03:00:00.000Z" }),
    );
    expect((await pickup(ann, pickupOf(other, place.roleA))).statusCode).toBe(201);
    await askTimeOff(ann, 12);

    // Ann: told of both changes, mailed only of the assignment (she turned shift_changed off).
    const annsNotices = await notices(ann);
    expect(annsNotices.map((n) => n.kind)).toEqual(["shift_assigned", "shift_changed"]);
    expect(await queuedMails(t, ann.userId)).toEqual(annsNotices.filter((n) => n.kind === "shift_assigned"));
    // The owner and the manager: a mail for every notification.
    for (const decider of [owner, manager]) {
      const theirs = await notices(decider);
      expect(theirs.map((n) => n.kind)).toEqual(["pickup_requested", "time_off_requested"]);
      expect(await queuedMails(t, decider.userId)).toEqual(theirs);
    }
  });

  it("queues nothing for a change that was refused", async () => {
    const bob = await addMember(t, owner, [place.roleA]);
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-04-09T21:00:00.000Z",
        to: "2027-04-10T03:00:00.000Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    expect((await selectShift(owner, assignment(shift, ann.employeeId, place.roleA))).statusCode).toBe(200);
    expect((await selectShift(owner, assignment(shift, bob.employeeId, place.roleA))).statusCode).toBe(409);
    expect(await queuedMails(t, bob.userId)).toEqual([]);
    expect(await notices(bob)).toEqual([]);
  });
});
