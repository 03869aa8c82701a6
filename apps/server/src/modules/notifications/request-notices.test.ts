import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { notifications } from "../../db/schema/notifications";
import { type Caller, createTestApp, login, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";
import { assignment, selectShift } from "../assignments/test/support";
import { addMember, applyForLeave, type Member, pickup, pickupOf } from "../member/test/support";
import { createShift, type Place, storeBody } from "../shifts/test/support";
import { dayFromToday } from "../time-off/test/support";
import { askTimeOff, listOf, namedPlace, seen } from "./test/support";

// The requests and their decisions: a pickup or time off asked tells the owners and managers (all of them: managers
// are not tied to locations), a decision tells the one who asked, an approved join request the newcomer.

let t: TestApp;
let owner: Caller;
let manager: Member;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Asking Bistro");
  place = await namedPlace(t, owner, "Downtown", "America/New_York");
  manager = await addMember(t, owner, [place.roleA], "manager");
});
afterAll(() => t.close());

const cook = () => addMember(t, owner, [place.roleA]);
let day = 0;
/** A shift of its own day in February 2027, 17:00 to 23:00 EST, with `count` Line Cook positions. */
const dinner = (count = 2) => {
  const date = `2027-02-${String(1 + day++).padStart(2, "0")}`;
  return createShift(
    owner,
    storeBody(place, {
      from: `${date}T22:00:00.000Z`,
      to: new Date(Date.parse(`${date}T22:00:00.000Z`) + 6 * 3_600_000).toISOString(),
      areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count }] }],
    }),
  );
};
const when = (shift: ShiftItem) => {
  const d = new Date(shift.from);
  const weekday = d.toLocaleDateString("en-US", { weekday: "short", timeZone: "America/New_York" });
  const date = shift.from.slice(0, 10).split("-").reverse().join("-");
  return `Dinner - Line Cook at Downtown, ${weekday} ${date} 05:00 PM EST to 11:00 PM`;
};
const decide = (shiftAction: number, status: string) =>
  manager.post(`/api/shift/employee/shift-action/${shiftAction}`, { status });
const askPickup = async (who: Member, shift: ShiftItem) => {
  const res = await pickup(who, pickupOf(shift, place.roleA));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload.id as number;
};

describe("pickup_requested and request_decided", () => {
  it("tells the owner and every manager of a pickup request, not the one who asked", async () => {
    const ann = await cook();
    const shift = await dinner();
    await askPickup(ann, shift);
    const told = {
      kind: "pickup_requested",
      title: "Pickup requested",
      body: `team_member person asks to pick up ${when(shift)}.`,
    };
    expect((await seen(owner))[0]).toEqual(told);
    expect((await seen(manager))[0]).toEqual(told);
    expect((await listOf(manager)).items[0]?.link).toBe("/business-owner-shift-listing#Pending");
    expect(await seen(ann)).toEqual([]);
  });

  it("tells the requester their pickup was accepted, and only that (no shift_assigned besides)", async () => {
    const ann = await cook();
    const shift = await dinner();
    const id = await askPickup(ann, shift);
    expect((await decide(id, "Accepted")).statusCode).toBe(200);
    expect(await seen(ann)).toEqual([
      { kind: "request_decided", title: "Pickup accepted", body: `Your request for ${when(shift)}: Pickup accepted.` },
    ]);
    expect((await listOf(ann)).items[0]?.data.status).toBe("Pickup accepted");
  });

  it("tells the requester their pickup was rejected", async () => {
    const ann = await cook();
    const shift = await dinner();
    const id = await askPickup(ann, shift);
    expect((await decide(id, "Rejected")).statusCode).toBe(200);
    expect(await seen(ann)).toEqual([
      { kind: "request_decided", title: "Pickup rejected", body: `Your request for ${when(shift)}: Pickup rejected.` },
    ]);
  });

  it("writes nothing when accepting fails (409: the position was taken meanwhile)", async () => {
    const [ann, bob] = [await cook(), await cook()];
    const shift = await dinner(1);
    const id = await askPickup(ann, shift);
    expect((await selectShift(owner, assignment(shift, bob.employeeId, place.roleA))).statusCode).toBe(200);
    const res = await decide(id, "Accepted");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSIGN_MESSAGES.slotFull);
    expect(await seen(ann)).toEqual([]);
  });

  it("tells the employee their leave was approved or rejected", async () => {
    const [ann, bob] = [await cook(), await cook()];
    const [first, second] = [await dinner(), await dinner()];
    for (const [who, shift] of [
      [ann, first],
      [bob, second],
    ] as const) {
      const res = await selectShift(owner, assignment(shift, who.employeeId, place.roleA));
      const booking = res.json().payload.id as number;
      expect((await applyForLeave(who, booking, "Sick")).statusCode).toBe(200);
      expect((await decide(booking, who === ann ? "Accepted" : "Rejected")).statusCode).toBe(200);
    }
    expect((await seen(ann))[0]).toEqual({
      kind: "request_decided",
      title: "Leave approved",
      body: `Your request for ${when(first)}: Leave approved.`,
    });
    expect((await seen(bob))[0]).toEqual({
      kind: "request_decided",
      title: "Leave rejected",
      body: `Your request for ${when(second)}: Leave rejected.`,
    });
  });
});

describe("time_off_requested and time_off_decided", () => {
  it("tells the owner and the other active managers of a request, not the one who asked", async () => {
    const other = await addMember(t, owner, [], "manager");
    const away = await addMember(t, owner, [], "manager");
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, away.userId));
    const [ownerBefore, otherBefore] = [(await seen(owner)).length, (await seen(other)).length];

    await askTimeOff(manager, 20);
    const told = {
      kind: "time_off_requested",
      title: "Time off requested",
      body: `manager person asks for time off ${dayFromToday(20)}.`,
    };
    expect(await seen(owner)).toHaveLength(ownerBefore + 1);
    expect((await seen(owner))[0]).toEqual(told);
    expect(await seen(other)).toHaveLength(otherBefore + 1);
    expect((await seen(other))[0]).toEqual(told);
    expect((await seen(manager)).some((n) => n.kind === "time_off_requested" && n.body === told.body)).toBe(false);
    // A deactivated manager cannot sign in to read it, so none is written for them.
    const theirs = await t.database.db.select().from(notifications).where(eq(notifications.userId, away.userId));
    expect(theirs).toEqual([]);
  });

  it("tells the requester the decision, with the days", async () => {
    const ann = await cook();
    const first = await ann.post("/api/employee/time-off", { from_day: dayFromToday(30), to_day: dayFromToday(32) });
    const second = await askTimeOff(ann, 40);
    expect(
      (await manager.post(`/api/employee/time-off/${first.json().payload.id}/decision`, { status: "Approved" }))
        .statusCode,
    ).toBe(200);
    expect((await manager.post(`/api/employee/time-off/${second}/decision`, { status: "Denied" })).statusCode).toBe(
      200,
    );
    expect(await seen(ann)).toEqual([
      { kind: "time_off_decided", title: "Time off denied", body: `Your time off ${dayFromToday(40)}: Denied.` },
      {
        kind: "time_off_decided",
        title: "Time off approved",
        body: `Your time off ${dayFromToday(30)} to ${dayFromToday(32)}: Approved.`,
      },
    ]);
    // A decision refused (409: already decided) tells nobody again.
    const again = await manager.post(`/api/employee/time-off/${second}/decision`, { status: "Approved" });
    expect(again.statusCode).toBe(409);
    expect(await seen(ann)).toHaveLength(2);
  });
});

describe("join_approved", () => {
  it("welcomes the newcomer once their join request is approved", async () => {
    const code = (await owner.get("/api/auth/me")).json().payload.business.join_code as string;
    const email = uniqueEmail("joiner");
    const joined = await t.app.inject({
      method: "POST",
      url: "/api/auth/join",
      payload: { join_code: code, name: "Nia Newcomer", email, password: "joining-pass" },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const approved = await owner.post(`/api/employee/team-member/${joined.json().payload.id}/approve`, {
      area_role_ids: [place.roleA],
      availability: "PartTime",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const nia = await login(t.app, email, "joining-pass");
    expect(await seen(nia)).toEqual([
      { kind: "join_approved", title: "Welcome aboard", body: "You have joined Asking Bistro." },
    ]);
  });
});
